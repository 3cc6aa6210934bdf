import { isRegistrationDeadline, lifecycleLabels, registrationDeadline } from '@questboard/domain/constants'
import type { Address, EventDetail, StoreSummary } from '@questboard/domain/event-api.schema'
import { eventEnd, eventStart, timeStateBetween } from '@questboard/domain/time-state'
import type { Game } from '../../../lib/reference-data'
import { type AddressValues, addressValues, type EventFormValues } from '../api/event-form'
import type { Profile } from '../api/profile'

export interface PreviewContext {
  games: readonly Game[]
  /** The store's address, for "the event takes place at my store". */
  storeAddress: AddressValues | null
  /** The saved event being edited: its id, players and store carry over. */
  saved?: EventDetail
  /** The organizer's profile: a new event shows their store as players will (a public store only). */
  profile?: Profile
  now?: Date
}

const numberOrNull = (text: string): number | null =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null
const blankAsNull = (text: string): string | null => (text.trim() === '' ? null : text)

function address(values: AddressValues): Address {
  return {
    street: blankAsNull(values.street),
    street_2: blankAsNull(values.street_2),
    city: blankAsNull(values.city),
    postcode: blankAsNull(values.postcode),
    region: blankAsNull(values.region),
    country: blankAsNull(values.country),
  }
}

function storeOf(profile: Profile | undefined): StoreSummary | null {
  const information = profile?.store_information
  if (!profile?.is_public || !information?.store_name) return null
  return {
    id: profile.id,
    name: information.store_name,
    address: information.address ? address(addressValues(information.address)) : null,
    website: information.website || null,
    logo_url: profile.logo_url,
    photo: profile.store_photo ?? null,
    is_favorite: false,
  }
}

/**
 * The event form's values as `GET /api/events/{id}/` would answer them once published (issue 13): what the
 * preview draws with the event page itself. The times come from the domain's own reading of the form's wall
 * clocks (time-state.ts); without a date yet, `starts_at` and `ends_at` are blank.
 */
export function previewEventDetail(values: EventFormValues, context: PreviewContext): EventDetail {
  const { games, storeAddress, saved, profile, now = new Date() } = context
  const light = values.event_type === 'Light'
  const info = values.additional_info
  const timed = {
    event_start_date: light ? '' : values.event_start_date,
    light_date: light ? values.light_date : '',
    timezone: values.timezone,
    additional_info: {
      event_end_date: light ? '' : info.event_end_date,
      daily_schedules: light ? [] : info.daily_schedules,
    },
  }
  const start = eventStart(timed)
  const end = eventEnd(timed) ?? start
  const maxPlayers = light ? null : numberOrNull(info.max_players)
  const players = saved?.players_count ?? 0
  const timeState = start && end ? timeStateBetween(start, end, now) : 'future'
  const deadline =
    !light && start && isRegistrationDeadline(info.registration_date)
      ? registrationDeadline(info.registration_date, start)
      : null
  const game = games.find((entry) => String(entry.id) === values.game)
  const shownAddress = values.use_my_address && storeAddress ? storeAddress : values.address
  return {
    id: saved?.id ?? 0,
    name: values.name,
    game: game?.id ?? 0,
    game_name: game?.name ?? '',
    event_start_date: light ? `${values.light_date}T00:00` : values.event_start_date,
    event_type: values.event_type,
    event_subtype: values.event_subtype || 'other',
    owner: saved?.owner ?? profile?.id ?? 0,
    event_visibility: values.event_visibility,
    awarded_xp: false,
    address: address(shownAddress),
    light_event: light,
    light_date: light ? blankAsNull(values.light_date) : null,
    use_my_address: false,
    user_address: null,
    timezone: values.timezone,
    additional_info: {
      ...info,
      min_players: numberOrNull(info.min_players),
      max_players: maxPlayers,
      event_price: numberOrNull(info.event_price) ?? 0,
      event_currency: blankAsNull(info.event_currency),
      stages: info.stages.map((stage, index) => ({
        format: stage.format,
        players_min: numberOrNull(stage.players_min),
        players_max: numberOrNull(stage.players_max),
        order_index: index + 1,
      })),
      url: light ? blankAsNull(info.url) : null,
    },
    status: 'published',
    starts_at: start?.toISOString() ?? '',
    ends_at: end?.toISOString() ?? '',
    time_state: timeState,
    lifecycle_labels: lifecycleLabels({
      status: 'published',
      timeState,
      registered: false,
      registeredCount: players,
      maxPlayers,
    }),
    players_count: players,
    seats_left: maxPlayers === null ? null : Math.max(0, maxPlayers - players),
    registration_deadline: deadline?.toISOString() ?? null,
    registration_open: timeState === 'future',
    is_registered: false,
    check_in_code: null,
    series_id: saved?.series_id ?? null,
    no_show_rule: saved?.no_show_rule ?? profile?.no_show_rule ?? 'off',
    store: saved?.store ?? storeOf(profile),
    // The saved cover (a file chosen but not saved yet is not shown), else the chosen game's artwork.
    picture:
      saved?.picture?.source === 'cover' ? saved.picture : game?.art ? { ...game.art, source: 'game' } : null,
    latitude: null,
    longitude: null,
    city_id: null,
  }
}

import {
  type Currency,
  type EventKind,
  type EventSubtype,
  isSoldOut,
  lifecycleLabels,
  type Visibility,
} from '@questboard/domain/constants'
import type { EventDetail, EventSummary } from '@questboard/domain/event-api.schema'
import { timeStateBetween } from '@questboard/domain/time-state'
import { eventPicture } from '../pictures/pictures.ts'
import { toAddress, toStoreSummary } from '../stores/store-summary.ts'
import type { EventDetailRow } from './events.repository.ts'
import type { EventListRow } from './public-list/public-list.repository.ts'

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** An event's bodies as the API answers them (spec §7): the summary of lists and the detail of its page. */
export function createEventPresenter(publicUrl: string) {
  /** What every event body shares and only an edit changes. */
  const timesAndPlace = (event: EventListRow['event']) => ({
    status: event.status,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    registration_deadline: event.registrationDeadline ? event.registrationDeadline.toISOString() : null,
    latitude: event.lat,
    longitude: event.lng,
    city_id: event.cityId,
  })

  /** What every event body shares: the state as the caller sees it at `at`. */
  const computed = (row: EventListRow, at: Date) => {
    const { event } = row
    const timeState = timeStateBetween(event.startsAt, event.endsAt, at)
    // Seats held for waitlist offers are taken (nobody else may register) but nobody's yet (decision 029).
    const registeredCount = event.takenSeats - event.heldSeats
    const soldOut = isSoldOut(event.takenSeats, event.maxPlayers)
    const deadline = event.registrationDeadline
    return {
      time_state: timeState,
      lifecycle_labels: lifecycleLabels({
        status: event.status,
        timeState,
        registered: row.isRegistered,
        registeredCount: event.takenSeats,
        maxPlayers: event.maxPlayers,
      }),
      players_count: registeredCount,
      seats_left: event.maxPlayers === null ? null : Math.max(0, event.maxPlayers - event.takenSeats),
      registration_open:
        event.status === 'published' &&
        timeState === 'future' &&
        !soldOut &&
        (deadline === null || at.getTime() < deadline.getTime()),
      is_registered: row.isRegistered,
      store: toStoreSummary(row.owner, row.isFavorite, publicUrl),
      // The game's art may change while the event does not: not kept with the event's part.
      picture: eventPicture(event.cover, row.game.art, publicUrl),
    }
  }

  /**
   * The part of a summary only an edit changes, made once per version of an event: the list's memory replaces
   * an event's row object whenever it changes, so the row object is the version (WeakMap: gone with it).
   */
  const summaryParts = new WeakMap<object, ReturnType<typeof summaryPart>>()
  const summaryPart = (row: EventListRow) => {
    const { event } = row
    const info = event.additionalInfo
    return {
      id: event.id,
      name: event.name,
      game: event.gameId,
      game_name: row.game.name,
      event_type: event.eventType as EventKind,
      event_subtype: event.eventSubtype as EventSubtype,
      event_start_date: event.startLocal,
      event_end_date: textOrNull(info.event_end_date),
      light_date: event.lightDate,
      timezone: event.timezone,
      address: toAddress(event.address),
      owner: event.ownerId,
      event_price: Number(event.price),
      event_currency: (event.currency as Currency | null) ?? null,
      max_players: event.maxPlayers,
      official_event: event.officialEvent,
      accessible_location: event.accessibleLocation,
      url: textOrNull(info.url),
      ...timesAndPlace(event),
    }
  }

  const toSummary = (row: EventListRow, at: Date): EventSummary => {
    let part = summaryParts.get(row.event)
    if (!part) {
      part = summaryPart(row)
      summaryParts.set(row.event, part)
    }
    return {
      ...part,
      distance_km: row.distanceM === null ? null : Math.round(row.distanceM) / 1000,
      ...computed(row, at),
    }
  }

  const toDetail = (row: EventDetailRow, at: Date): EventDetail => {
    const { event } = row
    return {
      id: event.id,
      name: event.name,
      game: event.gameId,
      game_name: row.game.name,
      event_start_date: event.startLocal,
      event_type: event.eventType as EventKind,
      event_subtype: event.eventSubtype as EventSubtype,
      owner: event.ownerId,
      event_visibility: event.eventVisibility as Visibility,
      awarded_xp: event.awardedXp,
      address: toAddress(event.address),
      light_event: event.eventType === 'Light',
      light_date: event.lightDate,
      use_my_address: event.useMyAddress,
      user_address:
        event.useMyAddress && row.owner.storeInformation?.address
          ? toAddress(row.owner.storeInformation.address)
          : null,
      timezone: event.timezone,
      // What lists filter on is kept in columns; the form's additional_info is put back together here.
      additional_info: {
        ...event.additionalInfo,
        min_players: event.minPlayers,
        max_players: event.maxPlayers,
        event_price: Number(event.price),
        event_currency: event.currency,
        accessible_location: event.accessibleLocation,
        official_event: event.officialEvent,
        event_start_timestamp: event.startsAt.toISOString(),
      },
      ...timesAndPlace(event),
      ...computed(row, at),
      check_in_code: row.checkInCode,
      series_id: event.seriesId,
      no_show_rule: row.noShowRule,
    }
  }

  return { toSummary, toDetail }
}

export type EventPresenter = ReturnType<typeof createEventPresenter>

import { isRegistrationDeadline, registrationDeadline } from '@questboard/domain/constants'
import { CITIES, type City, normalizeCountry } from '@questboard/domain/countries'
import { toWallClock } from '@questboard/domain/datetime'
import { toErrorBody } from '@questboard/domain/error-body'
import { type EventBody, eventFormSchema, eventTimeZone } from '@questboard/domain/event.schema'
import { eventEnd, eventStart } from '@questboard/domain/time-state'
import { isStorableId } from '../db/ids.ts'
import type { Caller } from '../plugins/auth.ts'
import { toAddress } from '../stores/store-summary.ts'
import type { User } from '../users/users.repository.ts'
import type { EventEditingRepository, EventRow, EventValues } from './event-editing.repository.ts'
import { EventRefusal, OWNER_MESSAGES } from './event-refusals.ts'

export const isAdmin = (caller: Caller) => caller.roles.includes('admin')

/** Columns the read side puts back into additional_info (decision 005): not kept twice in the jsonb. */
const INFO_COLUMNS = [
  'min_players',
  'max_players',
  'event_price',
  'event_currency',
  'accessible_location',
  'official_event',
  'event_start_timestamp',
] as const

const ADDRESS_FIELDS = ['street', 'street_2', 'city', 'postcode', 'region', 'country'] as const

/** Sorted keys, so two objects holding the same values compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

const comparable = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()

/**
 * Where an event goes on the map. Geocoding is an edge we do not own (decision 013): the preset city of the
 * address's country whose name matches the address's city, else that country's first preset city.
 */
export function presetCityFor(countryCode: string | null, city: string | null | undefined): City | undefined {
  const inCountry = CITIES.filter((candidate) => candidate.country === countryCode)
  return inCountry.find((candidate) => comparable(candidate.name) === comparable(city)) ?? inCountry[0]
}

export function normalizedAddress(value: unknown): Record<string, string | null> {
  const address = toAddress(value) as Record<string, string | null>
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => {
      const text = address[field]?.trim()
      return [field, text ? text : null]
    }),
  )
  trimmed.country = trimmed.country ? (normalizeCountry(trimmed.country) ?? trimmed.country) : null
  return trimmed
}

/** The store's address, for `use_my_address`; a 400 on `address` when the store has none. */
export function storeAddress(owner: User): Record<string, string | null> {
  const address = normalizedAddress(owner.storeInformation?.address)
  if (!address.street || !address.city || !address.postcode || !address.country) {
    throw new EventRefusal(400, {
      address: ['The store has no address: fill in the store profile, or give the event’s address'],
    })
  }
  return address
}

interface Dependencies {
  events: EventEditingRepository
  now: () => Date
}

/** The event form read into columns: its body parsed, its owner and game checked (spec §3, §5). */
export function createEventForm({ events, now }: Dependencies) {
  function parse(raw: unknown, requireFutureStart: boolean): EventBody {
    const parsed = eventFormSchema({ now: now(), requireFutureStart }).safeParse(raw)
    if (!parsed.success) throw new EventRefusal(400, toErrorBody(parsed.error))
    return parsed.data
  }

  /**
   * The event's owner: `current` (the caller for a new event), or the user an admin names in `owner` (an Event
   * API user id, read from the raw body: the form has none). A new owner must be known and organize events
   * (an organizer or an admin, spec §6); 400 on `owner` otherwise.
   */
  async function ownerFor(raw: unknown, caller: Caller, current: number): Promise<User> {
    const requested = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).owner : undefined
    const named = isAdmin(caller) && requested !== undefined && requested !== null && requested !== ''
    if (!named) {
      const owner = await events.findUser(current)
      if (!owner) throw new Error(`event owner ${current} has no user record`)
      return owner
    }
    const id =
      typeof requested === 'number'
        ? requested
        : typeof requested === 'string' && /^\s*\d+\s*$/.test(requested)
          ? Number(requested)
          : Number.NaN
    if (!Number.isInteger(id)) throw new EventRefusal(400, { owner: [OWNER_MESSAGES.notAnId] })
    const owner = isStorableId(id) ? await events.findUser(id) : undefined
    if (!owner) throw new EventRefusal(400, { owner: [OWNER_MESSAGES.unknown] })
    if (owner.id !== current && !(await events.mayOrganize(owner.id))) {
      throw new EventRefusal(400, { owner: [OWNER_MESSAGES.notOrganizer] })
    }
    return owner
  }

  /** Every column the form decides, as the read side reads them (decision 005). */
  async function toValues(
    body: EventBody,
    owner: User,
    address: Record<string, string | null>,
    admin: boolean,
    previous?: EventRow,
  ): Promise<EventValues> {
    if (!isStorableId(body.game) || !(await events.gameExists(body.game))) {
      throw new EventRefusal(400, { game: ['This value must be one of the proposed choices'] })
    }
    const info = body.additional_info
    const isLight = body.event_type === 'Light'
    const timezone = eventTimeZone({ timezone: body.timezone, address })
    const timed = {
      event_start_date: isLight ? null : body.event_start_date,
      light_date: isLight ? body.light_date : null,
      timezone,
      additional_info: {
        event_end_date: isLight ? null : info.event_end_date,
        daily_schedules: isLight ? [] : info.daily_schedules,
      },
    }
    const startsAt = eventStart(timed)
    if (!startsAt) throw new Error('the form schema lets no event without a start through')
    const endsAt = eventEnd(timed) ?? startsAt
    const countryCode = normalizeCountry(address.country) ?? null
    const city = presetCityFor(countryCode, address.city)
    const rest: Record<string, unknown> = { ...info }
    for (const column of INFO_COLUMNS) delete rest[column]
    // Admin-only fields: an organizer's value is ignored, the stored one (or the default) stays.
    if (!admin) rest.is_bga = previous?.additionalInfo.is_bga ?? false
    return {
      ownerId: owner.id,
      name: body.name,
      gameId: body.game,
      eventType: body.event_type,
      eventSubtype: body.event_subtype,
      eventVisibility: admin ? body.event_visibility : (previous?.eventVisibility ?? 'PUBLIC'),
      address,
      useMyAddress: body.use_my_address === true,
      countryCode,
      cityId: city?.id ?? null,
      lat: city?.lat ?? null,
      lng: city?.lng ?? null,
      timezone,
      startLocal: toWallClock(startsAt, timezone),
      startsAt,
      endsAt,
      lightDate: isLight ? (body.light_date ?? null) : null,
      registrationDeadline:
        !isLight && isRegistrationDeadline(info.registration_date)
          ? registrationDeadline(info.registration_date, startsAt)
          : null,
      minPlayers: isLight ? 0 : (info.min_players ?? 0),
      maxPlayers: isLight ? null : (info.max_players ?? null),
      price: String(info.event_price ?? 0),
      currency: info.event_currency ?? null,
      accessibleLocation: info.accessible_location === true,
      officialEvent: admin ? info.official_event === true : (previous?.officialEvent ?? false),
      additionalInfo: rest,
    }
  }

  return { parse, ownerFor, toValues }
}

export type EventForm = ReturnType<typeof createEventForm>

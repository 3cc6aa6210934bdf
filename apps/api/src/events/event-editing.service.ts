import { EVENT_MIN_LEAD_MS, isRegistrationDeadline, registrationDeadline } from '@questboard/domain/constants'
import { CITIES, type City, normalizeCountry } from '@questboard/domain/countries'
import { toWallClock } from '@questboard/domain/datetime'
import { type ErrorBody, toErrorBody } from '@questboard/domain/error-body'
import { type EventBody, eventFormSchema, eventTimeZone } from '@questboard/domain/event.schema'
import { formatMessage } from '@questboard/domain/messages'
import { eventEnd, eventStart } from '@questboard/domain/time-state'
import type { Database } from '../db/database.ts'
import { isStorableId } from '../db/ids.ts'
import { formatAddress } from '../mail/format-address.ts'
import { buildIcs } from '../mail/ics.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import { webUrl } from '../mail/templates/layout.ts'
import type { Caller } from '../plugins/auth.ts'
import type { Mail } from '../plugins/mail.ts'
import { toAddress } from '../stores/store-summary.ts'
import type { User } from '../users/users.repository.ts'
import type {
  EventChanges,
  EventEditingRepository,
  EventRow,
  EventValues,
} from './event-editing.repository.ts'

/** A refusal the route answers as it is: 400 field errors, or `{detail}` with its status. */
export class EventRefusal extends Error {
  override name = 'EventRefusal'
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly body: ErrorBody | { detail: string },
  ) {
    super(`event refused with ${status}`)
  }
}

const notFound = () => new EventRefusal(404, { detail: 'Not found.' })
const forbidden = () =>
  new EventRefusal(403, { detail: 'Only the organizer of this event or an administrator may do this.' })
const cancelledConflict = () => new EventRefusal(409, { detail: 'This event has been cancelled.' })

/** The `owner` an admin names (decision 013): API texts, like the rest of the 400 body (decision 003). */
export const OWNER_MESSAGES = {
  notAnId: formatMessage('validation.integer'),
  unknown: 'This user is not known',
  notOrganizer: 'This user is not an organizer',
} as const

/** Why a draft may no longer be published (decision 013): what players could not use. */
export const PUBLISH_REFUSALS = {
  tooLate:
    'This event starts in less than an hour: it can no longer be published. ' +
    'Delete it and create it again with a later date.',
  deadlinePassed:
    'The registration deadline of this event has passed: choose a later registration deadline, then publish.',
} as const

const isAdmin = (caller: Caller) => caller.roles.includes('admin')

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

/** The columns of location and date: never written by an update (spec §4). */
const LOCKED_COLUMNS = [
  'address',
  'timezone',
  'startsAt',
  'endsAt',
  'startLocal',
  'lightDate',
  'countryCode',
  'cityId',
  'lat',
  'lng',
] as const

const ADDRESS_FIELDS = ['street', 'street_2', 'city', 'postcode', 'region', 'country'] as const

/** Sorted keys, so two objects holding the same values compare equal whatever their key order. */
function stableJson(value: unknown): string {
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

function normalizedAddress(value: unknown): Record<string, string | null> {
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

interface Dependencies {
  db: Database
  events: EventEditingRepository
  mail: Pick<Mail, 'enqueue'>
  publicUrl: string
  now?: () => Date
}

export function createEventEditingService({
  db,
  events,
  mail,
  publicUrl,
  now = () => new Date(),
}: Dependencies) {
  const host = new URL(publicUrl).hostname

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

  /** The store's address, for `use_my_address`; a 400 on `address` when the store has none. */
  function storeAddress(owner: User): Record<string, string | null> {
    const address = normalizedAddress(owner.storeInformation?.address)
    if (!address.street || !address.city || !address.postcode || !address.country) {
      throw new EventRefusal(400, {
        address: ['The store has no address: fill in the store profile, or give the event’s address'],
      })
    }
    return address
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

  /** The fields spec §4 locks once the event exists, that this update would change. */
  function lockedChanges(previous: EventRow, next: EventValues): string[] {
    const changed: string[] = []
    const info = (row: { additionalInfo?: Record<string, unknown> }) => row.additionalInfo ?? {}
    if (next.gameId !== previous.gameId) changed.push('game')
    if (next.eventType !== previous.eventType) changed.push('event_type')
    if (next.useMyAddress !== previous.useMyAddress) changed.push('use_my_address')
    else if (
      !next.useMyAddress &&
      stableJson(next.address) !== stableJson(normalizedAddress(previous.address))
    )
      changed.push('address')
    if (next.timezone !== previous.timezone) changed.push('timezone')
    if (next.startsAt?.getTime() !== previous.startsAt.getTime()) changed.push('event_start_date')
    if ((next.lightDate ?? null) !== previous.lightDate) changed.push('light_date')
    if (next.endsAt?.getTime() !== previous.endsAt.getTime()) changed.push('event_end_date')
    if (stableJson(info(next).daily_schedules ?? []) !== stableJson(info(previous).daily_schedules ?? []))
      changed.push('daily_schedules')
    return changed
  }

  /** Whether the players would see a difference (what a "changed" mail is worth sending for). */
  function isRealChange(previous: EventRow, changes: EventChanges): boolean {
    const withoutFlags = (info: Record<string, unknown> | undefined) => {
      const { send_notifications: _ignored, ...rest } = info ?? {}
      return rest
    }
    const keys = Object.keys(changes) as (keyof EventChanges)[]
    return keys.some((key) => {
      if (key === 'additionalInfo') {
        return (
          stableJson(withoutFlags(changes.additionalInfo)) !==
          stableJson(withoutFlags(previous.additionalInfo))
        )
      }
      const before = previous[key as keyof EventRow]
      const after = changes[key]
      if (before instanceof Date || after instanceof Date) {
        return (before as Date | null)?.getTime() !== (after as Date | null | undefined)?.getTime()
      }
      if (key === 'price') return Number(before) !== Number(after)
      return stableJson(before ?? null) !== stableJson(after ?? null)
    })
  }

  /**
   * Why a draft may not be published at `at`, if it may not: players could not use it. It must start at least
   * an hour from now, as when it was created (spec §5, §9), and its registration deadline, if it has one, must
   * still be ahead (spec §4: nobody may register after it).
   */
  function lateForPublication(event: EventRow, at: Date): EventRefusal | undefined {
    if (event.startsAt.getTime() < at.getTime() + EVENT_MIN_LEAD_MS) {
      return new EventRefusal(409, { detail: PUBLISH_REFUSALS.tooLate })
    }
    if (event.registrationDeadline && event.registrationDeadline.getTime() <= at.getTime()) {
      return new EventRefusal(409, { detail: PUBLISH_REFUSALS.deadlinePassed })
    }
    return undefined
  }

  /** The event as the caller may change it: 404 unknown (or a draft they may not see), 403 not theirs. */
  async function editable(id: number, caller: Caller): Promise<EventRow> {
    const event = isStorableId(id) ? await events.find(id) : undefined
    if (!event) throw notFound()
    if (isAdmin(caller) || event.ownerId === caller.user.id) return event
    throw event.status === 'draft' ? notFound() : forbidden()
  }

  return {
    editable,

    /** `POST /api/events/`: a draft owned by the caller (or, for an admin, by `owner`); answers its id. */
    async create(raw: unknown, caller: Caller): Promise<number> {
      const body = parse(raw, true)
      const owner = await ownerFor(raw, caller, caller.user.id)
      const address = body.use_my_address ? storeAddress(owner) : normalizedAddress(body.address)
      const values = await toValues(body, owner, address, isAdmin(caller))
      return events.insert({ ...values, status: 'draft' })
    },

    /**
     * `PUT /api/events/{id}/`: the whole body again. Location, game and date cannot change (spec §4): 409.
     * With `send_notifications`, the registered players of a published event are told about a real change.
     */
    async update(id: number, raw: unknown, caller: Caller): Promise<void> {
      const previous = await editable(id, caller)
      if (previous.status === 'cancelled') throw cancelledConflict()
      // The date cannot change, so "starts at least 1 h from now" would only refuse edits of a running event.
      const body = parse(raw, false)
      const owner = await ownerFor(raw, caller, previous.ownerId)
      const keepsStoreAddress = body.use_my_address && previous.useMyAddress
      const address = keepsStoreAddress
        ? normalizedAddress(previous.address)
        : body.use_my_address
          ? normalizedAddress(owner.storeInformation?.address)
          : normalizedAddress(body.address)
      const next = await toValues(body, owner, address, isAdmin(caller), previous)
      const locked = lockedChanges(previous, next)
      if (locked.length > 0) {
        throw new EventRefusal(409, {
          detail:
            `The location, game and date of an event cannot be changed (${locked.join(', ')}): ` +
            'delete the event and create it again.',
        })
      }
      if (
        next.maxPlayers !== null &&
        next.maxPlayers !== undefined &&
        next.maxPlayers < previous.takenSeats
      ) {
        throw new EventRefusal(409, {
          detail: `${previous.takenSeats} players are already registered: the maximum cannot be lower.`,
        })
      }
      // Equal to the stored values (checked above); left out so an address copied at creation stays as it was.
      const changes: EventChanges = { ...next }
      for (const column of LOCKED_COLUMNS) delete changes[column]
      await db.transaction(async (tx) => {
        const updated = await events.update(tx, id, changes)
        if (!updated) {
          const now = await events.find(id)
          if (now?.status === 'cancelled') throw cancelledConflict()
          throw new EventRefusal(409, {
            detail: 'More players registered meanwhile than the new maximum allows.',
          })
        }
        if (!updated.additionalInfo.send_notifications || updated.status !== 'published') return
        if (!isRealChange(previous, changes)) return
        for (const recipient of await events.registrantsOf(tx, id)) {
          await mail.enqueue(tx, {
            to: recipient.email,
            locale: recipient.locale,
            template: 'event-changed',
            data: eventMailData(updated, recipient),
          })
        }
      })
    },

    /**
     * `POST …/publish/`: a draft becomes published unless it starts within the hour or its registration
     * deadline has passed (409, see lateForPublication); publishing again changes nothing; cancelled → 409.
     */
    async publish(id: number, caller: Caller): Promise<void> {
      let event: EventRow | undefined = await editable(id, caller)
      if (event.status === 'draft') {
        const at = now()
        const refusal = lateForPublication(event, at)
        if (refusal) throw refusal
        const earliestStart = new Date(at.getTime() + EVENT_MIN_LEAD_MS)
        if (await events.publish(id, { earliestStart, now: at })) return
        // Changed meanwhile: published, cancelled or deleted by another call, or its deadline moved.
        event = await events.find(id)
        if (!event) throw notFound()
        if (event.status === 'draft') {
          throw lateForPublication(event, at) ?? new Error(`draft ${id} was neither published nor refused`)
        }
      }
      if (event.status === 'cancelled') throw cancelledConflict()
    },

    /**
     * `DELETE`: a draft is removed; a published event is marked cancelled (decision 013: its registrations and
     * results stay as history) and its registered players, when it has not ended, get a cancellation mail
     * with a CANCELLED calendar file. Deleting a cancelled event again changes nothing.
     */
    async remove(id: number, caller: Caller): Promise<void> {
      const event = await editable(id, caller)
      if (event.status === 'cancelled') return
      await db.transaction(async (tx) => {
        if (event.status === 'draft' && (await events.deleteDraft(tx, id))) return
        const cancelled = await events.cancel(tx, id)
        if (!cancelled || cancelled.endsAt.getTime() < now().getTime()) return
        for (const recipient of await events.registrantsOf(tx, id)) {
          const url = webUrl({ locale: recipient.locale, publicUrl }, `/events/${id}`)
          const ics = buildIcs({
            uid: `event-${id}@${host}`,
            start: cancelled.startsAt,
            end: cancelled.endsAt,
            summary: cancelled.name,
            description: url,
            location: formatAddress(cancelled.address, recipient.locale) || undefined,
            url,
            status: 'CANCELLED',
            sequence: 1,
          })
          await mail.enqueue(tx, {
            to: recipient.email,
            locale: recipient.locale,
            template: 'event-deleted',
            data: eventMailData(cancelled, recipient),
            attachments: [
              {
                filename: 'event.ics',
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: ics,
              },
            ],
            key: `deleted:event:${id}:user:${recipient.userId}`,
          })
        }
      })
    },
  }
}

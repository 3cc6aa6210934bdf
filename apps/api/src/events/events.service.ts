import {
  type Currency,
  type EventKind,
  type EventSubtype,
  effectiveOrder,
  isSoldOut,
  lifecycleLabels,
  type Visibility,
} from '@questboard/domain/constants'
import { findCity } from '@questboard/domain/countries'
import type {
  EventDetail,
  EventListQuery,
  EventLocation,
  EventPage,
  EventPlayer,
  EventSummary,
  MyEventsPage,
} from '@questboard/domain/event-api.schema'
import { timeStateBetween } from '@questboard/domain/time-state'
import { isStorableId } from '../db/ids.ts'
import { pageWindow, toPage } from '../pagination.ts'
import type { Caller } from '../plugins/auth.ts'
import { toAddress, toStoreSummary } from '../stores/store-summary.ts'
import type { EventListRow, EventsRepository, Point, PublicEventFilters } from './events.repository.ts'

/** The map gets every matching point up to this many (the nearest or soonest first); see docs/decisions. */
export const EVENT_LOCATIONS_LIMIT = 5000

export interface EventsServiceOptions {
  events: EventsRepository
  publicUrl: string
  now?: () => Date
}

interface ListContext {
  caller: Caller | null
  requestUrl: string
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

const isAdmin = (caller: Caller | null) => caller?.roles.includes('admin') ?? false

/** Drafts are seen by their owner and admins only; everything else that exists is readable by its id. */
function canRead(row: EventListRow, caller: Caller | null): boolean {
  if (row.event.status !== 'draft') return true
  return caller !== null && (caller.user.id === row.event.ownerId || isAdmin(caller))
}

export function createEventsService({ events, publicUrl, now = () => new Date() }: EventsServiceOptions) {
  /** What every event body shares: the computed state as the caller sees it at `at`. */
  const computed = (row: EventListRow, at: Date) => {
    const { event } = row
    const timeState = timeStateBetween(event.startsAt, event.endsAt, at)
    const registeredCount = event.takenSeats
    const soldOut = isSoldOut(registeredCount, event.maxPlayers)
    const deadline = event.registrationDeadline
    return {
      status: event.status,
      starts_at: event.startsAt.toISOString(),
      ends_at: event.endsAt.toISOString(),
      time_state: timeState,
      lifecycle_labels: lifecycleLabels({
        status: event.status,
        timeState,
        registered: row.isRegistered,
        registeredCount,
        maxPlayers: event.maxPlayers,
      }),
      players_count: registeredCount,
      seats_left: event.maxPlayers === null ? null : Math.max(0, event.maxPlayers - registeredCount),
      registration_deadline: deadline ? deadline.toISOString() : null,
      registration_open:
        event.status === 'published' &&
        timeState === 'future' &&
        !soldOut &&
        (deadline === null || at.getTime() < deadline.getTime()),
      is_registered: row.isRegistered,
      store: toStoreSummary(row.owner, row.isFavorite, publicUrl),
      latitude: event.lat,
      longitude: event.lng,
      city_id: event.cityId,
    }
  }

  const toSummary = (row: EventListRow, at: Date): EventSummary => {
    const { event } = row
    const info = event.additionalInfo
    return {
      id: event.id,
      name: event.name,
      game: event.gameId,
      game_name: row.gameName,
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
      distance_km: row.distanceM === null ? null : Math.round(row.distanceM) / 1000,
      ...computed(row, at),
    }
  }

  const toDetail = (row: EventListRow, at: Date): EventDetail => {
    const { event } = row
    return {
      id: event.id,
      name: event.name,
      game: event.gameId,
      game_name: row.gameName,
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
      ...computed(row, at),
    }
  }

  /** The query's filters as the repository takes them; spec §4: an unknown city id is ignored. */
  const toFilters = (query: EventListQuery, caller: Caller | null, at: Date): PublicEventFilters | null => {
    // favorites=true asks for "my stores": nobody's for an anonymous caller, so nothing (see docs/decisions).
    if (query.favorites && !caller) return null
    // Ids are int4 in the database: a larger one names nothing (and must not become a database error).
    if ([query.owner, query.game].some((id) => id !== undefined && !isStorableId(id))) return null
    return {
      countryCode: query.country,
      cityId: query.city !== undefined && findCity(query.city) ? query.city : undefined,
      eventType: query.event_type,
      eventSubtype: query.event_subtype,
      gameId: query.game,
      ownerId: query.owner,
      favoritesOf: query.favorites && caller ? caller.user.id : undefined,
      isFree: query.is_free,
      accessibleLocation: query.accessible_location,
      seatsAvailable: query.seats_available,
      officialEvent: query.official_event,
      timeSlice: query.time_slice,
      startDate: query.start_date,
      endDate: query.end_date,
      now: at,
    }
  }

  const nearPoint = (query: EventListQuery): Point | undefined => {
    const hasCoordinates = query.latitude !== undefined && query.longitude !== undefined
    if (effectiveOrder(query.order, hasCoordinates) !== 'distance') return undefined
    return { lat: query.latitude as number, lng: query.longitude as number }
  }

  return {
    async list(query: EventListQuery, { caller, requestUrl }: ListContext): Promise<EventPage> {
      const at = now()
      const filters = toFilters(query, caller, at)
      if (!filters) return toPage([], 0, query, { publicUrl, requestUrl })
      const { rows, count } = await events.listPublic(filters, {
        near: nearPoint(query),
        page: pageWindow(query),
        callerId: caller?.user.id,
      })
      const results = rows.map((row) => toSummary(row, at))
      return toPage(results, count, query, { publicUrl, requestUrl })
    },

    async locations(query: EventListQuery, caller: Caller | null): Promise<EventLocation[]> {
      const filters = toFilters(query, caller, now())
      if (!filters) return []
      const rows = await events.listPublicLocations(filters, {
        near: nearPoint(query),
        limit: EVENT_LOCATIONS_LIMIT,
      })
      return rows.map((row) => ({
        ...row,
        event_type: row.event_type as EventKind,
        event_subtype: row.event_subtype as EventSubtype,
      }))
    },

    /** Undefined when the event does not exist or the caller may not see it (both answer 404). */
    async detail(id: number, caller: Caller | null): Promise<EventDetail | undefined> {
      if (!isStorableId(id)) return undefined
      const row = await events.findById(id, caller?.user.id)
      if (!row || !canRead(row, caller)) return undefined
      return toDetail(row, now())
    },

    async players(id: number, caller: Caller | null): Promise<EventPlayer[] | undefined> {
      if (!isStorableId(id)) return undefined
      const row = await events.findById(id, caller?.user.id)
      if (!row || !canRead(row, caller)) return undefined
      return events.listPlayers(id)
    },

    async mine(
      query: { when: 'upcoming' | 'past'; page: number; page_size: number },
      { caller, requestUrl }: { caller: Caller; requestUrl: string },
    ): Promise<MyEventsPage> {
      const at = now()
      const includeOwned = caller.roles.includes('organizer') || isAdmin(caller)
      const { rows, count } = await events.listMine(caller.user.id, {
        includeOwned,
        when: query.when,
        now: at,
        page: pageWindow(query),
      })
      const results = rows.map((row) => ({ ...toSummary(row, at), relation: row.relation }))
      return toPage(results, count, query, { publicUrl, requestUrl })
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>

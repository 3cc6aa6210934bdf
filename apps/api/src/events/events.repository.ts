import type { EventKind, EventSubtype, TimeSlice } from '@questboard/domain/constants'
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { cities, events, favoriteStores, registrations, users } from '../db/schema.ts'
import type { CountCache } from './count-cache.ts'
import { type ListedRow, type OwnerStoreRow, selectListedRows } from './list-rows.ts'
import type { ListedEvents } from './listed-events.ts'

export type EventRow = typeof events.$inferSelect

export type { OwnerStoreRow }

export interface EventListRow extends ListedRow {
  isRegistered: boolean
  isFavorite: boolean
  /** Metres from the asked point, when there was one. */
  distanceM: number | null
}

export interface Point {
  lat: number
  lng: number
}

/** The public list's filters, already resolved by the service (country normalized, unknown city dropped). */
export interface PublicEventFilters {
  countryCode?: string
  cityId?: number
  eventType?: EventKind
  eventSubtype?: EventSubtype
  gameId?: number
  ownerId?: number
  /** Only events of the stores this user starred. */
  favoritesOf?: number
  isFree?: boolean
  accessibleLocation?: boolean
  seatsAvailable?: boolean
  officialEvent?: boolean
  timeSlice?: TimeSlice
  /** Venue-local dates `YYYY-MM-DD` of the start. Without `startDate` only events not yet ended are listed. */
  startDate?: string
  endDate?: string
  now: Date
}

export interface PageRequest {
  limit: number
  offset: number
}

const HOUR_MS = 60 * 60 * 1000
// Every venue's wall clock lies within UTC−12 … UTC+14, so a venue-local date maps to a UTC window this
// wide: bounding starts_at by it lets the partial start index narrow the rows before the exact text test.
const EARLIEST_OFFSET_MS = 14 * HOUR_MS
const LATEST_OFFSET_MS = 12 * HOUR_MS
const DAY_MS = 24 * HOUR_MS

// The venue wall-clock bounds of domain timeSliceOf (morning < 12:00 ≤ afternoon < 18:00 ≤ evening), as
// comparisons on the `HH:MM` part of start_local so the database can filter.
const startTime = sql`substr(${events.startLocal}, 12, 5)`
const TIME_SLICE_SQL: Record<TimeSlice, SQL> = {
  morning: sql`${startTime} < '12:00'`,
  afternoon: sql`${startTime} >= '12:00' AND ${startTime} < '18:00'`,
  evening: sql`${startTime} >= '18:00'`,
}

const earthPoint = (point: Point) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`
const eventEarthPoint = sql`ll_to_earth(${events.lat}, ${events.lng})`

/**
 * Which part of the not-ended events (when no start_date is asked): all of them, those already started, or
 * those still to come. The last two partition the first, since an event never ends before it starts.
 */
type Timing = 'not-ended' | 'started' | 'upcoming'

const TIMING_SQL: Record<Timing, (now: Date) => SQL[]> = {
  'not-ended': (now) => [gte(events.endsAt, now)],
  started: (now) => [gte(events.endsAt, now), lt(events.startsAt, now)],
  // Without an ends_at test, so the planner walks the start index from now, in order.
  upcoming: (now) => [gte(events.startsAt, now)],
}

/** Published, public, and matching every asked filter. Each condition is one an index can use or a cheap test. */
function publicEventConditions(filters: PublicEventFilters, timing: Timing = 'not-ended'): SQL[] {
  const conditions: (SQL | undefined)[] = [
    // Exactly the predicate of the partial indexes, so the planner can use them.
    sql`${events.status} = 'published'`,
    eq(events.eventVisibility, 'PUBLIC'),
  ]
  if (filters.startDate) {
    const from = Date.parse(`${filters.startDate}T00:00:00Z`) - EARLIEST_OFFSET_MS
    conditions.push(gte(events.startsAt, new Date(from)), gte(events.startLocal, filters.startDate))
  } else {
    conditions.push(...TIMING_SQL[timing](filters.now))
  }
  if (filters.endDate) {
    const until = Date.parse(`${filters.endDate}T00:00:00Z`) + DAY_MS + LATEST_OFFSET_MS
    conditions.push(
      lt(events.startsAt, new Date(until)),
      sql`substr(${events.startLocal}, 1, 10) <= ${filters.endDate}`,
    )
  }
  if (filters.countryCode) conditions.push(eq(events.countryCode, filters.countryCode))
  if (filters.cityId !== undefined) conditions.push(eq(events.cityId, filters.cityId))
  if (filters.eventType) conditions.push(eq(events.eventType, filters.eventType))
  if (filters.eventSubtype) conditions.push(eq(events.eventSubtype, filters.eventSubtype))
  if (filters.gameId !== undefined) conditions.push(eq(events.gameId, filters.gameId))
  if (filters.ownerId !== undefined) conditions.push(eq(events.ownerId, filters.ownerId))
  if (filters.favoritesOf !== undefined) {
    conditions.push(
      inArray(
        events.ownerId,
        sql`(SELECT ${favoriteStores.storeId} FROM ${favoriteStores} WHERE ${favoriteStores.userId} = ${filters.favoritesOf})`,
      ),
    )
  }
  if (filters.isFree !== undefined)
    conditions.push(filters.isFree ? sql`${events.price} = 0` : sql`${events.price} > 0`)
  if (filters.accessibleLocation !== undefined)
    conditions.push(eq(events.accessibleLocation, filters.accessibleLocation))
  if (filters.officialEvent !== undefined) conditions.push(eq(events.officialEvent, filters.officialEvent))
  if (filters.seatsAvailable !== undefined) {
    conditions.push(
      filters.seatsAvailable
        ? or(isNull(events.maxPlayers), sql`${events.takenSeats} < ${events.maxPlayers}`)
        : sql`${events.takenSeats} >= ${events.maxPlayers}`,
    )
  }
  if (filters.timeSlice) conditions.push(TIME_SLICE_SQL[filters.timeSlice])
  return conditions.filter((condition): condition is SQL => condition !== undefined)
}

/**
 * Nearest first straight from the partial GiST index (`<->` on the earth cube is the chord length, which
 * orders exactly like the great-circle distance); no tie-breaker, which would force a sort of every row.
 */
function listOrder(near: Point | undefined): SQL[] {
  if (near) return [sql`${eventEarthPoint} <-> ${earthPoint(near)}`]
  return [asc(events.startsAt), asc(events.id)]
}

/**
 * The cache key of a count: every filter but `now` (a cached count is a few seconds old anyway), in a fixed
 * order. Undefined, so never cached, when the filters name a user (favourites): nothing per user is shared.
 */
function countKey({ now: _now, favoritesOf, ...filters }: PublicEventFilters): string | undefined {
  if (favoritesOf !== undefined) return undefined
  const record = filters as Record<string, unknown>
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key] ?? null]),
  )
}

export interface EventsRepositoryOptions {
  /** Shares the public list's count between requests with the same filters for a few seconds. */
  countCache?: CountCache
  /** Answers the public list from memory whenever it holds what the filters ask for (listed-events.ts). */
  listedEvents?: ListedEvents
}

export function createEventsRepository(
  db: Database,
  { countCache, listedEvents }: EventsRepositoryOptions = {},
) {
  /** The list's row shape: the event with its game, its owner's store and what the caller has to do with it. */
  const selectListRows = (callerId: number | undefined, near: Point | undefined) =>
    selectListedRows(db, {
      isRegistered:
        callerId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.eventId} = ${events.id} AND ${registrations.userId} = ${callerId})`,
      isFavorite:
        callerId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM ${favoriteStores} WHERE ${favoriteStores.storeId} = ${events.ownerId} AND ${favoriteStores.userId} = ${callerId})`,
      distanceM: near
        ? sql<number>`earth_distance(${eventEarthPoint}, ${earthPoint(near)})`.mapWith(Number)
        : sql<null>`NULL::float8`,
    })

  const byDate = [asc(events.startsAt), asc(events.id)]

  /** Count and the ids of the events already under way (in date order), in one pass over the end index. */
  const countWithStarted = async (filters: PublicEventFilters) => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        startedIds: sql<number[]>`coalesce(array_agg(${events.id} ORDER BY ${events.startsAt}, ${events.id})
          FILTER (WHERE ${events.startsAt} < ${filters.now}), '{}')`,
      })
      .from(events)
      .where(and(...publicEventConditions(filters)))
    return { count: row?.count ?? 0, startedIds: (row?.startedIds ?? []).map(Number) }
  }

  /**
   * Rows in date order from the events not yet ended, without the plan PostgreSQL prefers for
   * `ends_at >= now ORDER BY starts_at LIMIT n`: walking the start index from the oldest event and
   * discarding every past one (475 ms on 200,000 events). Events under way come first (they started
   * before now; their ids come from the count's pass); then the upcoming ones straight from the start index.
   */
  const notEndedByDate = async <Row>(
    filters: PublicEventFilters,
    page: PageRequest,
    startedIds: number[],
    fetch: (where: SQL | undefined, window: PageRequest) => Promise<Row[]>,
  ): Promise<Row[]> => {
    const startedOnPage = startedIds.slice(page.offset, page.offset + page.limit)
    const started = startedOnPage.length
      ? await fetch(inArray(events.id, startedOnPage), { limit: startedOnPage.length, offset: 0 })
      : []
    const remaining = page.limit - started.length
    if (remaining <= 0) return started
    const upcoming = await fetch(and(...publicEventConditions(filters, 'upcoming')), {
      limit: remaining,
      offset: Math.max(0, page.offset - startedIds.length),
    })
    return [...started, ...upcoming]
  }

  const countPublicQuery = (filters: PublicEventFilters) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(events)
      .where(and(...publicEventConditions(filters)))

  const countPublic = async (filters: PublicEventFilters): Promise<number> => {
    const [row] = await countPublicQuery(filters)
    return row?.count ?? 0
  }

  /** The list's count, from the shared cache when there is one (see count-cache.ts). */
  const listCount = (filters: PublicEventFilters): Promise<number> => {
    const key = countCache && countKey(filters)
    return countCache && key !== undefined
      ? countCache.get(key, () => countPublic(filters))
      : countPublic(filters)
  }

  return {
    /** The nearest first: a query builder, so tests and the benchmark can read its plan (`.toSQL()`). */
    nearestPublicQuery(
      filters: PublicEventFilters,
      { near, page, callerId }: { near: Point; page: PageRequest; callerId?: number },
    ) {
      return selectListRows(callerId, near)
        .where(and(...publicEventConditions(filters), isNotNull(events.lat), isNotNull(events.lng)))
        .orderBy(...listOrder(near))
        .limit(page.limit)
        .offset(page.offset)
    },

    /** One page of the public list and the count: nearest first when `near` is given, else by start. */
    async listPublic(
      filters: PublicEventFilters,
      { near, page, callerId }: { near?: Point; page: PageRequest; callerId?: number },
    ): Promise<{ rows: EventListRow[]; count: number }> {
      const fromMemory = await listedEvents?.list(filters, { near, page, callerId })
      if (fromMemory) return fromMemory
      if (near) {
        // Both at once: on a server they run on two pooled connections (PGlite takes them in turn).
        const [rows, count] = await Promise.all([
          this.nearestPublicQuery(filters, { near, page, callerId }),
          listCount(filters),
        ])
        return { rows, count }
      }
      const fetch = (where: SQL | undefined, window: PageRequest) =>
        selectListRows(callerId, undefined)
          .where(where)
          .orderBy(...byDate)
          .limit(window.limit)
          .offset(window.offset)
      if (filters.startDate) {
        // From a given day on, the start index holds the rows in order from the first one that matches.
        const [rows, count] = await Promise.all([
          fetch(and(...publicEventConditions(filters)), page),
          listCount(filters),
        ])
        return { rows, count }
      }
      const { count, startedIds } = await countWithStarted(filters)
      return { rows: await notEndedByDate(filters, page, startedIds, fetch), count }
    },

    countPublicQuery,

    /** The exact count, never cached. */
    countPublic,

    /** Map points: every matching event that has coordinates, at most `limit`, nearest or soonest first. */
    async listPublicLocations(filters: PublicEventFilters, { near, limit }: { near?: Point; limit: number }) {
      const fetch = (where: SQL | undefined, window: PageRequest) =>
        db
          .select({
            id: events.id,
            name: events.name,
            latitude: sql<number>`${events.lat}`,
            longitude: sql<number>`${events.lng}`,
            event_start_date: events.startLocal,
            event_type: events.eventType,
            event_subtype: events.eventSubtype,
            city: sql<string | null>`coalesce(nullif(${events.address}->>'city', ''), ${cities.name})`,
          })
          .from(events)
          .leftJoin(cities, eq(cities.id, events.cityId))
          .where(and(where, isNotNull(events.lat), isNotNull(events.lng)))
          .orderBy(...listOrder(near))
          .limit(window.limit)
          .offset(window.offset)
      const page = { limit, offset: 0 }
      if (near || filters.startDate) return fetch(and(...publicEventConditions(filters)), page)
      const { startedIds } = await countWithStarted(filters)
      return notEndedByDate(filters, page, startedIds, fetch)
    },

    /** Any event by id, whatever its status (the service decides who may see it). */
    async findById(id: number, callerId: number | undefined): Promise<EventListRow | undefined> {
      const [row] = await selectListRows(callerId, undefined).where(eq(events.id, id))
      return row
    },

    /** Registered players in registration order; only ids and nicknames leave this function. */
    listPlayers(eventId: number): Promise<{ id: number; nickname: string }[]> {
      return db
        .select({ id: users.id, nickname: users.nickname })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(registrations.createdAt), asc(users.id))
    },

    /**
     * The caller's events: those they registered for and, when `includeOwned`, those they own (drafts too).
     * Upcoming = not yet ended, soonest first; past = ended, latest first.
     */
    async listMine(
      userId: number,
      {
        includeOwned,
        when,
        now,
        page,
      }: { includeOwned: boolean; when: 'upcoming' | 'past'; now: Date; page: PageRequest },
    ): Promise<{ rows: (EventListRow & { relation: 'player' | 'owner' })[]; count: number }> {
      const registered = inArray(
        events.id,
        sql`(SELECT ${registrations.eventId} FROM ${registrations} WHERE ${registrations.userId} = ${userId})`,
      )
      const mine = includeOwned ? or(registered, eq(events.ownerId, userId)) : registered
      const timing = when === 'upcoming' ? gte(events.endsAt, now) : lt(events.endsAt, now)
      const where = and(mine, timing)
      const order =
        when === 'upcoming'
          ? [asc(events.startsAt), asc(events.id)]
          : [desc(events.startsAt), desc(events.id)]
      const [rows, [total]] = await Promise.all([
        selectListRows(userId, undefined)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(events).where(where),
      ])
      return {
        rows: rows.map((row) => ({
          ...row,
          relation: includeOwned && row.event.ownerId === userId ? 'owner' : 'player',
        })),
        count: total?.count ?? 0,
      }
    },
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>

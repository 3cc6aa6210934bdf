import type { EventKind, EventSubtype, TimeSlice } from '@questboard/domain/constants'
import { eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { events, storeFollows } from '../../db/schema.ts'
import { distanceM, type Point } from './geometry.ts'

/** Within `metres` (on earthdistance's sphere) of `center`. */
export interface Radius {
  center: Point
  metres: number
}

/** The public list's filters, already resolved by the service (country normalized, unknown city dropped). */
export interface PublicEventFilters {
  countryCode?: string
  cityId?: number
  eventType?: EventKind
  eventSubtype?: EventSubtype
  gameId?: number
  ownerId?: number
  /** Only events of the stores this user follows. */
  favoritesOf?: number
  isFree?: boolean
  accessibleLocation?: boolean
  seatsAvailable?: boolean
  officialEvent?: boolean
  timeSlice?: TimeSlice
  /** Only events with a point within the radius. */
  radius?: Radius
  /** Venue-local dates `YYYY-MM-DD` of the start. Without `startDate` only events not yet ended are listed. */
  startDate?: string
  endDate?: string
  now: Date
}

/** What the filters test of a listed event held in memory (memory/listed-event.ts). */
export interface ListedFacts {
  startDay: string
  timeSlice: TimeSlice
  free: boolean
  countryCode: string | null
  cityId: number | null
  eventType: string
  eventSubtype: string
  gameId: number
  ownerId: number
  accessibleLocation: boolean
  officialEvent: boolean
  maxPlayers: number | null
  takenSeats: number
  lat: number | null
  lng: number | null
}

/** What a memory test may need beyond the event: the caller's favourite stores. */
export interface MatchContext {
  favourites?: ReadonlySet<number>
}

type FilterName = Exclude<keyof PublicEventFilters, 'now'>

interface Filter<Name extends FilterName> {
  /** The condition the database tests: one an index can use, or a cheap test. */
  sql(value: NonNullable<PublicEventFilters[Name]>): SQL | SQL[]
  /** The same condition on an event held in memory. */
  test(value: NonNullable<PublicEventFilters[Name]>, context: MatchContext): (event: ListedFacts) => boolean
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
// Every venue's wall clock lies within UTC−12 … UTC+14, so a venue-local date maps to a UTC window this
// wide: bounding starts_at by it lets the start index narrow the rows before the exact text test.
export const EARLIEST_OFFSET_MS = 14 * HOUR_MS
const LATEST_OFFSET_MS = 12 * HOUR_MS

// The venue wall-clock bounds of domain timeSliceOf (morning < 12:00 ≤ afternoon < 18:00 ≤ evening).
const startTime = sql`substr(${events.startLocal}, 12, 5)`
const TIME_SLICE_SQL: Record<TimeSlice, SQL> = {
  morning: sql`${startTime} < '12:00'`,
  afternoon: sql`${startTime} >= '12:00' AND ${startTime} < '18:00'`,
  evening: sql`${startTime} >= '18:00'`,
}

/** A point on earthdistance's sphere, for its GiST index and distances. */
export const earthPoint = (point: Point) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`
export const eventEarthPoint = sql`ll_to_earth(${events.lat}, ${events.lng})`

const same =
  <Value>(value: Value, fact: (event: ListedFacts) => unknown) =>
  (event: ListedFacts) =>
    fact(event) === value

/**
 * Every filter of the public list (spec §7), each declared once: how the database tests it and how the
 * memory tests it, side by side, so the two engines cannot drift apart (public-list.test.ts compares them).
 */
const FILTERS: { [Name in FilterName]-?: Filter<Name> } = {
  startDate: {
    sql: (day) => [
      gte(events.startsAt, new Date(Date.parse(`${day}T00:00:00Z`) - EARLIEST_OFFSET_MS)),
      gte(events.startLocal, day),
    ],
    test: (day) => (event) => event.startDay >= day,
  },
  endDate: {
    sql: (day) => [
      lt(events.startsAt, new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS + LATEST_OFFSET_MS)),
      sql`substr(${events.startLocal}, 1, 10) <= ${day}`,
    ],
    test: (day) => (event) => event.startDay <= day,
  },
  countryCode: {
    sql: (code) => eq(events.countryCode, code),
    test: (code) => same(code, (e) => e.countryCode),
  },
  cityId: { sql: (id) => eq(events.cityId, id), test: (id) => same(id, (e) => e.cityId) },
  eventType: { sql: (kind) => eq(events.eventType, kind), test: (kind) => same(kind, (e) => e.eventType) },
  eventSubtype: {
    sql: (subtype) => eq(events.eventSubtype, subtype),
    test: (subtype) => same(subtype, (e) => e.eventSubtype),
  },
  gameId: { sql: (id) => eq(events.gameId, id), test: (id) => same(id, (e) => e.gameId) },
  ownerId: { sql: (id) => eq(events.ownerId, id), test: (id) => same(id, (e) => e.ownerId) },
  favoritesOf: {
    sql: (userId) =>
      inArray(
        events.ownerId,
        sql`(SELECT ${storeFollows.storeId} FROM ${storeFollows} WHERE ${storeFollows.userId} = ${userId})`,
      ),
    test:
      (_userId, { favourites }) =>
      (event) =>
        favourites?.has(event.ownerId) ?? false,
  },
  isFree: {
    sql: (free) => (free ? sql`${events.price} = 0` : sql`${events.price} > 0`),
    test: (free) => same(free, (e) => e.free),
  },
  accessibleLocation: {
    sql: (accessible) => eq(events.accessibleLocation, accessible),
    test: (accessible) => same(accessible, (e) => e.accessibleLocation),
  },
  officialEvent: {
    sql: (official) => eq(events.officialEvent, official),
    test: (official) => same(official, (e) => e.officialEvent),
  },
  seatsAvailable: {
    sql: (available) =>
      available
        ? (or(isNull(events.maxPlayers), sql`${events.takenSeats} < ${events.maxPlayers}`) as SQL)
        : sql`${events.takenSeats} >= ${events.maxPlayers}`,
    test: (available) => (event) =>
      available
        ? event.maxPlayers === null || event.takenSeats < event.maxPlayers
        : event.maxPlayers !== null && event.takenSeats >= event.maxPlayers,
  },
  timeSlice: { sql: (slice) => TIME_SLICE_SQL[slice], test: (slice) => same(slice, (e) => e.timeSlice) },
  radius: {
    // The box around the circle lets the location index narrow the rows; the distance is the exact test.
    sql: ({ center, metres }) => [
      sql`earth_box(${earthPoint(center)}, ${metres}::float8) @> ${eventEarthPoint}`,
      sql`earth_distance(${eventEarthPoint}, ${earthPoint(center)}) <= ${metres}::float8`,
    ],
    test:
      ({ center, metres }) =>
      ({ lat, lng }) =>
        lat !== null && lng !== null && distanceM(center.lat, center.lng, lat, lng) <= metres,
  },
}

const FILTER_NAMES = Object.keys(FILTERS) as FilterName[]

/** The asked filters, as [name, value] pairs in the table's order. */
function asked(filters: PublicEventFilters): [FilterName, unknown][] {
  const pairs: [FilterName, unknown][] = []
  for (const name of FILTER_NAMES) if (filters[name] !== undefined) pairs.push([name, filters[name]])
  return pairs
}

/** The asked filters' database conditions (the caller adds the listing and timing ones). */
export function filterConditions(filters: PublicEventFilters): SQL[] {
  return asked(filters).flatMap(([name, value]) => {
    const condition = (FILTERS[name].sql as (value: unknown) => SQL | SQL[])(value)
    return Array.isArray(condition) ? condition : [condition]
  })
}

/** The asked filters as one test on a held event (the memory holds only listed, not-ended events). */
export function filterTest(filters: PublicEventFilters, context: MatchContext = {}) {
  const tests = asked(filters).map(([name, value]) =>
    (FILTERS[name].test as (value: unknown, context: MatchContext) => (event: ListedFacts) => boolean)(
      value,
      context,
    ),
  )
  return (event: ListedFacts): boolean => {
    for (const test of tests) if (!test(event)) return false
    return true
  }
}

/**
 * One string per set of filters, whatever the caller: every filter but `now`, in the table's order. Undefined
 * when the filters name a user (favourites), whose matches are nobody else's.
 */
export function sharedFiltersKey(filters: PublicEventFilters): string | undefined {
  if (filters.favoritesOf !== undefined) return undefined
  return JSON.stringify(asked(filters))
}

import type { EventMapPoint } from '@questboard/domain/event-api.schema'
import type { MapBox } from '@questboard/domain/map-box'
import { and, asc, between, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { cities, events } from '../../db/schema.ts'
import type { PageRequest } from '../../pagination.ts'
import { callerColumns, type ListedRow, selectListedRows } from '../list-rows.ts'
import { earthPoint, eventEarthPoint, filterConditions, type PublicEventFilters } from './filters.ts'
import type { Point } from './geometry.ts'

export interface EventListRow extends ListedRow {
  isRegistered: boolean
  isFavorite: boolean
  /** Metres from the asked point, when there was one. */
  distanceM: number | null
}

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

/** Published, public, and matching every asked filter (filters.ts declares each filter once for both engines). */
function publicEventConditions(filters: PublicEventFilters, timing: Timing = 'not-ended'): SQL[] {
  return [
    // Exactly the predicate of the partial indexes, so the planner can use them.
    sql`${events.status} = 'published'`,
    eq(events.eventVisibility, 'PUBLIC'),
    ...(filters.startDate ? [] : TIMING_SQL[timing](filters.now)),
    ...filterConditions(filters),
  ]
}

/** The events with a point inside the box (west > east: it crosses the antimeridian). */
function inBox(box: MapBox): SQL {
  const longitudes =
    box.west <= box.east
      ? between(events.lng, box.west, box.east)
      : or(gte(events.lng, box.west), sql`${events.lng} <= ${box.east}`)
  return and(between(events.lat, box.south, box.north), longitudes) as SQL
}

/** The map's columns of an event shown alone. */
const mapPointColumns = {
  id: events.id,
  lat: sql<number>`${events.lat}`,
  lng: sql<number>`${events.lng}`,
  name: events.name,
  event_start_date: events.startLocal,
  starts_at: sql<string>`to_char(${events.startsAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  timezone: events.timezone,
  event_type: sql<EventMapPoint['event_type']>`${events.eventType}`,
  event_subtype: sql<EventMapPoint['event_subtype']>`${events.eventSubtype}`,
  city: sql<string | null>`coalesce(nullif(${events.address}->>'city', ''), ${cities.name})`,
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
 * The public list answered by the database: while the memory loads after a start, for a `start_date` that
 * may reach into the past (ended events are not held), for the map's points without a box, and as the
 * reference the memory is compared with in the tests.
 */
export function createPublicListRepository(db: Database) {
  /** The list's row shape: the event with its game, its owner's store and what the caller has to do with it. */
  const selectListRows = (callerId: number | undefined, near: Point | undefined) =>
    selectListedRows(db, {
      ...callerColumns(callerId),
      distanceM: near
        ? sql<number>`earth_distance(${eventEarthPoint}, ${earthPoint(near)})`.mapWith(Number)
        : sql<null>`NULL::float8`,
    })

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
   * discarding every past one. Events under way come first (they started before now; their ids come from the
   * count's pass); then the upcoming ones straight from the start index.
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

    /**
     * One page of the public list and the count: nearest first when `near` is given, else by start; with the
     * distance from `from` (or `near`) on each row.
     */
    async listPublic(
      filters: PublicEventFilters,
      {
        near,
        from = near,
        page,
        callerId,
      }: { near?: Point; from?: Point; page: PageRequest; callerId?: number },
    ): Promise<{ rows: EventListRow[]; count: number }> {
      if (near) {
        // Both at once: on a server they run on two pooled connections (PGlite takes them in turn).
        const [rows, count] = await Promise.all([
          this.nearestPublicQuery(filters, { near, page, callerId }),
          countPublic(filters),
        ])
        return { rows, count }
      }
      const fetch = (where: SQL | undefined, window: PageRequest) =>
        selectListRows(callerId, from)
          .where(where)
          .orderBy(...listOrder(undefined))
          .limit(window.limit)
          .offset(window.offset)
      if (filters.startDate) {
        // From a given day on, the start index holds the rows in order from the first one that matches.
        const [rows, count] = await Promise.all([
          fetch(and(...publicEventConditions(filters)), page),
          countPublic(filters),
        ])
        return { rows, count }
      }
      const { count, startedIds } = await countWithStarted(filters)
      return { rows: await notEndedByDate(filters, page, startedIds, fetch), count }
    },

    countPublic,

    /** The count's query builder, whose plan the benchmarks read. */
    countPublicQuery,

    /**
     * The map's grid cells for filters the memory does not hold (a start_date reaching into the past): the
     * events in the box grouped by the cell of `grid` they fall in, in one pass of the database.
     */
    async mapCells(filters: PublicEventFilters, box: MapBox, grid: { cellSize: number; crosses: boolean }) {
      const lng = grid.crosses
        ? sql`CASE WHEN ${events.lng} < ${box.west} THEN ${events.lng} + 360 ELSE ${events.lng} END`
        : sql`${events.lng}`
      const sine = sql`sin(radians(greatest(-85.0511, least(85.0511, ${events.lat}))))`
      const x = sql`floor(((${lng}) + 180) / 360 / ${grid.cellSize}::float8)::int`
      const y = sql`floor((0.5 - ln((1 + ${sine}) / (1 - ${sine})) / (4 * pi())) / ${grid.cellSize}::float8)::int`
      const rows = await db
        .select({
          x: sql<number>`${x}`.mapWith(Number),
          y: sql<number>`${y}`.mapWith(Number),
          count: sql<number>`count(*)::int`.mapWith(Number),
          latSum: sql<number>`sum(${events.lat})`.mapWith(Number),
          lngSum: sql<number>`sum(${lng})`.mapWith(Number),
          idSum: sql<number>`sum(${events.id})`.mapWith(Number),
        })
        .from(events)
        .where(and(...publicEventConditions(filters), inBox(box)))
        .groupBy(sql`1`, sql`2`)
      return rows
    },

    /** The map's points of these events. */
    async mapPoints(ids: number[]): Promise<Map<number, EventMapPoint>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select(mapPointColumns)
        .from(events)
        .leftJoin(cities, eq(cities.id, events.cityId))
        .where(inArray(events.id, ids))
      return new Map(rows.map((row) => [row.id, row]))
    },

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
  }
}

export type PublicListRepository = ReturnType<typeof createPublicListRepository>

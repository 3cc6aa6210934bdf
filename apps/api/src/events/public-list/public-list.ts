import type { EventMap, EventMapPoint } from '@questboard/domain/event-api.schema'
import type { MapBox } from '@questboard/domain/map-box'
import type { Database } from '../../db/database.ts'
import type { PageRequest } from '../../pagination.ts'
import type { PublicEventFilters } from './filters.ts'
import { distanceM, type Point } from './geometry.ts'
import { createListedEventsRepository } from './listed-events.repository.ts'
import { createListedMemory, isHeld, type ListedMemory } from './listed-memory.ts'
import { createMapView, toMapPoint } from './map-view.ts'
import { createPublicListRepository, type EventListRow } from './public-list.repository.ts'

export interface PublicListOptions {
  /** False: every list asks the database (the benchmark compares); the map's box always uses the memory. */
  fromMemory?: boolean
  /**
   * How old the memory may be when it answers, in milliseconds: 0 (the default) waits for a look that started
   * after the request arrived; more answers at once while the last look started at most that long ago and
   * nothing was written through this instance since (`written`).
   */
  stalenessMs?: number
  now?: () => number
}

/**
 * How far past `stalenessMs` the memory still answers a caller who wrote nothing while a look catches it up: under
 * write load a look waits for a connection and for PostgreSQL, and once it took longer than the staleness every
 * list waited for the next one (p97.5 117 ms while 60 registrations a second flowed, with the API idle a third of
 * the time). Past this, readers wait for the look again.
 */
const LOOK_GRACE_MS = 1000

const later = (a: string, b: string | undefined) => (b === undefined || BigInt(a) > BigInt(b) ? a : b)

/**
 * The public event list (spec §7) and the map's view of it (docs/decisions/018): answered from the memory of
 * listed events once it is loaded, by the database until then and for what the memory does not hold.
 *
 * As fresh as the database, across instances, within `stalenessMs`: a request reads the memory at once when
 * the last look started at most that long ago and its caller wrote nothing through this instance since; up to
 * `LOOK_GRACE_MS` later it still does, starting a look for the next requests; otherwise it waits for a look that
 * started after it arrived (always, with 0). One look is under way at a time; the
 * requests arriving meanwhile share the next. A look is one statement when nothing was written, two when
 * something was, and it applies only the rows written since the previous one.
 */
export function createPublicList(
  db: Database,
  { fromMemory = true, stalenessMs = 0, now = () => Date.now() }: PublicListOptions = {},
) {
  const database = createPublicListRepository(db)
  const feed = createListedEventsRepository(db)
  /** Set once loaded; with the horizon below which every write has been applied. */
  let loaded: { memory: ListedMemory; horizon: string } | undefined
  let warming: Promise<ListedMemory> | undefined

  /** Loads the memory, once; a failed load is tried again by the next request. */
  const warm = (): Promise<ListedMemory> => {
    warming ??= (async () => {
      const memory = createListedMemory()
      const nowMs = now()
      const horizon = await feed.load(nowMs, (rows) => memory.loadBatch(rows, nowMs))
      memory.loaded(nowMs)
      loaded = { memory, horizon }
      return memory
    })()
    warming.catch(() => {
      warming = undefined
    })
    return warming
  }

  /**
   * The transaction that last wrote each event the looks reported since the horizon: a row reported again
   * unchanged (its writer is still above the horizon) is not read again. Forgotten once below the horizon,
   * where no look reports it any more.
   */
  const versions = new Map<number, string>()

  const lookOnce = async () => {
    if (!loaded) return
    const since = loaded.horizon
    const seen = await feed.look(since)
    loaded.memory.applyStores(seen.stores)
    loaded.memory.applyGames(seen.games)
    const news = seen.written.filter(([id, xid]) => versions.get(id) !== xid)
    if (news.length > 0) {
      const rows = await feed.eventsByIds(news.map(([id]) => id))
      for (const [id, xid] of news) versions.set(id, xid)
      for (const { row, changedXid } of rows) versions.set(row.event.id, changedXid)
      loaded.memory.apply(
        rows.map(({ row }) => row),
        now(),
      )
    }
    loaded.horizon = later(seen.horizon, loaded.horizon)
    const horizon = BigInt(loaded.horizon)
    for (const [id, xid] of versions) if (BigInt(xid) < horizon) versions.delete(id)
  }

  let current: Promise<void> | undefined
  let queued: Promise<void> | undefined
  /** When the last successful look started. */
  let lookedAt = Number.NEGATIVE_INFINITY
  /**
   * Who wrote through this instance since the last look started: their next list looks first (each caller
   * reads its own writes at once; others within `stalenessMs`). A write of no known caller, or a failed look,
   * makes every next list look first.
   */
  const writers = new Set<number>()
  let everyoneLooks = true
  const start = () => {
    const startedAt = now()
    // This look sees every write that finished before it started.
    writers.clear()
    everyoneLooks = false
    const look: Promise<void> = lookOnce()
      .then(
        () => {
          lookedAt = Math.max(lookedAt, startedAt)
        },
        (error: unknown) => {
          everyoneLooks = true
          throw error
        },
      )
      .finally(() => {
        if (current === look) current = undefined
      })
    current = look
    return look
  }
  /** Whether the memory may answer this caller `slackMs` past the staleness: they wrote nothing unseen. */
  const recentEnough = (callerId: number | undefined, slackMs = 0) =>
    stalenessMs > 0 &&
    !everyoneLooks &&
    (callerId === undefined || !writers.has(callerId)) &&
    now() - lookedAt <= stalenessMs + slackMs
  /** A look that starts after now: a new one, or the one queued behind the look under way. */
  const fresh = (): Promise<void> => {
    if (!current) return start()
    queued ??= current
      .catch(() => undefined)
      .then(() => {
        queued = undefined
        return start()
      })
    return queued
  }

  /** The memory, up to date, with the caller's registrations and favourite stores when there is a caller. */
  const readMemory = async (
    memory: ListedMemory,
    filters: PublicEventFilters,
    callerId: number | undefined,
  ) => {
    let look: Promise<void> | undefined
    if (!recentEnough(callerId)) {
      // Past the staleness, but within the grace: answered from the memory while a look catches it up (started
      // here unless one is under way), so a look slowed by a busy database does not hold every list back.
      if (recentEnough(callerId, LOOK_GRACE_MS)) {
        if (!current) start().catch(() => undefined)
      } else look = fresh()
    }
    const [links] = await Promise.all([callerId === undefined ? undefined : feed.callerLinks(callerId), look])
    memory.prune(filters.now.getTime())
    const favourites =
      filters.favoritesOf === undefined ? undefined : (links?.favourites ?? new Set<number>())
    return { links, favourites }
  }

  return {
    /** Starts loading the memory (at start: the list answers from the database meanwhile). */
    warm,

    /**
     * Something was written through this instance by `callerId` (undefined: by no known caller): that caller's
     * next list looks first, whatever `stalenessMs` (everyone's, for an unknown writer).
     */
    written(callerId?: number) {
      if (callerId === undefined) everyoneLooks = true
      else writers.add(callerId)
    },

    /**
     * One page of the public list and the count: nearest first when `near` is given, else by start; with the
     * distance from `from` (or `near`) on each row.
     */
    async list(
      filters: PublicEventFilters,
      request: { near?: Point; from?: Point; page: PageRequest; callerId?: number },
    ): Promise<{ rows: EventListRow[]; count: number }> {
      const memory = loaded?.memory
      if (!fromMemory || !memory || !isHeld(filters)) {
        if (fromMemory) warm().catch(() => undefined)
        return database.listPublic(filters, request)
      }
      const { near, from = near, page, callerId } = request
      const { links, favourites } = await readMemory(memory, filters, callerId)
      const { events, count } = memory.list(filters, { near, page, favourites })
      const rows = events.map(
        (event): EventListRow => ({
          ...event.row,
          isRegistered: links?.registered.has(event.id) ?? false,
          isFavorite: links?.favourites.has(event.ownerId) ?? false,
          distanceM:
            from && event.lat !== null && event.lng !== null
              ? distanceM(from.lat, from.lng, event.lat, event.lng)
              : null,
        }),
      )
      return { rows, count }
    },

    /**
     * The map's view of the listed events in `box` at `zoom`: from the memory (waiting for it after a start),
     * or grouped by the database for what the memory does not hold.
     */
    async map(
      filters: PublicEventFilters,
      { box, zoom, callerId }: { box: MapBox; zoom: number; callerId?: number },
    ): Promise<EventMap> {
      const view = createMapView(box, zoom)
      if (!isHeld(filters)) {
        for (const cell of await database.mapCells(filters, box, view)) view.addCell(cell)
        return view.answer(await database.mapPoints(view.singleIds()))
      }
      const memory = loaded?.memory ?? (await warm())
      const { favourites } = await readMemory(memory, filters, callerId)
      memory.fillMap(filters, box, favourites, view)
      const points = new Map<number, EventMapPoint>()
      for (const id of view.singleIds()) {
        const event = memory.event(id)
        if (event) points.set(id, toMapPoint(event))
      }
      return view.answer(points)
    },

    /** Map points without a box (the demo's size): from the database, at most `limit`. */
    locations: database.listPublicLocations,

    /** Lets a load under way finish (or fail) before the database closes. */
    async close() {
      await warming?.catch(() => undefined)
      await current?.catch(() => undefined)
    },
  }
}

export type PublicList = ReturnType<typeof createPublicList>

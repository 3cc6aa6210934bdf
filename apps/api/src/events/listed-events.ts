import { type TimeSlice, timeSliceOf } from '@questboard/domain/constants'
import { and, eq, gte, sql } from 'drizzle-orm'
import { around } from 'geokdbush'
import KDBush from 'kdbush'
import type { Database } from '../db/database.ts'
import { events, favoriteStores, registrations, users } from '../db/schema.ts'
import type { EventListRow, PageRequest, Point, PublicEventFilters } from './events.repository.ts'
import { type ListedRow, selectListedRows } from './list-rows.ts'

/**
 * The public list, answered from memory (docs/decisions/017, docs/performance.md).
 *
 * Every published public event not yet ended is held here with its game and its owner's store, loaded once,
 * then kept exact: before answering, one statement asks whether any event or user row was written since the
 * last look — every row carries the id of the transaction that last wrote it (`changed_xid`, set by a
 * trigger, migration 0008), and "since" is the xmin of the previous look's snapshot, below which every
 * transaction had finished. When something was written, those rows are read again in one snapshot. A request
 * therefore sees every write committed before it arrived, whichever API instance made it; requests arriving
 * together share one look. The nearest events come from a k-d tree (kdbush + geokdbush: a best-first search
 * that visits the nearest points first and stops at the page), the date order from an array sorted once.
 *
 * It answers only what it holds: a `start_date` that may reach into the past (ended events are not held)
 * goes to the database, as do the map's points and the caller's own events.
 */
/** The channel the database notifies after every statement writing events or users (migration 0008). */
export const LISTED_EVENTS_CHANNEL = 'listed_events'

export interface ListedEvents {
  /** The page and count, or undefined when the filters ask for events it does not hold. */
  list(
    filters: PublicEventFilters,
    request: { near?: Point; page: PageRequest; callerId?: number },
  ): Promise<{ rows: EventListRow[]; count: number } | undefined>
  /** A write was notified on LISTED_EVENTS_CHANNEL (used when every write is, see `notifiedOfEveryWrite`). */
  written(): void
}

export interface ListedEventsOptions {
  /**
   * True when every write to the database is made by this process and notified before it completes, as with
   * an embedded PGlite (one process owns it; its notifications are delivered before the writing statement
   * resolves): a look then runs only after a notification. Over a server, other instances write too, and a
   * notification arrives some time after the commit, so every request looks.
   */
  notifiedOfEveryWrite?: boolean
  now?: () => number
}

/** earthdistance's `earth()`, so `distance_km` is the one the database computes. */
const EARTH_RADIUS_M = 6_378_168
const RAD = Math.PI / 180
const HOUR_MS = 60 * 60 * 1000
// Every venue's wall clock lies within UTC−12 … UTC+14: a venue-local day starts at most 14 h before its UTC midnight.
const EARLIEST_OFFSET_MS = 14 * HOUR_MS
/** Events that ended leave the memory (and its indexes are rebuilt) at most this long after. */
const PRUNE_EVERY_MS = 5 * 60 * 1000
/** Selections kept (per set of filters) while nothing changes; beyond it the oldest go. */
const MAX_SELECTIONS = 100

/**
 * A held event: the row a list shows, and what the filters test, flat and of one shape (a class), so testing
 * thousands of them per search stays cheap.
 */
class Held {
  row!: ListedRow
  id!: number
  startsAtMs!: number
  endsAtMs!: number
  startDay!: string
  timeSlice!: TimeSlice
  free!: boolean
  countryCode!: string | null
  cityId!: number | null
  eventType!: string
  eventSubtype!: string
  gameId!: number
  ownerId!: number
  accessibleLocation!: boolean
  officialEvent!: boolean
  maxPlayers!: number | null
  takenSeats!: number
  lat!: number | null
  lng!: number | null

  constructor(row: ListedRow) {
    this.update(row)
  }

  update(row: ListedRow) {
    const { event } = row
    const { event_end_date, url } = event.additionalInfo
    // Of the form's additional_info a list shows only these two (events.service.ts toSummary): the rest
    // (descriptions, schedules, stages) stays in the database.
    this.row = { ...row, event: { ...event, additionalInfo: { event_end_date, url } } }
    this.id = event.id
    this.startsAtMs = event.startsAt.getTime()
    this.endsAtMs = event.endsAt.getTime()
    this.startDay = event.startLocal.slice(0, 10)
    this.timeSlice = timeSliceOf(event.startLocal.slice(11, 16))
    this.free = Number(event.price) === 0
    this.countryCode = event.countryCode
    this.cityId = event.cityId
    this.eventType = event.eventType
    this.eventSubtype = event.eventSubtype
    this.gameId = event.gameId
    this.ownerId = event.ownerId
    this.accessibleLocation = event.accessibleLocation
    this.officialEvent = event.officialEvent
    this.maxPlayers = event.maxPlayers
    this.takenSeats = event.takenSeats
    this.lat = event.lat
    this.lng = event.lng
  }
}

/** Great-circle metres on earthdistance's sphere (haversine). */
function distanceM(from: Point, lat: number, lng: number): number {
  const dLat = (lat - from.lat) * RAD
  const dLng = (lng - from.lng) * RAD
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RAD) * Math.cos(lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether every event the filters can match is held: none of them may have ended. */
function isHeld(filters: PublicEventFilters): boolean {
  if (!filters.startDate) return true
  return Date.parse(`${filters.startDate}T00:00:00Z`) - EARLIEST_OFFSET_MS > filters.now.getTime()
}

type Test = (held: Held) => boolean

/**
 * The filters of publicEventConditions (events.repository.ts) on a held event: only the asked ones, each a
 * small test, and the not-ended test first.
 */
function matcher(filters: PublicEventFilters, favourites: ReadonlySet<number> | undefined): Test {
  const nowMs = filters.now.getTime()
  const tests: Test[] = [(held) => held.endsAtMs >= nowMs]
  const { startDate, endDate, countryCode, cityId, eventType, eventSubtype, gameId, ownerId } = filters
  const { isFree, accessibleLocation, officialEvent, seatsAvailable, timeSlice } = filters
  if (startDate !== undefined) tests.push((held) => held.startDay >= startDate)
  if (endDate !== undefined) tests.push((held) => held.startDay <= endDate)
  if (countryCode !== undefined) tests.push((held) => held.countryCode === countryCode)
  if (cityId !== undefined) tests.push((held) => held.cityId === cityId)
  if (eventType !== undefined) tests.push((held) => held.eventType === eventType)
  if (eventSubtype !== undefined) tests.push((held) => held.eventSubtype === eventSubtype)
  if (gameId !== undefined) tests.push((held) => held.gameId === gameId)
  if (ownerId !== undefined) tests.push((held) => held.ownerId === ownerId)
  if (favourites) tests.push((held) => favourites.has(held.ownerId))
  if (isFree !== undefined) tests.push((held) => held.free === isFree)
  if (accessibleLocation !== undefined) tests.push((held) => held.accessibleLocation === accessibleLocation)
  if (officialEvent !== undefined) tests.push((held) => held.officialEvent === officialEvent)
  if (seatsAvailable === true)
    tests.push((held) => held.maxPlayers === null || held.takenSeats < held.maxPlayers)
  if (seatsAvailable === false)
    tests.push((held) => held.maxPlayers !== null && held.takenSeats >= held.maxPlayers)
  if (timeSlice !== undefined) tests.push((held) => held.timeSlice === timeSlice)
  return (held) => {
    for (const test of tests) if (!test(held)) return false
    return true
  }
}

/** The events matching one set of filters, in date order, and (once asked) the tree of those located. */
interface Selection {
  events: Held[]
  located?: Located
  /** The first end among them: past it, the selection is made again. */
  validUntilMs: number
}

interface Located {
  tree: KDBush | undefined
  events: Held[]
}

/** A k-d tree of the events with coordinates (none when there are none). */
function locate(events: Held[]): Located {
  const points = events.filter((event) => event.lat !== null && event.lng !== null)
  if (points.length === 0) return { tree: undefined, events: points }
  const tree = new KDBush(points.length)
  for (const event of points) tree.add(event.lng as number, event.lat as number)
  tree.finish()
  return { tree, events: points }
}

/** A selection's key: every filter but `now` and the caller's favourites, in a fixed order. */
function selectionKey({ now: _now, favoritesOf: _favourites, ...filters }: PublicEventFilters): string {
  const record = filters as Record<string, unknown>
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key] ?? null]),
  )
}

const listed = (row: ListedRow, nowMs: number) =>
  row.event.status === 'published' &&
  row.event.eventVisibility === 'PUBLIC' &&
  row.event.endsAt.getTime() >= nowMs

export function createListedEvents(
  db: Database,
  { notifiedOfEveryWrite = false, now = () => Date.now() }: ListedEventsOptions = {},
): ListedEvents {
  const held = new Map<number, Held>()
  const owners = new Map<number, ListedRow['owner']>()
  /** The xmin of the last look's snapshot: rows written by transactions from this one on are to be read. */
  let horizon: string | undefined
  /** Built on demand from `held`, dropped when an event comes, goes or moves. */
  let byDate: Held[] | undefined
  /** Per set of filters (but favourites), the events matching them: see `select`. */
  const selections = new Map<string, Selection>()
  let prunedAt = 0

  const dropIndexes = () => {
    byDate = undefined
    selections.clear()
  }

  /** One owner object per store, shared by its events, so a store's change reaches them all at once. */
  const shareOwner = (row: ListedRow): ListedRow => {
    const known = owners.get(row.owner.id)
    if (!known) {
      owners.set(row.owner.id, row.owner)
      return row
    }
    Object.assign(known, row.owner)
    return { ...row, owner: known }
  }

  const apply = (rows: ListedRow[], nowMs: number) => {
    for (const row of rows) {
      const before = held.get(row.event.id)
      if (!listed(row, nowMs)) {
        if (before) {
          held.delete(row.event.id)
          dropIndexes()
        }
        continue
      }
      const shared = shareOwner(row)
      const { startsAt, lat, lng } = row.event
      if (before && before.startsAtMs === startsAt.getTime() && before.lat === lat && before.lng === lng) {
        // Same place in both indexes: change it where it is (seats, texts, flags).
        before.update(shared)
        selections.clear()
      } else {
        held.set(row.event.id, new Held(shared))
        dropIndexes()
      }
    }
  }

  // Loading and reading changes run one at a time, each in a snapshot taken after the previous one's, so
  // the memory never goes back in time; the looks that only check run side by side.
  let applying: Promise<void> = Promise.resolve()
  const oneAtATime = (work: () => Promise<void>): Promise<void> => {
    const run = applying.then(work)
    applying = run.catch(() => undefined)
    return run
  }

  /** Every transaction below `xmin` had finished when the memory was last brought up to date. */
  const advance = (xmin: string) => {
    if (horizon === undefined || BigInt(xmin) > BigInt(horizon)) horizon = xmin
  }

  const inOneSnapshot = (work: Parameters<Database['transaction']>[0]) =>
    db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' })

  const load = () =>
    oneAtATime(async () => {
      if (horizon !== undefined) return
      const nowMs = now()
      await inOneSnapshot(async (tx) => {
        const xmin = await snapshotXmin(tx)
        const rows = await selectListedRows(tx).where(
          and(
            eq(events.status, 'published'),
            eq(events.eventVisibility, 'PUBLIC'),
            gte(events.endsAt, new Date(nowMs)),
          ),
        )
        apply(rows, nowMs)
        advance(xmin)
      })
      prunedAt = nowMs
    })

  /** Reads again every event and store written since the horizon, and moves the horizon. */
  const readChanges = () =>
    oneAtATime(async () => {
      const since = Number(horizon)
      const nowMs = now()
      await inOneSnapshot(async (tx) => {
        const xmin = await snapshotXmin(tx)
        const stores = await tx
          .select({
            id: users.id,
            isPublic: users.isPublic,
            storeLogo: users.storeLogo,
            storeInformation: users.storeInformation,
          })
          .from(users)
          .where(gte(users.changedXid, since))
        for (const store of stores) {
          const known = owners.get(store.id)
          if (known) Object.assign(known, store)
        }
        apply(await selectListedRows(tx).where(gte(events.changedXid, since)), nowMs)
        advance(xmin)
      })
    })

  /** Whether a write was notified since the last look started. */
  let unseenWrite = true

  /** One statement: has any event or user row been written since the horizon? Reads them if so. */
  const look = async () => {
    unseenWrite = false
    if (horizon === undefined) return load()
    const [changed] = await db
      .execute<{ xmin: string; written: boolean }>(sql`
        SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin,
          EXISTS (SELECT 1 FROM ${events} WHERE ${events.changedXid} >= ${horizon}::bigint)
            OR EXISTS (SELECT 1 FROM ${users} WHERE ${users.changedXid} >= ${horizon}::bigint) AS written`)
      .then((result) => result.rows)
    if (!changed) return
    if (changed.written) return readChanges()
    advance(changed.xmin)
  }

  // Requests share looks: those arriving in one turn of the event loop share the look that starts right
  // after it, which therefore sees every write committed before any of them arrived.
  let scheduled: Promise<void> | undefined
  let latest: Promise<void> | undefined
  const freshen = (): Promise<void> => {
    scheduled ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      scheduled = undefined
      const current = look()
      latest = current
      current
        .finally(() => {
          if (latest === current) latest = undefined
        })
        .catch(() => undefined)
      return current
    })
    return scheduled
  }

  /** What a request waits for before reading the memory. */
  const fresh = (): Promise<void> | undefined => {
    // Nothing written since the last look started: that look (if still under way) sees everything.
    if (notifiedOfEveryWrite && horizon !== undefined && !unseenWrite) return latest
    return freshen()
  }

  const prune = (nowMs: number) => {
    if (nowMs - prunedAt < PRUNE_EVERY_MS) return
    prunedAt = nowMs
    for (const [id, event] of held) if (event.endsAtMs < nowMs) held.delete(id)
    dropIndexes()
  }

  const dateOrder = () => {
    byDate ??= [...held.values()].sort((a, b) => a.startsAtMs - b.startsAtMs || a.id - b.id)
    return byDate
  }

  /**
   * The events matching the filters, in date order, with a k-d tree of those that have coordinates once a
   * distance search asks. Kept per set of filters while nothing changes and until the first of them ends, so
   * a search does no filtering; favourites (per caller) are selected afresh each time.
   */
  const select = (filters: PublicEventFilters, matches: Test, shared: boolean): Selection => {
    const nowMs = filters.now.getTime()
    const key = shared ? selectionKey(filters) : undefined
    const kept = key === undefined ? undefined : selections.get(key)
    if (kept && nowMs <= kept.validUntilMs) return kept
    const events = dateOrder().filter(matches)
    let validUntilMs = Number.POSITIVE_INFINITY
    for (const event of events) if (event.endsAtMs < validUntilMs) validUntilMs = event.endsAtMs
    const selection: Selection = { events, validUntilMs }
    if (key !== undefined) {
      if (kept) selections.delete(key)
      if (selections.size >= MAX_SELECTIONS) selections.delete(selections.keys().next().value as string)
      selections.set(key, selection)
    }
    return selection
  }

  /** What the caller has to do with the listed events: registrations and favourite stores, in one statement. */
  const callerLinks = async (callerId: number) => {
    const [row] = await db
      .execute<{ registered: number[]; favourites: number[] }>(sql`
        SELECT
          coalesce((SELECT array_agg(${registrations.eventId}) FROM ${registrations}
            WHERE ${registrations.userId} = ${callerId}), '{}') AS registered,
          coalesce((SELECT array_agg(${favoriteStores.storeId}) FROM ${favoriteStores}
            WHERE ${favoriteStores.userId} = ${callerId}), '{}') AS favourites`)
      .then((result) => result.rows)
    return {
      registered: new Set((row?.registered ?? []).map(Number)),
      favourites: new Set((row?.favourites ?? []).map(Number)),
    }
  }

  return {
    written() {
      unseenWrite = true
    },

    async list(filters, { near, page, callerId }) {
      if (!isHeld(filters)) return undefined
      const [links] = await Promise.all([callerId === undefined ? undefined : callerLinks(callerId), fresh()])
      const nowMs = filters.now.getTime()
      prune(nowMs)
      const favourites =
        filters.favoritesOf === undefined ? undefined : (links?.favourites ?? new Set<number>())
      const selection = select(filters, matcher(filters, favourites), favourites === undefined)
      const wanted = page.offset + page.limit
      let found: Held[]
      if (near) {
        selection.located ??= locate(selection.events)
        const { tree, events: points } = selection.located
        found = tree
          ? (around(tree, near.lng, near.lat, wanted) as number[]).map((i) => points[i] as Held)
          : []
      } else {
        found = selection.events.slice(0, wanted)
      }
      const rows = found.slice(page.offset).map(
        (event): EventListRow => ({
          ...event.row,
          isRegistered: links?.registered.has(event.id) ?? false,
          isFavorite: links?.favourites.has(event.ownerId) ?? false,
          distanceM: near ? distanceM(near, event.lat as number, event.lng as number) : null,
        }),
      )
      return { rows, count: selection.events.length }
    },
  }
}

const snapshotXmin = (tx: Pick<Database, 'execute'>) =>
  tx
    .execute<{ xmin: string }>(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`)
    .then((result) => result.rows[0]?.xmin ?? '0')

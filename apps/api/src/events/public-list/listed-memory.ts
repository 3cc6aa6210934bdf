import type { MapBox } from '@questboard/domain/map-box'
import TinyQueue from 'tinyqueue'
import type { PageRequest } from '../../pagination.ts'
import type { GameRow, ListedRow, OwnerStoreRow } from '../list-rows.ts'
import { EARLIEST_OFFSET_MS, filterTest, type PublicEventFilters, sharedFiltersKey } from './filters.ts'
import { distanceM, type Point } from './geometry.ts'
import { byStart, isListed, ListedEvent } from './listed-event.ts'
import { fromGrid } from './map-border.ts'
import { GRID_SIZE } from './map-grid.ts'
import type { MapView } from './map-view.ts'
import { createSelections, insertSorted, removeSorted, type Selection } from './selections.ts'
import { createSpatialIndex } from './spatial-index.ts'

interface Ending {
  endsAtMs: number
  event: ListedEvent
}

/** Whether every event the filters can match is held: none of them may have ended. */
export function isHeld(filters: PublicEventFilters): boolean {
  if (!filters.startDate) return true
  return Date.parse(`${filters.startDate}T00:00:00Z`) - EARLIEST_OFFSET_MS > filters.now.getTime()
}

/** The first `limit` events passing `test`, in the order given. */
function firstPassing(events: readonly ListedEvent[], test: (event: ListedEvent) => boolean, limit: number) {
  const found: ListedEvent[] = []
  for (const event of events) {
    if (found.length >= limit) break
    if (test(event)) found.push(event)
  }
  return found
}

/** The `limit` located events nearest to `near`, of a few. */
function nearestOf(events: readonly ListedEvent[], near: Point, limit: number): ListedEvent[] {
  const measured: { event: ListedEvent; metres: number }[] = []
  for (const event of events) {
    if (event.lat !== null && event.lng !== null) {
      measured.push({ event, metres: distanceM(near.lat, near.lng, event.lat, event.lng) })
    }
  }
  measured.sort((a, b) => a.metres - b.metres)
  return measured.slice(0, limit).map(({ event }) => event)
}

/**
 * Every listed event (published, public, not yet ended) held in memory and kept up to date one change at a
 * time (docs/decisions/018): a registration moves one event's seats, an edit changes one event, an event
 * ending leaves; the date order, the spatial index and the counts of the filter sets asked change by that
 * one event, nothing is thrown away and rebuilt. Knows nothing of the database: `public-list.ts` feeds it.
 */
export function createListedMemory() {
  const byId = new Map<number, ListedEvent>()
  const owners = new Map<number, OwnerStoreRow>()
  const games = new Map<number, GameRow>()
  let byDate: ListedEvent[] = []
  let ends = new TinyQueue<Ending>([], (a, b) => a.endsAtMs - b.endsAtMs)
  const spatial = createSpatialIndex()
  const selections = createSelections()
  let prunedAtMs = 0

  /** One owner object per store, shared by its events, so a store's change reaches them all at once. */
  const shareOwner = (row: ListedRow): ListedRow => {
    const known = owners.get(row.owner.id)
    if (!known) {
      owners.set(row.owner.id, { ...row.owner })
      return { ...row, owner: owners.get(row.owner.id) as OwnerStoreRow }
    }
    Object.assign(known, row.owner)
    return { ...row, owner: known }
  }

  /** One game object per game, shared by its events, so new art reaches them all at once. */
  const share = (row: ListedRow): ListedRow => {
    const withOwner = shareOwner(row)
    let game = games.get(row.game.id)
    if (game) Object.assign(game, row.game)
    else {
      game = { ...row.game }
      games.set(game.id, game)
    }
    return { ...withOwner, game }
  }

  const add = (event: ListedEvent) => {
    byId.set(event.id, event)
    insertSorted(byDate, event)
    ends.push({ endsAtMs: event.endsAtMs, event })
    spatial.add(event)
    selections.added(event)
  }

  const remove = (event: ListedEvent) => {
    byId.delete(event.id)
    event.held = false
    removeSorted(byDate, event)
    spatial.remove(event)
    selections.removed(event)
  }

  const applyRow = (row: ListedRow, nowMs: number) => {
    const before = byId.get(row.event.id)
    if (!isListed(row.event, Math.max(nowMs, prunedAtMs))) {
      if (before) remove(before)
      return
    }
    const shared = share(row)
    if (before?.staysInPlace(shared)) {
      const matched = selections.matchesOf(before)
      const endedAtMs = before.endsAtMs
      before.update(shared)
      selections.changed(before, matched)
      if (before.endsAtMs !== endedAtMs) ends.push({ endsAtMs: before.endsAtMs, event: before })
      return
    }
    if (before) remove(before)
    add(new ListedEvent(shared))
  }

  /** Matching events and their count; the favourites of a caller are nobody else's, so never kept. */
  const matching = (filters: PublicEventFilters, favourites: ReadonlySet<number> | undefined) => {
    const key = sharedFiltersKey(filters)
    const test = filterTest(filters, { favourites })
    if (key === undefined) {
      const members = byDate.filter(test)
      return { test, count: members.length, members }
    }
    return selections.get(key, test, byDate)
  }

  return {
    event: (id: number): ListedEvent | undefined => byId.get(id),

    /** The first load, in batches of one snapshot: call `loaded` after the last one. */
    loadBatch(rows: readonly ListedRow[], nowMs: number) {
      for (const row of rows) {
        if (isListed(row.event, nowMs)) byId.set(row.event.id, new ListedEvent(share(row)))
      }
    },

    /** Builds the indexes of the loaded events, in one pass each. */
    loaded(nowMs: number) {
      selections.clear()
      byDate = [...byId.values()].sort(byStart)
      ends = new TinyQueue(
        byDate.map((event) => ({ endsAtMs: event.endsAtMs, event })),
        (a, b) => a.endsAtMs - b.endsAtMs,
      )
      spatial.rebuild(byDate)
      prunedAtMs = nowMs
    },

    /** Applies rows read again since the last look: each event comes, goes or changes where it is. */
    apply(rows: readonly ListedRow[], nowMs: number) {
      for (const row of rows) applyRow(row, nowMs)
    },

    /** A store's public profile changed: every one of its events shows it at once. */
    applyStores(stores: readonly OwnerStoreRow[]) {
      for (const store of stores) {
        const known = owners.get(store.id)
        if (known) Object.assign(known, store)
      }
    },

    /** A game's art changed: every one of its events without a cover shows it at once. */
    applyGames(changed: readonly GameRow[]) {
      for (const game of changed) {
        const known = games.get(game.id)
        if (known) Object.assign(known, game)
      }
    },

    /** Events that ended by `nowMs` leave, one by one, in the order they end. */
    prune(nowMs: number) {
      if (nowMs <= prunedAtMs) return
      prunedAtMs = nowMs
      while (ends.length > 0 && (ends.peek() as Ending).endsAtMs < nowMs) {
        const { endsAtMs, event } = ends.pop() as Ending
        if (event.held && event.endsAtMs === endsAtMs) remove(event)
      }
    },

    /** One page of the matching events, nearest first when `near` is given, else by start, and the count. */
    list(
      filters: PublicEventFilters,
      { near, page, favourites }: { near?: Point; page: PageRequest; favourites?: ReadonlySet<number> },
    ): { events: ListedEvent[]; count: number } {
      const found = matching(filters, favourites)
      const { test, count, members } = found
      const wanted = page.offset + page.limit
      let events: ListedEvent[]
      if (near) {
        // Only a kept selection has no members (it has too many to list).
        events = members
          ? nearestOf(members, near, wanted)
          : selections.treeOf(found as Selection, byDate).nearest(near.lat, near.lng, wanted)
      } else {
        events = members ? members.slice(0, wanted) : firstPassing(byDate, test, wanted)
      }
      return { events: events.slice(page.offset), count }
    },

    /**
     * Adds every matching event in the box to the map's view: a wide view of a large filter set reads the
     * set's grid cell by cell for the cells wholly inside the box, and the events of the box's border one by
     * one; anything else event by event.
     */
    fillMap(
      filters: PublicEventFilters,
      box: MapBox,
      favourites: ReadonlySet<number> | undefined,
      view: MapView,
    ) {
      const found = matching(filters, favourites)
      const visit = (event: ListedEvent) =>
        view.add(event.id, event.lat as number, event.lng as number, event.x, event.y)
      const spans =
        box.west <= box.east
          ? [box]
          : [
              { ...box, east: 180 },
              { ...box, west: -180 },
            ]
      const wide = view.cellSize >= 1 / GRID_SIZE
      for (const [i, span] of spans.entries()) {
        if (found.members) {
          eachIn(found.members, span, visit)
          continue
        }
        // Only a kept selection has no members (it has too many to list).
        const selection = found as Selection
        const test = selection.test
        if (!wide) {
          spatial.within(span, (event) => {
            if (test(event)) visit(event)
          })
          continue
        }
        fromGrid(selections.gridOf(selection, byDate), span, i === 1, view, (strip, keep) =>
          spatial.within(strip, (event) => {
            if (keep(event) && test(event)) visit(event)
          }),
        )
      }
    },
  }
}

/** Visits the events of a few that lie in the box (west ≤ east). */
function eachIn(events: readonly ListedEvent[], box: MapBox, visit: (event: ListedEvent) => void) {
  for (const event of events) {
    const { lat, lng } = event
    if (lat === null || lng === null) continue
    if (lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east) visit(event)
  }
}

export type ListedMemory = ReturnType<typeof createListedMemory>

import { byStart, type ListedEvent } from './listed-event.ts'
import { MapGrid } from './map-grid.ts'
import { createSpatialIndex, type SpatialIndex } from './spatial-index.ts'

/** Sets of filters kept at once; asking for another drops the one asked least recently. */
const MAX_SELECTIONS = 500
/** A selection keeps its events (in date order) while they are at most this many; larger ones walk the list. */
export const MAX_MEMBERS = 4_000
/** Filter sets whose map grid is kept at once (each some tens of thousands of cells at most). */
const MAX_GRIDS = 16
/** Large filter sets with a k-d tree of their own for the nearest events (each a few MB). */
const MAX_TREES = 8

/**
 * The events matching one set of filters: how many, and (while they are few) which, in date order. Kept up to
 * date by every change, one event at a time: an event arriving, leaving or changing moves each count by at
 * most one, so a write never drops what was kept.
 */
export interface Selection {
  test: (event: ListedEvent) => boolean
  count: number
  /** The matching events in date order, or null when there are more than MAX_MEMBERS. */
  members: ListedEvent[] | null
  /** How many of them each cell of the map's grid holds, once the map asked for this set. */
  grid: MapGrid | null
  /** Their own k-d tree, once a nearest search asked for this set while it was too large to list. */
  tree: SpatialIndex | null
}

/** Where `event` is, or would go, in a date-ordered array. */
export function positionOf(sorted: readonly ListedEvent[], event: ListedEvent): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (byStart(sorted[middle] as ListedEvent, event) < 0) low = middle + 1
    else high = middle
  }
  return low
}

export function insertSorted(sorted: ListedEvent[], event: ListedEvent) {
  sorted.splice(positionOf(sorted, event), 0, event)
}

export function removeSorted(sorted: ListedEvent[], event: ListedEvent) {
  const at = positionOf(sorted, event)
  if (sorted[at] === event) sorted.splice(at, 1)
}

/** Marks `selection` the most recently used of `recent`, and lets go of the least recent past `max`. */
function keepRecent(
  recent: Set<Selection>,
  selection: Selection,
  max: number,
  letGo: (older: Selection) => void,
) {
  recent.delete(selection)
  recent.add(selection)
  for (const older of recent) {
    if (recent.size <= max) break
    letGo(older)
    recent.delete(older)
  }
}

export function createSelections() {
  const kept = new Map<string, Selection>()

  /** The selections with a grid, and those with a tree, the least recently used first. */
  const gridded = new Set<Selection>()
  const treed = new Set<Selection>()

  const join = (selection: Selection, event: ListedEvent) => {
    selection.count += 1
    selection.grid?.add(event)
    selection.tree?.add(event)
    if (!selection.members) return
    if (selection.members.length >= MAX_MEMBERS) selection.members = null
    else insertSorted(selection.members, event)
  }

  const leave = (selection: Selection, event: ListedEvent) => {
    selection.count -= 1
    selection.grid?.remove(event)
    selection.tree?.remove(event)
    if (selection.members) removeSorted(selection.members, event)
  }

  return {
    /** The selection for `key`, made from `all` (in date order) the first time it is asked. */
    get(key: string, test: Selection['test'], all: readonly ListedEvent[]): Selection {
      const known = kept.get(key)
      if (known) {
        // Asked again: the most recently asked go last, so the first is the one to drop.
        kept.delete(key)
        kept.set(key, known)
        return known
      }
      const matching = all.filter(test)
      const selection: Selection = {
        test,
        count: matching.length,
        members: matching.length <= MAX_MEMBERS ? matching : null,
        grid: null,
        tree: null,
      }
      if (kept.size >= MAX_SELECTIONS) {
        const oldest = kept.keys().next().value as string
        gridded.delete(kept.get(oldest) as Selection)
        treed.delete(kept.get(oldest) as Selection)
        kept.delete(oldest)
      }
      kept.set(key, selection)
      return selection
    },

    /** The selection's map grid, made from `all` (the held events) the first time the map asks. */
    gridOf(selection: Selection, all: readonly ListedEvent[]): MapGrid {
      if (!selection.grid) {
        selection.grid = new MapGrid()
        for (const event of selection.members ?? all) if (selection.test(event)) selection.grid.add(event)
      }
      keepRecent(gridded, selection, MAX_GRIDS, (older) => {
        older.grid = null
      })
      return selection.grid
    },

    added(event: ListedEvent) {
      for (const selection of kept.values()) if (selection.test(event)) join(selection, event)
    },

    removed(event: ListedEvent) {
      for (const selection of kept.values()) if (selection.test(event)) leave(selection, event)
    },

    /** Which selections `event` matches now: call before changing it in place, then `changed`. */
    matchesOf(event: ListedEvent): boolean[] {
      return Array.from(kept.values(), (selection) => selection.test(event))
    },

    changed(event: ListedEvent, before: readonly boolean[]) {
      let i = 0
      for (const selection of kept.values()) {
        const was = before[i++]
        const is = selection.test(event)
        if (was && !is) leave(selection, event)
        else if (!was && is) join(selection, event)
      }
    },

    /** The selection's own k-d tree, made from `all` (the held events) the first time a nearest search asks. */
    treeOf(selection: Selection, all: readonly ListedEvent[]): SpatialIndex {
      if (!selection.tree) {
        selection.tree = createSpatialIndex()
        selection.tree.rebuild(all.filter(selection.test))
      }
      keepRecent(treed, selection, MAX_TREES, (older) => {
        older.tree = null
      })
      return selection.tree
    },

    clear() {
      kept.clear()
      gridded.clear()
      treed.clear()
    },
  }
}

export type Selections = ReturnType<typeof createSelections>

import type { MapBox } from '@questboard/domain/map-box'
import { around } from 'geokdbush'
import KDBush from 'kdbush'
import { distanceM } from './geometry.ts'
import type { ListedEvent } from './listed-event.ts'

/** Events added since the tree was built are searched one by one; past this many the tree is built again. */
const MAX_ADDED = 2_000
/** Events that left the index stay in the tree (skipped) until they are this share of it. */
const MAX_GONE_SHARE = 0.2
/** Points per leaf of the tree: fewer than kdbush's 64 make the 20 nearest cheaper to find (38 against 51 µs). */
const NODE_SIZE = 16

const located = (event: ListedEvent) => event.lat !== null && event.lng !== null

/**
 * Events that have a point, for the nearest ones and the map's box: a static k-d tree (kdbush, geokdbush's
 * best-first nearest search), the events added since it was built beside it, and the points of the tree
 * removed since marked as gone, so a search tests nothing else (a filter set's own tree holds exactly its
 * members; the memory's removes an event when it leaves). An event changing its seats or texts stays where it
 * is; one that moves leaves the memory and comes back as another. Built again, in one pass, once the
 * additions or the departures pile up.
 */
export function createSpatialIndex() {
  let tree: KDBush | undefined
  let points: ListedEvent[] = []
  let added: ListedEvent[] = []
  /** 1 for each point of the tree removed since it was built. */
  let goneAt = new Uint8Array(0)
  let gone = 0
  const present = (i: number) => goneAt[i] === 0

  const rebuild = (events: Iterable<ListedEvent>) => {
    points = []
    for (const event of events) if (event.held && located(event)) points.push(event)
    tree = undefined
    if (points.length > 0) {
      tree = new KDBush(points.length, NODE_SIZE)
      for (const event of points) tree.add(event.lng as number, event.lat as number)
      tree.finish()
    }
    added = []
    goneAt = new Uint8Array(points.length)
    gone = 0
  }

  const tidy = () => {
    if (added.length > MAX_ADDED || gone > Math.max(MAX_ADDED, points.length * MAX_GONE_SHARE)) {
      rebuild([...points.filter((_, i) => present(i)), ...added])
    }
  }

  /** Where `event` is in the tree (a search of its own point), or -1. */
  const placeOf = (event: ListedEvent) => {
    if (!tree) return -1
    const lng = event.lng as number
    const lat = event.lat as number
    for (const i of tree.range(lng, lat, lng, lat)) if (points[i] === event) return i
    return -1
  }

  return {
    /** Builds the tree from these events at once (the memory's first load, a filter set's members). */
    rebuild,

    add(event: ListedEvent) {
      if (!located(event)) return
      const at = placeOf(event)
      if (at >= 0) {
        // Back where it was in the tree.
        if (goneAt[at] === 1) {
          goneAt[at] = 0
          gone -= 1
        }
        return
      }
      added.push(event)
      tidy()
    },

    remove(event: ListedEvent) {
      if (!located(event)) return
      const extra = added.indexOf(event)
      if (extra >= 0) added.splice(extra, 1)
      else {
        const at = placeOf(event)
        if (at < 0 || goneAt[at] === 1) return
        goneAt[at] = 1
        gone += 1
      }
      tidy()
    },

    /** Up to `limit` of the events in the index, nearest first. */
    nearest(lat: number, lng: number, limit: number): ListedEvent[] {
      const fromTree = tree
        ? around(tree, lng, lat, limit, Number.POSITIVE_INFINITY, gone === 0 ? undefined : present).map(
            (i) => points[i] as ListedEvent,
          )
        : []
      if (added.length === 0) return fromTree
      const far = (event: ListedEvent) => distanceM(lat, lng, event.lat as number, event.lng as number)
      return [...fromTree, ...added]
        .map((event) => ({ event, metres: far(event) }))
        .sort((a, b) => a.metres - b.metres)
        .slice(0, limit)
        .map(({ event }) => event)
    },

    /** Calls `visit` with every event of the index inside the box (west > east: it crosses the antimeridian). */
    within(box: MapBox, visit: (event: ListedEvent) => void) {
      const spans: [number, number][] =
        box.west <= box.east
          ? [[box.west, box.east]]
          : [
              [box.west, 180],
              [-180, box.east],
            ]
      for (const [west, east] of spans) {
        if (tree) {
          for (const i of tree.range(west, box.south, east, box.north)) {
            if (present(i)) visit(points[i] as ListedEvent)
          }
        }
        for (const event of added) {
          const { lat, lng } = event as { lat: number; lng: number }
          if (lng >= west && lng <= east && lat >= box.south && lat <= box.north) visit(event)
        }
      }
    },
  }
}

export type SpatialIndex = ReturnType<typeof createSpatialIndex>

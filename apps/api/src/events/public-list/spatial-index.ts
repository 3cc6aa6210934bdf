import type { MapBox } from '@questboard/domain/map-box'
import { around } from 'geokdbush'
import KDBush from 'kdbush'
import { distanceM } from './geometry.ts'
import type { ListedEvent } from './listed-event.ts'

/** Events added since the tree was built are searched one by one; past this many the tree is built again. */
const MAX_ADDED = 2_000
/** Events that left the memory stay in the tree (skipped) until they are this share of it. */
const MAX_GONE_SHARE = 0.2

const located = (event: ListedEvent) => event.lat !== null && event.lng !== null

/**
 * The held events that have a point, for the nearest ones and the map's box: a static k-d tree (kdbush,
 * geokdbush's best-first nearest search), the events added since it was built beside it, and those that
 * left skipped by their `held` flag. An event changing its seats or texts stays where it is; one that moves
 * leaves and comes back as another. Built again, in one pass, once the additions or the departures pile up.
 */
export function createSpatialIndex() {
  let tree: KDBush | undefined
  let points: ListedEvent[] = []
  let added: ListedEvent[] = []
  let gone = 0

  const rebuild = (events: Iterable<ListedEvent>) => {
    points = []
    for (const event of events) if (event.held && located(event)) points.push(event)
    tree = undefined
    if (points.length > 0) {
      tree = new KDBush(points.length)
      for (const event of points) tree.add(event.lng as number, event.lat as number)
      tree.finish()
    }
    added = []
    gone = 0
  }

  const tidy = () => {
    if (added.length > MAX_ADDED || gone > Math.max(MAX_ADDED, points.length * MAX_GONE_SHARE)) {
      rebuild(new Set([...points, ...added]))
    }
  }

  return {
    /** Builds the tree from every held event at once (after the memory's first load). */
    rebuild,

    add(event: ListedEvent) {
      if (!located(event)) return
      added.push(event)
      tidy()
    },

    /** Call once `event.held` is false. */
    remove(event: ListedEvent) {
      if (!located(event)) return
      const at = added.indexOf(event)
      if (at >= 0) added.splice(at, 1)
      else gone += 1
      tidy()
    },

    /** Up to `limit` held events passing `test`, nearest first. */
    nearest(lat: number, lng: number, limit: number, test: (event: ListedEvent) => boolean): ListedEvent[] {
      const fromTree = tree
        ? around(tree, lng, lat, limit, Number.POSITIVE_INFINITY, (i) => {
            const event = points[i] as ListedEvent
            return event.held && test(event)
          }).map((i) => points[i] as ListedEvent)
        : []
      // An event may be in the tree and among the added too: a filter set's tree keeps one that stopped
      // matching (skipped by `test`) and adds it again when it matches again.
      const inTree = new Set(fromTree)
      const extra = added.filter((event) => event.held && test(event) && !inTree.has(event))
      if (extra.length === 0) return fromTree
      const far = (event: ListedEvent) => distanceM(lat, lng, event.lat as number, event.lng as number)
      return [...fromTree, ...extra]
        .map((event) => ({ event, metres: far(event) }))
        .sort((a, b) => a.metres - b.metres)
        .slice(0, limit)
        .map(({ event }) => event)
    },

    /** Calls `visit` with every held event inside the box (west > east: the box crosses the antimeridian). */
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
            const event = points[i] as ListedEvent
            if (event.held) visit(event)
          }
        }
        for (const event of added) {
          const { lat, lng } = event as { lat: number; lng: number }
          if (event.held && lng >= west && lng <= east && lat >= box.south && lat <= box.north) visit(event)
        }
      }
    },
  }
}

export type SpatialIndex = ReturnType<typeof createSpatialIndex>

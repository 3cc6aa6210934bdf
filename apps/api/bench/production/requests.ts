/**
 * What the load asks, seeded so every run asks the same: the list's paths (a different point per request),
 * the map's boxes (a 1280×800 view at a zoom, centred where events are) and the registrations (a player and
 * an event with room, never the same pair twice).
 */
import { prng, randomPoints } from '../../src/testing/many-events.ts'
import type { OpenEvent } from './database.ts'
import { VIEW } from './settings.ts'

const POINTS = 50_000

export type ReadKind = 'list-distance' | 'list-date' | 'map' | 'bare'

export const distanceListPath = (point: { lat: number; lng: number }) =>
  `/api/events/?order=distance&latitude=${point.lat.toFixed(5)}&longitude=${point.lng.toFixed(5)}` +
  '&is_free=true&event_type=Full'

/** The list by date with two filters: Full events of one game (of 11), pages 1–3. */
export const dateListPath = (game: number, page: number) =>
  `/api/events/?order=date&event_type=Full&game=${game}&page=${page}`

const clampLat = (lat: number) => Math.max(-85.05112878, Math.min(85.05112878, lat))
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180

/**
 * The box a `VIEW`-sized map shows at `zoom` around a point (Web Mercator: the world is 256·2^zoom pixels
 * wide): west, south, east, north; west > east when it crosses the antimeridian.
 */
export function mapBox(center: { lat: number; lng: number }, zoom: number) {
  const worldPixels = 256 * 2 ** zoom
  const halfWidthDegrees = (VIEW.width / 2 / worldPixels) * 360
  const y = (lat: number) => {
    const sin = Math.sin((clampLat(lat) * Math.PI) / 180)
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldPixels
  }
  const lat = (pixelY: number) => {
    const n = Math.PI - (2 * Math.PI * Math.min(worldPixels, Math.max(0, pixelY))) / worldPixels
    return (180 / Math.PI) * Math.atan(Math.sinh(n))
  }
  const centerY = y(center.lat)
  const north = lat(centerY - VIEW.height / 2)
  const south = lat(centerY + VIEW.height / 2)
  const [west, east] =
    halfWidthDegrees >= 180
      ? [-180, 180]
      : [wrapLng(center.lng - halfWidthDegrees), wrapLng(center.lng + halfWidthDegrees)]
  return { west, south, east, north }
}

export const mapPath = (box: ReturnType<typeof mapBox>, zoom: number) =>
  `/api/events/event_locations/?bbox=${[box.west, box.south, box.east, box.north]
    .map((value) => value.toFixed(5))
    .join(',')}&zoom=${zoom}`

/** The paths of a read load, in turn: `next()` answers another one at every call. */
export function readPaths(kind: ReadKind, seed: number, zoom = 8) {
  if (kind === 'bare') return () => '/ping'
  const random = prng(seed)
  if (kind === 'list-date') {
    return () => dateListPath(1 + Math.floor(random() * 11), 1 + Math.floor(random() * 3))
  }
  const points = randomPoints(POINTS, seed)
  let next = 0
  if (kind === 'map') {
    const paths = points.slice(0, 5_000).map((point) => mapPath(mapBox(point, zoom), zoom))
    return () => paths[next++ % paths.length] as string
  }
  return () => distanceListPath(points[next++ % POINTS] as { lat: number; lng: number })
}

/**
 * Registrations with room for all: every event appears as often as it has seats left, each time with another
 * player (for distinct j < room, 7919·id + 104729·j differ modulo any player count ≥ 32), shuffled.
 * Past the end it starts again (registering twice answers 201 and changes nothing).
 */
export function registrationPairs(events: OpenEvent[], players: number, seed: number) {
  const pairs: [number, number][] = []
  for (const { id, room } of events) {
    for (let j = 0; j < room; j++) pairs.push([id, 1 + ((id * 7919 + j * 104_729) % players)])
  }
  const random = prng(seed)
  for (let i = pairs.length - 1; i > 0; i--) {
    const k = Math.floor(random() * (i + 1))
    ;[pairs[i], pairs[k]] = [pairs[k] as [number, number], pairs[i] as [number, number]]
  }
  let next = 0
  return () => pairs[next++ % Math.max(1, pairs.length)] as [number, number]
}

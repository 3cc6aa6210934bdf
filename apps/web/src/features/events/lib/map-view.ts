import { MAP_MAX_ZOOM, type MapBox } from '@questboard/domain/map-box'

/**
 * The map's view as the locator asks `event_locations` for it: `bbox=west,south,east,north` and an integer
 * `zoom` (packages/domain's eventLocationsQuerySchema). Leaflet's bounds are not yet such a box: once the
 * visitor pans around the world its longitudes run past ±180 (the map shows copies of the world side by
 * side), and a phone held at zoom 0 or a wide screen at zoom 1 sees more than the world's width.
 */
export interface MapViewQuery {
  bbox: string
  zoom: number
}

/** How finely a box's edges are snapped: 8 steps per 256-pixel tile, i.e. every 32 pixels at any zoom. */
const STEPS_PER_TILE = 8

/** Degrees are sent with 6 decimals (about 10 cm): short, stable query strings, far finer than a step. */
const DECIMALS = 6

/** The integer zoom the API takes (0…MAP_MAX_ZOOM) for Leaflet's zoom, which may be fractional. */
export function queryZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 0
  return Math.min(MAP_MAX_ZOOM, Math.max(0, Math.round(zoom)))
}

/**
 * Leaflet's bounds as the API's box: longitudes wrapped into -180…180 (west > east when the view crosses
 * the antimeridian), latitudes clamped to -90…90, and a view as wide as the world or wider is -180…180.
 */
export function normalizeBox({ west, south, east, north }: MapBox): MapBox {
  const clampedSouth = clampLatitude(Math.min(south, north))
  const clampedNorth = clampLatitude(Math.max(south, north))
  if (!(east - west < 360)) return { west: -180, south: clampedSouth, east: 180, north: clampedNorth }
  return { west: wrapWest(west), south: clampedSouth, east: wrapEast(east), north: clampedNorth }
}

/**
 * The box grown outwards to a grid of 32 pixels at this zoom (in Web Mercator, as the map draws it), so a
 * small pan asks the same box again and the answer comes from the cache. The box is at most 32 pixels
 * wider on each side than the view: markers just outside it are drawn too, which is harmless. A view past
 * the Mercator square's top or bottom (about 85°) reaches the pole.
 */
export function snapBox({ west, south, east, north }: MapBox, zoom: number): MapBox {
  const step = 1 / (2 ** queryZoom(zoom) * STEPS_PER_TILE)
  const left = Math.floor((west + 180) / 360 / step) * step
  const right = Math.ceil((east + 180) / 360 / step) * step
  const top = Math.floor(mercatorY(Math.max(south, north)) / step) * step
  const bottom = Math.ceil(mercatorY(Math.min(south, north)) / step) * step
  return {
    west: left * 360 - 180,
    east: right * 360 - 180,
    north: top <= 0 ? 90 : latitudeOfY(top),
    south: bottom >= 1 ? -90 : latitudeOfY(bottom),
  }
}

/** What the map asks the API for its view: the snapped, normalized box and the integer zoom. */
export function mapViewQuery(bounds: MapBox, zoom: number): MapViewQuery {
  const box = normalizeBox(snapBox(bounds, zoom))
  const bbox = [box.west, box.south, box.east, box.north].map(formatDegrees).join(',')
  return { bbox, zoom: queryZoom(zoom) }
}

/**
 * The longitude of a point on the copy of the world the view is centred on: the API answers longitudes in
 * -180…180, and a marker east of the antimeridian must show beside a view that has panned past 180.
 */
export function longitudeNear(longitude: number, centerLongitude: number): number {
  return longitude + 360 * Math.round((centerLongitude - longitude) / 360)
}

/** Into -180…180, where -180 is kept and 180 becomes -180: the west edge of a box. */
function wrapWest(longitude: number): number {
  return modulo(longitude + 180, 360) - 180
}

/** Into -180…180, where 180 is kept and -180 becomes 180: the east edge of a box. */
function wrapEast(longitude: number): number {
  return 180 - modulo(180 - longitude, 360)
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor
}

function clampLatitude(latitude: number): number {
  return Math.min(90, Math.max(-90, latitude))
}

/** Web Mercator's y of a latitude, 0 at the square's top (about 85.05°N) and 1 at its bottom. */
function mercatorY(latitude: number): number {
  const radians = (clampLatitude(latitude) * Math.PI) / 180
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) / 2
}

function latitudeOfY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI
}

function formatDegrees(degrees: number): string {
  // `+ 0` turns -0 into 0.
  return String(Number(degrees.toFixed(DECIMALS)) + 0)
}

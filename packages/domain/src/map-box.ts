/** The map's view as the web app asks for it: a box in degrees at a zoom (`GET /api/events/event_locations/`). */

/** The deepest zoom the map asks for (Web Mercator tiles: 0 shows the world in one 256-pixel tile). */
export const MAP_MAX_ZOOM = 20

/** A map box: west, south, east, north in degrees; west > east when it crosses the antimeridian. */
export interface MapBox {
  west: number
  south: number
  east: number
  north: number
}

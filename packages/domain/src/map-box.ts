/** The map's view as the web app asks for it: a box in degrees at a zoom (`GET /api/events/event_locations/`). */
import { z } from 'zod'
import { blankAsUndefined } from './query-params'

/** The deepest zoom the map asks for (Web Mercator tiles: 0 shows the world in one 256-pixel tile). */
export const MAP_MAX_ZOOM = 20

/** A map box: west, south, east, north in degrees; west > east when it crosses the antimeridian. */
export interface MapBox {
  west: number
  south: number
  east: number
  north: number
}

const BBOX_MESSAGE =
  'Must be west,south,east,north in degrees (longitudes -180…180, latitudes -90…90, south ≤ north).'

export const mapBoxParam = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .transform((value, ctx): MapBox => {
      const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
      const [west, south, east, north] = parts as [number, number, number, number]
      const valid =
        parts.length === 4 &&
        parts.every(Number.isFinite) &&
        [west, east].every((lng) => lng >= -180 && lng <= 180) &&
        [south, north].every((lat) => lat >= -90 && lat <= 90) &&
        south <= north
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE })
        return z.NEVER
      }
      return { west, south, east, north }
    })
    .optional(),
)

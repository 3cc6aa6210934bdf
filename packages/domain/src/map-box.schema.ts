import { z } from 'zod'
import type { MapBox } from './map-box'
import { blankAsUndefined } from './query-params'

// Apart from map-box.ts, whose zoom and box the web app's map uses: a module that builds a zod schema brings
// zod with it into whatever chunk imports it (the home page's first load, 38 KB).

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

import { eventLocationsQuerySchema } from '@questboard/domain/event-api.schema'
import { MAP_MAX_ZOOM } from '@questboard/domain/map-box'
import { describe, expect, it } from 'vitest'
import { longitudeNear, mapViewQuery, normalizeBox, queryZoom, snapBox } from './map-view'

const box = (west: number, south: number, east: number, north: number) => ({ west, south, east, north })
const edges = (bbox: string) => bbox.split(',').map(Number)

describe('the map box as the API takes it', () => {
  it('keeps a box inside the world as it is', () => {
    expect(normalizeBox(box(-5, 41, 10, 51.5))).toEqual(box(-5, 41, 10, 51.5))
  })

  it('wraps longitudes of a view panned around the world into -180…180', () => {
    expect(normalizeBox(box(355, 41, 370, 51))).toEqual(box(-5, 41, 10, 51))
    expect(normalizeBox(box(-365, 41, -350, 51))).toEqual(box(-5, 41, 10, 51))
  })

  it('gives a box crossing the antimeridian west > east', () => {
    expect(normalizeBox(box(170, -50, 190, -30))).toEqual(box(170, -50, -170, -30))
    expect(normalizeBox(box(-190, -50, -170, -30))).toEqual(box(170, -50, -170, -30))
  })

  it('keeps an edge on the antimeridian on the side of the view', () => {
    expect(normalizeBox(box(150, 0, 180, 10))).toEqual(box(150, 0, 180, 10))
    expect(normalizeBox(box(-200, 0, -180, 10))).toEqual(box(160, 0, 180, 10))
    expect(normalizeBox(box(180, 0, 200, 10))).toEqual(box(-180, 0, -160, 10))
    expect(normalizeBox(box(-180, 0, -150, 10))).toEqual(box(-180, 0, -150, 10))
  })

  it('asks -180…180 for a view as wide as the world or wider', () => {
    expect(normalizeBox(box(-180, -60, 180, 60))).toEqual(box(-180, -60, 180, 60))
    expect(normalizeBox(box(-400, -60, 300, 60))).toEqual(box(-180, -60, 180, 60))
    expect(normalizeBox(box(20, -60, 380, 60))).toEqual(box(-180, -60, 180, 60))
  })

  it('clamps latitudes to the poles', () => {
    expect(normalizeBox(box(0, -95, 10, 91))).toEqual(box(0, -90, 10, 90))
  })
})

describe('snapping the box so small pans reuse an answer', () => {
  it('grows the box outwards, never inwards', () => {
    const view = box(2.2345, 48.8123, 2.4567, 48.9012)
    const snapped = snapBox(view, 12)
    expect(snapped.west).toBeLessThanOrEqual(view.west)
    expect(snapped.south).toBeLessThanOrEqual(view.south)
    expect(snapped.east).toBeGreaterThanOrEqual(view.east)
    expect(snapped.north).toBeGreaterThanOrEqual(view.north)
  })

  it('by at most 32 pixels on each side at the zoom', () => {
    // At zoom 12 a 256-pixel tile spans 360 / 4096 degrees of longitude.
    const pixel = 360 / 4096 / 256
    const view = box(2.2345, 48.8123, 2.4567, 48.9012)
    const snapped = snapBox(view, 12)
    expect(view.west - snapped.west).toBeLessThan(32 * pixel)
    expect(snapped.east - view.east).toBeLessThan(32 * pixel)
  })

  it('asks the same box after a pan of a few pixels', () => {
    // At zoom 10 the grid is 360 / 1024 / 8 degrees of longitude: edges 0.3 of a cell past a grid line.
    const grid = 360 / 1024 / 8
    const pixel = 360 / 1024 / 256
    const west = -180 + grid * (5 * 1024 + 0.3)
    const view = box(west, 48.8512, west + grid * 20, 48.9503)
    const moved = box(view.west + 3 * pixel, 48.8513, view.east + 3 * pixel, 48.9504)
    expect(mapViewQuery(moved, 10)).toEqual(mapViewQuery(view, 10))
    const farther = box(view.west + 30 * pixel, 48.8512, view.east + 30 * pixel, 48.9503)
    expect(mapViewQuery(farther, 10)).not.toEqual(mapViewQuery(view, 10))
  })

  it('reaches the pole once the view passes the Mercator square', () => {
    const snapped = snapBox(box(-10, -89, 10, 88), 1)
    expect(snapped.north).toBe(90)
    expect(snapped.south).toBe(-90)
  })
})

describe('the map query', () => {
  it('sends the snapped, wrapped box with 6 decimals at most and an integer zoom', () => {
    const query = mapViewQuery(box(2.2345678, 48.8123456, 2.4567891, 48.9012345), 12.4)
    expect(query.zoom).toBe(12)
    for (const edge of query.bbox.split(',')) expect(edge).toMatch(/^-?\d+(\.\d{1,6})?$/)
    const [west, south, east, north] = edges(query.bbox)
    expect(west).toBeLessThanOrEqual(2.2345678)
    expect(east).toBeGreaterThanOrEqual(2.4567891)
    expect(south).toBeLessThanOrEqual(48.8123456)
    expect(north).toBeGreaterThanOrEqual(48.9012345)
  })

  it('crosses the antimeridian for a view over the Pacific panned past 180', () => {
    const [west, , east] = edges(mapViewQuery(box(172.5, -45, 187.5, -35), 6).bbox)
    expect(west).toBeGreaterThan(170)
    expect(west).toBeLessThanOrEqual(172.5)
    expect(east).toBeLessThan(-170)
    expect(east).toBeGreaterThanOrEqual(-172.5)
  })

  it('asks the whole world for a view wider than it', () => {
    const [west, south, east, north] = edges(mapViewQuery(box(-300, -70, 250, 75), 0).bbox)
    expect([west, east]).toEqual([-180, 180])
    expect(south).toBeLessThanOrEqual(-70)
    expect(north).toBeGreaterThanOrEqual(75)
  })

  it('is a query the API accepts, at every zoom and over the antimeridian', () => {
    const views = [
      box(-300, -70, 250, 75),
      box(172.5, -45, 187.5, -35),
      box(-187.5, 60, -172.5, 89.9),
      box(2.35, 48.85, 2.36, 48.86),
    ]
    for (const view of views) {
      for (const zoom of [0, 3, 8, 13, MAP_MAX_ZOOM]) {
        const parsed = eventLocationsQuerySchema.safeParse(mapViewQuery(view, zoom))
        expect(parsed.success, `${JSON.stringify(view)} at ${zoom}`).toBe(true)
      }
    }
  })

  it('keeps the zoom within 0…MAP_MAX_ZOOM', () => {
    expect(queryZoom(-1)).toBe(0)
    expect(queryZoom(25)).toBe(MAP_MAX_ZOOM)
    expect(queryZoom(Number.NaN)).toBe(0)
    expect(queryZoom(7.6)).toBe(8)
  })
})

describe('markers beside a view panned around the world', () => {
  it('moves a longitude to the copy of the world the view is centred on', () => {
    expect(longitudeNear(-175, 180)).toBe(185)
    expect(longitudeNear(175, -180)).toBe(-185)
    expect(longitudeNear(2.35, 362)).toBe(362.35)
    expect(longitudeNear(2.35, 10)).toBe(2.35)
  })
})

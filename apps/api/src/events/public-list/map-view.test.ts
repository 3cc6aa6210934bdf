import type { EventMapPoint } from '@questboard/domain/event-api.schema'
import type { MapBox } from '@questboard/domain/map-box'
import { describe, expect, test } from 'vitest'
import { prng } from '../../testing/many-events.ts'
import { mercatorX, mercatorY } from './geometry.ts'
import { createMapView } from './map-view.ts'

const point = (id: number, lat: number, lng: number, name = `Event ${id}`): EventMapPoint => ({
  id,
  lat,
  lng,
  name,
  event_start_date: '2030-01-01T10:00',
  starts_at: '2030-01-01T09:00:00.000Z',
  timezone: 'Europe/Paris',
  event_type: 'Full',
  event_subtype: 'tournament',
  city: 'Paris',
})

/** The view of `points` in `box` at `zoom`, as the memory feeds it. */
function viewOf(box: MapBox, zoom: number, points: EventMapPoint[]) {
  const view = createMapView(box, zoom)
  for (const { id, lat, lng } of points) view.add(id, lat, lng, mercatorX(lng), mercatorY(lat))
  const byId = new Map(points.map((each) => [each.id, each]))
  return view.answer(new Map(view.singleIds().map((id) => [id, byId.get(id) as EventMapPoint])))
}

const total = (answer: ReturnType<typeof viewOf>) =>
  answer.events.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)

describe('the map view', () => {
  test('events close together at the zoom are one cluster, an event alone is itself', () => {
    const paris = [point(1, 48.85, 2.35), point(2, 48.851, 2.351), point(3, 48.852, 2.349)]
    const answer = viewOf({ west: -10, south: 35, east: 20, north: 60 }, 5, [...paris, point(4, 40.4, -3.7)])
    expect(answer.count).toBe(4)
    expect(answer.clusters).toEqual([{ lat: 48.851, lng: 2.35, count: 3 }])
    expect(answer.events.map((event) => event.id)).toEqual([4])
    // Close enough, they part.
    const near = viewOf({ west: 2.34, south: 48.84, east: 2.36, north: 48.86 }, 18, paris)
    expect(near.clusters).toEqual([])
    expect(near.events).toHaveLength(3)
  })

  test('the clusters and the single events add up to the count, at any zoom over any box', () => {
    const random = prng(3)
    const points = Array.from({ length: 20_000 }, (_, i) =>
      point(i + 1, -60 + random() * 130, -180 + random() * 360, 'x'.repeat(Math.floor(random() * 200))),
    )
    for (const zoom of [0, 3, 8, 13, 20]) {
      const answer = viewOf({ west: -180, south: -85, east: 180, north: 85 }, zoom, points)
      expect(answer.count).toBe(points.length)
      expect(total(answer)).toBe(points.length)
      expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThanOrEqual(100_000)
    }
  })

  test('single events with long names widen the cells until the answer fits in 100 KB', () => {
    const longName = 'É'.repeat(200)
    // 2,000 events a few hundred metres apart: alone in their cells at zoom 16, far too many to list.
    const points = Array.from({ length: 2_000 }, (_, i) =>
      point(i + 1, 48 + Math.floor(i / 50) * 0.01, 2 + (i % 50) * 0.01, longName),
    )
    const answer = viewOf({ west: 1.9, south: 47.9, east: 2.6, north: 48.5 }, 16, points)
    expect(total(answer)).toBe(2_000)
    expect(answer.clusters.length).toBeGreaterThan(0)
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThanOrEqual(100_000)
  })

  test('a box crossing the antimeridian gathers both sides, its clusters within -180…180', () => {
    const points = [
      point(1, -17.7, 179.9),
      point(2, -17.71, 179.95),
      point(3, -17.7, -179.9),
      point(4, -17.7, 0),
    ]
    const answer = viewOf({ west: 170, south: -30, east: -170, north: -10 }, 2, points.slice(0, 3))
    // The antimeridian is a cell edge at every zoom: the two sides are counted, each on its own side.
    expect(answer.count).toBe(3)
    expect(answer.clusters).toEqual([{ lat: -17.705, lng: 179.925, count: 2 }])
    expect(answer.events.map((event) => [event.id, event.lng])).toEqual([[3, -179.9]])
    // Over the whole world the same events are still where they are.
    expect(total(viewOf({ west: -180, south: -85, east: 180, north: 85 }, 2, points))).toBe(4)
  })
})

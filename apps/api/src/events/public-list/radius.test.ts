import type { EventMap, EventPage } from '@questboard/domain/event-api.schema'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { explain } from '../../testing/explain.ts'
import { createEvent, createUser, wallClockIn } from '../../testing/factories.ts'
import { getJson } from '../../testing/get-json.ts'
import { createPublicListRepository } from './public-list.repository.ts'

// The place search (issue 13): events within a radius of a place, by distance or by date, on the list and the map.

let app: TestApp
let owner: number
let paris: { id: number }
let versailles: { id: number }
let lyon: { id: number }
const PARIS = 'latitude=48.8566&longitude=2.3522'

beforeAll(async () => {
  app = await buildTestApp()
  owner = (await createUser(app.db, { store: 'Radius Store' })).id
  lyon = await createEvent(app.db, owner, { lat: 45.764, lng: 4.8357, start: wallClockIn(2) }) // 392 km
  versailles = await createEvent(app.db, owner, { lat: 48.8049, lng: 2.1204, start: wallClockIn(4) }) // 18 km
  paris = await createEvent(app.db, owner, { lat: 48.86, lng: 2.35, start: wallClockIn(6) }) // 0.4 km
  await createEvent(app.db, owner, { lat: null, lng: null, start: wallClockIn(3) }) // no point: never within
})
afterAll(() => app.close())

const list = (query: string) => getJson<EventPage>(app, `/api/events/?owner=${owner}&${query}`)
const ids = async (query: string) => (await list(query)).results.map((event) => event.id)

describe('GET /api/events/ with radius', () => {
  test('keeps the events within the radius (km) of the point, nearest first, and counts only those', async () => {
    const page = await list(`${PARIS}&radius=25`)
    expect(page.results.map((event) => event.id)).toEqual([paris.id, versailles.id])
    expect(page.count).toBe(2)
    expect(await ids(`${PARIS}&radius=10`)).toEqual([paris.id])
    expect(await ids(`${PARIS}&radius=500`)).toEqual([paris.id, versailles.id, lyon.id])
  })

  test('order=date with a point lists by start and still gives each event its distance', async () => {
    const page = await list(`${PARIS}&radius=25&order=date`)
    expect(page.results.map((event) => event.id)).toEqual([versailles.id, paris.id])
    expect(page.results[0]?.distance_km).toBeGreaterThan(15)
    expect(page.results[0]?.distance_km).toBeLessThan(20)
    expect(page.results[1]?.distance_km).toBeLessThan(1)
  })

  test('a radius needs the point it is around, and is a whole number of km from 1 to 500: else a 400 naming it', async () => {
    for (const query of ['radius=25', `${PARIS}&radius=0`, `${PARIS}&radius=501`, `${PARIS}&radius=ten`]) {
      const response = await app.inject({ method: 'GET', url: `/api/events/?${query}` })
      expect(response.statusCode, query).toBe(400)
      expect(Object.keys(response.json()), query).toEqual(['radius'])
    }
  })

  test("the map's box takes the same radius", async () => {
    const map = (radius: number) =>
      getJson<EventMap>(
        app,
        `/api/events/event_locations/?owner=${owner}&${PARIS}&radius=${radius}&bbox=-5,40,10,52`,
      )
    expect((await map(25)).count).toBe(2)
    expect((await map(500)).count).toBe(3)
  })

  test('the database narrows a radius with the location index', async () => {
    const query = createPublicListRepository(app.db).countPublicQuery({
      now: new Date(),
      radius: { center: { lat: 48.85, lng: 2.35 }, metres: 25_000 },
    })
    await app.db.execute(sql`SET enable_seqscan = off`)
    try {
      expect(await explain(app.db, query.toSQL())).toContain('events_published_location_idx')
    } finally {
      await app.db.execute(sql`RESET enable_seqscan`)
    }
  })
})

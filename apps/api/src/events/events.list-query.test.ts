// The list's query at its edges: a bad value is a 400 naming the parameter (list and map points alike), and a
// value no row can have finds nothing instead of failing. What each filter keeps: events.list.test.ts.
import type { EventPage } from '@questboard/domain/event-api.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { getJson } from '../testing/get-json.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('GET /api/events/: bad values', () => {
  test.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['page_size=101', 'page_size'],
    ['order=name', 'order'],
    ['country=ZZ', 'country'],
    ['latitude=91&longitude=2', 'latitude'],
    ['latitude=48', 'longitude'],
    ['longitude=abc&latitude=1', 'longitude'],
    ['event_type=External', 'event_type'],
    ['start_date=2026-02-30', 'start_date'],
    ['start_date=2026-03-02&end_date=2026-03-01', 'end_date'],
    ['game=first', 'game'],
    ['event_subtype=raid', 'event_subtype'],
    ['owner=-1', 'owner'],
    ['favorites=maybe', 'favorites'],
    ['is_free=yes', 'is_free'],
    ['seats_available=2', 'seats_available'],
    ['time_slice=night', 'time_slice'],
    ['city=paris', 'city'],
  ])('%s → 400 naming %s', async (query, field) => {
    for (const url of [`/api/events/?${query}`, `/api/events/event_locations/?${query}`]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      const body = response.json<Record<string, string[]>>()
      expect(Object.keys(body), url).toEqual([field])
      expect(body[field]?.[0]).toEqual(expect.any(String))
    }
  })
})

describe('GET /api/events/: values no row can have', () => {
  test('an id beyond the database integer finds nothing instead of failing', async () => {
    for (const query of ['owner=99999999999', 'game=99999999999', 'page=99999999999']) {
      const page = await getJson<EventPage>(app, `/api/events/?${query}`)
      expect(page.results, query).toEqual([])
    }
    expect((await app.inject({ method: 'GET', url: '/api/events/99999999999/' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/events/99999999999/players/' })).statusCode).toBe(
      404,
    )
  })
})

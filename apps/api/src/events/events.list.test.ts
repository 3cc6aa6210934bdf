import type { EventPage } from '@questboard/domain/event-api.schema'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { explain } from '../testing/explain.ts'
import { createEvent, createUser, follow, register, tokenFor, wallClockIn } from '../testing/factories.ts'
import { getJson } from '../testing/get-json.ts'
import { createPublicListRepository } from './public-list/public-list.repository.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const list = (query: string, headers: Record<string, string> = {}) =>
  getJson<EventPage>(app, `/api/events/?${query}`, headers)
const ids = async (query: string, headers: Record<string, string> = {}) =>
  (await list(query, headers)).results.map((event) => event.id)

/** A store of its own per test, so each test sees only the events it made (`owner=`). */
const newStore = async () => (await createUser(app.db, { store: 'Test Store' })).id

describe('GET /api/events/: what is listed', () => {
  test('lists published public events not yet ended; never drafts, cancelled, private or ended ones', async () => {
    const owner = await newStore()
    const upcoming = await createEvent(app.db, owner)
    const running = await createEvent(app.db, owner, { start: wallClockIn(0, '00:01'), hours: 47 })
    await createEvent(app.db, owner, { status: 'draft' })
    await createEvent(app.db, owner, { status: 'cancelled' })
    await createEvent(app.db, owner, { eventVisibility: 'PRIVATE' })
    await createEvent(app.db, owner, { start: wallClockIn(-3) })
    expect(await ids(`owner=${owner}&page_size=100`)).toEqual([running.id, upcoming.id])
  })

  test('shows past events when start_date asks for them, on the venue-local date', async () => {
    const owner = await newStore()
    const past = await createEvent(app.db, owner, { start: wallClockIn(-3) })
    const future = await createEvent(app.db, owner, { start: wallClockIn(3) })
    const from = wallClockIn(-3).slice(0, 10)
    expect(await ids(`owner=${owner}&start_date=${from}`)).toEqual([past.id, future.id])
    expect(await ids(`owner=${owner}&start_date=${from}&end_date=${from}`)).toEqual([past.id])
  })

  test('filters dates on the venue wall clock, not on UTC', async () => {
    const owner = await newStore()
    // 23:30 in Los Angeles on day D is already day D+1 in UTC.
    const late = await createEvent(app.db, owner, {
      start: wallClockIn(10, '23:30'),
      timezone: 'America/Los_Angeles',
      countryCode: 'US',
    })
    const day = wallClockIn(10).slice(0, 10)
    const nextDay = wallClockIn(11).slice(0, 10)
    expect(await ids(`owner=${owner}&start_date=${day}&end_date=${day}`)).toEqual([late.id])
    expect(await ids(`owner=${owner}&start_date=${nextDay}`)).toEqual([])
    expect(await ids(`owner=${owner}&end_date=${day}`)).toEqual([late.id])
  })

  test('each filter keeps the matching events and drops the others', async () => {
    const owner = await newStore()
    const base = await createEvent(app.db, owner, { price: '0', accessibleLocation: true })
    const berlin = await createEvent(app.db, owner, {
      countryCode: 'DE',
      cityId: 401,
      timezone: 'Europe/Berlin',
      gameId: 2,
      eventType: 'Light',
      eventSubtype: 'demo',
      maxPlayers: null,
      price: '10',
      currency: 'EUR',
      officialEvent: true,
      start: wallClockIn(8, '19:00'),
    })
    const full = await createEvent(app.db, owner, { maxPlayers: 2, start: wallClockIn(9, '12:00') })
    const players = [await createUser(app.db), await createUser(app.db)]
    await register(
      app.db,
      full.id,
      players.map((p) => p.id),
    )

    const cases: [string, number[]][] = [
      ['country=DE', [berlin.id]],
      ['country=fr', [base.id, full.id]],
      ['city=401', [berlin.id]],
      ['city=99999', [base.id, berlin.id, full.id]],
      ['game=2', [berlin.id]],
      ['event_type=Light', [berlin.id]],
      ['event_type=Full', [base.id, full.id]],
      ['event_type=all', [base.id, berlin.id, full.id]],
      ['event_subtype=demo', [berlin.id]],
      ['is_free=true', [base.id, full.id]],
      ['is_free=false', [berlin.id]],
      ['accessible_location=true', [base.id]],
      ['official_event=1', [berlin.id]],
      ['seats_available=true', [base.id, berlin.id]],
      ['seats_available=false', [full.id]],
      ['time_slice=morning', []],
      ['time_slice=afternoon', [base.id, full.id]],
      ['time_slice=evening', [berlin.id]],
    ]
    for (const [query, expected] of cases) {
      expect(await ids(`owner=${owner}&${query}`), query).toEqual(expected)
    }
  })

  test('time slices follow the venue clock: 11:59 morning, 12:00 afternoon, 17:59 afternoon, 18:00 evening', async () => {
    const owner = await newStore()
    const at = (time: string) => createEvent(app.db, owner, { start: wallClockIn(5, time) })
    const [e1159, e1200, e1759, e1800] = [
      await at('11:59'),
      await at('12:00'),
      await at('17:59'),
      await at('18:00'),
    ]
    expect(await ids(`owner=${owner}&time_slice=morning`)).toEqual([e1159.id])
    expect(await ids(`owner=${owner}&time_slice=afternoon`)).toEqual([e1200.id, e1759.id])
    expect(await ids(`owner=${owner}&time_slice=evening`)).toEqual([e1800.id])
  })

  test('favorites=true lists the events of the stores the caller starred; nothing for an anonymous caller', async () => {
    const starred = await newStore()
    const other = await newStore()
    const mine = await createEvent(app.db, starred)
    await createEvent(app.db, other)
    const player = await createUser(app.db)
    await follow(app.db, player.id, starred)
    const headers = await tokenFor(app.db, player.id)
    expect(await ids('favorites=true&page_size=100', headers)).toEqual([mine.id])
    const anonymous = await list('favorites=true')
    expect(anonymous).toEqual({ count: 0, next: null, previous: null, results: [] })
  })
})

describe('GET /api/events/: order and paging', () => {
  test('with coordinates, nearest first with the distance in km; without them order=distance is by date', async () => {
    const owner = await newStore()
    const far = await createEvent(app.db, owner, { lat: 43.2965, lng: 5.3698, start: wallClockIn(2) }) // Marseille
    const near = await createEvent(app.db, owner, { lat: 48.86, lng: 2.35, start: wallClockIn(6) }) // Paris
    const middle = await createEvent(app.db, owner, { lat: 45.764, lng: 4.8357, start: wallClockIn(4) }) // Lyon
    const page = await list(`owner=${owner}&latitude=48.8566&longitude=2.3522&order=distance`)
    expect(page.results.map((event) => event.id)).toEqual([near.id, middle.id, far.id])
    expect(page.results[0]?.distance_km).toBeLessThan(1)
    expect(page.results[2]?.distance_km).toBeGreaterThan(600)
    expect(page.results[2]?.distance_km).toBeLessThan(700)
    // Coordinates alone sort by distance too (spec §4).
    expect(await ids(`owner=${owner}&latitude=48.8566&longitude=2.3522`)).toEqual([
      near.id,
      middle.id,
      far.id,
    ])
    const byDate = await list(`owner=${owner}&order=distance`)
    expect(byDate.results.map((event) => event.id)).toEqual([far.id, middle.id, near.id])
    expect(byDate.results[0]?.distance_km).toBeNull()
  })

  test('the nearest events come straight from the GiST index, with no sort of the candidates', async () => {
    const query = createPublicListRepository(app.db)
      .nearestPublicQuery(
        { now: new Date(), isFree: true },
        { near: { lat: 48.85, lng: 2.35 }, page: { limit: 50, offset: 0 }, callerId: 1 },
      )
      .toSQL()
    await app.db.execute(sql`SET enable_seqscan = off`)
    try {
      const plan = await explain(app.db, query)
      expect(plan).toContain('events_published_location_idx')
      expect(plan).not.toMatch(/\bSort\b/)
    } finally {
      await app.db.execute(sql`RESET enable_seqscan`)
    }
  })

  test('pages with count and absolute next/previous links that keep the filters', async () => {
    const owner = await newStore()
    const made = []
    for (let day = 1; day <= 5; day++)
      made.push(await createEvent(app.db, owner, { start: wallClockIn(day) }))
    const first = await list(`owner=${owner}&page_size=2&is_free=true`)
    expect(first.count).toBe(5)
    expect(first.results.map((e) => e.id)).toEqual([made[0]?.id, made[1]?.id])
    expect(first.previous).toBeNull()
    expect(first.next).toBe(
      `http://localhost:8080/api/events/?owner=${owner}&page_size=2&is_free=true&page=2`,
    )
    const last = await list(`owner=${owner}&page_size=2&is_free=true&page=3`)
    expect(last.results.map((e) => e.id)).toEqual([made[4]?.id])
    expect(last.next).toBeNull()
    expect(last.previous).toBe(
      `http://localhost:8080/api/events/?owner=${owner}&page_size=2&is_free=true&page=2`,
    )
    const second = await list(`owner=${owner}&page_size=2&is_free=true&page=2`)
    expect(second.previous).toBe(`http://localhost:8080/api/events/?owner=${owner}&page_size=2&is_free=true`)
    const beyond = await list(`owner=${owner}&page_size=2&page=9`)
    expect(beyond.results).toEqual([])
    expect(beyond.count).toBe(5)
  })

  test('by date, events under way come first, then the upcoming ones, across page boundaries', async () => {
    const owner = await newStore()
    const underWay = [
      await createEvent(app.db, owner, { start: wallClockIn(-3), hours: 24 * 10 }),
      await createEvent(app.db, owner, { start: wallClockIn(-2), hours: 24 * 10 }),
      await createEvent(app.db, owner, { start: wallClockIn(-1), hours: 24 * 10 }),
    ]
    const upcoming = [
      await createEvent(app.db, owner, { start: wallClockIn(1) }),
      await createEvent(app.db, owner, { start: wallClockIn(2) }),
      await createEvent(app.db, owner, { start: wallClockIn(3) }),
    ]
    await createEvent(app.db, owner, { start: wallClockIn(-4), hours: 1 })
    const pages = []
    for (let page = 1; page <= 4; page++) pages.push(await ids(`owner=${owner}&page_size=2&page=${page}`))
    const [a, b, c] = underWay.map((event) => event.id)
    const [d, e, f] = upcoming.map((event) => event.id)
    expect(pages).toEqual([[a, b], [c, d], [e, f], []])
    expect((await list(`owner=${owner}&page_size=4&page=2`)).results.map((event) => event.id)).toEqual([e, f])
    const points = await app.inject({ method: 'GET', url: `/api/events/event_locations/?owner=${owner}` })
    expect(points.json().map((point: { id: number }) => point.id)).toEqual([a, b, c, d, e, f])
  })

  test('a list item carries the computed state the client relies on', async () => {
    const owner = await newStore()
    const event = await createEvent(app.db, owner, { maxPlayers: 3, price: '12.50', currency: 'EUR' })
    const player = await createUser(app.db)
    await register(app.db, event.id, [player.id])
    const [item] = (await list(`owner=${owner}`, await tokenFor(app.db, player.id))).results
    expect(item).toMatchObject({
      id: event.id,
      game_name: 'Crownfall Chronicles',
      event_price: 12.5,
      event_currency: 'EUR',
      status: 'published',
      time_state: 'future',
      players_count: 1,
      seats_left: 2,
      is_registered: true,
      lifecycle_labels: ['registered'],
      registration_open: true,
      city_id: 201,
      store: { id: owner, name: 'Test Store', is_favorite: false },
      address: {
        street: '1 rue de Rivoli',
        street_2: null,
        city: 'Paris',
        postcode: '75001',
        region: null,
        country: 'FR',
      },
    })
  })
})

describe('GET /api/events/event_locations/', () => {
  test('gives light map points for the same filters, without paging', async () => {
    const owner = await newStore()
    const paris = await createEvent(app.db, owner)
    const lyon = await createEvent(app.db, owner, { lat: 45.764, lng: 4.8357, cityId: 203, address: {} })
    await createEvent(app.db, owner, { status: 'draft' })
    await createEvent(app.db, owner, { gameId: 3 })
    const response = await app.inject({
      method: 'GET',
      url: `/api/events/event_locations/?owner=${owner}&game=1`,
    })
    expect(response.statusCode).toBe(200)
    const points = response.json<Record<string, unknown>[]>()
    expect(points.map((point) => point.id)).toEqual([paris.id, lyon.id])
    expect(points[0]).toEqual({
      id: paris.id,
      name: paris.name,
      latitude: 48.8566,
      longitude: 2.3522,
      event_start_date: paris.startLocal,
      event_type: 'Full',
      event_subtype: 'tournament',
      city: 'Paris',
    })
    // Without an address city, the preset city's name.
    expect(points[1]?.city).toBe('Lyon')
  })
})

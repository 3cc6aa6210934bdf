import type { EventPage } from '@questboard/domain/event-api.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { parseCalendar } from '../testing/calendar.ts'
import { createEvent, createUser, register, tokenFor, wallClockIn } from '../testing/factories.ts'
import { getJson } from '../testing/get-json.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
/** The feed's events as two calendar parsers read it. */
const feed = async (url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
  return { response, calendar: parseCalendar(response.body) }
}
const uid = (id: number) => `event-${id}@localhost`
const newStore = async (name = 'Dragon Den') => (await createUser(app.db, { store: name })).id

describe('GET /api/events/{id}/calendar.ics', () => {
  test('the event page’s file: the event’s one UID, its venue time zone, a link in the reader’s language', async () => {
    const event = await createEvent(app.db, await newStore(), { start: wallClockIn(9, '14:30') })
    const { calendar } = await feed(`/api/events/${event.id}/calendar.ics`, { 'accept-language': 'nl' })
    expect(calendar.events).toMatchObject([
      {
        uid: uid(event.id),
        sequence: 0,
        status: 'CONFIRMED',
        start: event.startsAt,
        end: event.endsAt,
        timezone: 'Europe/Paris',
        url: `http://localhost:8080/nl/events/${event.id}`,
      },
    ])
  })

  test('404 for a draft, an unknown event and an id that is not one', async () => {
    const draft = await createEvent(app.db, await newStore(), { status: 'draft' })
    for (const id of [draft.id, 999_999, 'abc']) {
      expect((await get(`/api/events/${id}/calendar.ics`)).statusCode).toBe(404)
    }
  })
})

describe('GET /api/feeds/events.ics', () => {
  test('holds what GET /api/events/ lists with the same filters, and the cancelled and recently ended events', async () => {
    const owner = await newStore()
    const filters = `owner=${owner}&game=2&event_type=Full`
    const soon = await createEvent(app.db, owner, { gameId: 2, start: wallClockIn(3) })
    const later = await createEvent(app.db, owner, {
      gameId: 2,
      start: wallClockIn(20),
      timezone: 'Europe/London',
    })
    const cancelled = await createEvent(app.db, owner, { gameId: 2, status: 'cancelled', sequence: 1 })
    const endedLately = await createEvent(app.db, owner, { gameId: 2, start: wallClockIn(-10) })
    await createEvent(app.db, owner, { gameId: 2, start: wallClockIn(-40) })
    await createEvent(app.db, owner, { gameId: 3 })
    await createEvent(app.db, owner, { gameId: 2, status: 'draft' })
    await createEvent(app.db, owner, { gameId: 2, eventVisibility: 'PRIVATE' })

    const listed = await getJson<EventPage>(app, `/api/events/?${filters}`)
    expect(listed.results.map((event) => event.id)).toEqual([soon.id, later.id])
    const { response, calendar } = await feed(`/api/feeds/events.ics?${filters}`)
    expect(calendar.events.map((event) => event.uid)).toEqual(
      [endedLately, soon, cancelled, later].map((event) => uid(event.id)),
    )
    expect(calendar.events.find((event) => event.uid === uid(cancelled.id))).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
    })
    expect(calendar.timezones.sort()).toEqual(['Europe/London', 'Europe/Paris'])
    expect(calendar).toMatchObject({
      name: 'Questboard events',
      refreshInterval: 'PT1H',
      publishedTtl: 'PT1H',
    })
    expect(response.headers['cache-control']).toBe('public, max-age=300')
  })

  test('400 naming the filter that is wrong; favorites, which needs a reader, is refused', async () => {
    const bad = await get('/api/feeds/events.ics?game=abc')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json())).toContain('game')
    const favorites = await get('/api/feeds/events.ics?favorites=true')
    expect(favorites.statusCode).toBe(400)
    expect(Object.keys(favorites.json())).toEqual(['favorites'])
  })

  test('answers 304 while the feed is unchanged, and the new revision once an event is cancelled', async () => {
    const owner = await createUser(app.db, { store: 'Cache Store' })
    const event = await createEvent(app.db, owner.id)
    const url = `/api/feeds/events.ics?owner=${owner.id}`
    const { response } = await feed(url)
    const etag = String(response.headers.etag)
    const lastModified = String(response.headers['last-modified'])
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304)
    expect((await get(url, { 'if-modified-since': lastModified })).statusCode).toBe(304)

    const headers = await tokenFor(app.db, owner.id, ['user', 'organizer'])
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/events/${event.id}/`, headers })).statusCode,
    ).toBe(204)
    const changed = await get(url, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(parseCalendar(changed.body).events).toMatchObject([{ status: 'CANCELLED', sequence: 1 }])
  })
})

describe('GET /api/stores/{id}/events.ics', () => {
  test('a public store’s events, in a feed named after it; 404 for anyone else', async () => {
    const store = await newStore('Goblin Games')
    const other = await newStore('Elsewhere')
    const own = await createEvent(app.db, store)
    await createEvent(app.db, other)
    const { calendar } = await feed(`/api/stores/${store}/events.ics`)
    expect(calendar.name).toBe('Goblin Games (Questboard)')
    expect(calendar.events.map((event) => event.uid)).toEqual([uid(own.id)])
    const player = await createUser(app.db)
    expect((await get(`/api/stores/${player.id}/events.ics`)).statusCode).toBe(404)
  })
})

describe('the player’s private feed', () => {
  const address = async (headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') => {
    const response = await app.inject({ method, url: '/api/users/me/calendar_feed/', headers })
    expect(response.statusCode).toBe(200)
    return response.json<{ url: string; webcal_url: string }>()
  }
  const path = (url: string) => url.replace('http://localhost:8080', '')

  test('lists their events, cancelled ones marked, in their language, behind a token they can reset', async () => {
    const store = await newStore()
    const player = await createUser(app.db, { locale: 'it' })
    const headers = await tokenFor(app.db, player.id)
    const kept = await createEvent(app.db, store, { start: wallClockIn(5) })
    const cancelled = await createEvent(app.db, store, {
      start: wallClockIn(6),
      status: 'cancelled',
      sequence: 1,
    })
    const left = await createEvent(app.db, store, { start: wallClockIn(7) })
    await createEvent(app.db, store, { start: wallClockIn(8) })
    await register(app.db, kept.id, [player.id])
    await register(app.db, cancelled.id, [player.id])
    await register(app.db, left.id, [player.id])
    const unregistered = await app.inject({
      method: 'DELETE',
      url: `/api/events/${left.id}/register/`,
      headers,
    })
    expect(unregistered.statusCode).toBe(204)

    const first = await address(headers)
    expect(first.url).toMatch(/^http:\/\/localhost:8080\/api\/feeds\/me\/[A-Za-z0-9_-]{32}\.ics$/)
    expect(first.webcal_url).toBe(first.url.replace('http:', 'webcal:'))
    expect(await address(headers)).toEqual(first)
    const { response, calendar } = await feed(path(first.url))
    expect(response.headers['cache-control']).toBe('private, max-age=300')
    expect(calendar.name).toBe('I miei eventi Questboard')
    expect(calendar.events).toMatchObject([
      { uid: uid(kept.id), status: 'CONFIRMED', url: `http://localhost:8080/it/events/${kept.id}` },
      { uid: uid(cancelled.id), status: 'CANCELLED', sequence: 1 },
    ])

    const reset = await address(headers, 'POST')
    expect(reset.url).not.toBe(first.url)
    expect((await get(path(first.url))).statusCode).toBe(404)
    expect((await feed(path(reset.url))).calendar.events).toHaveLength(2)
  })

  test('401 without a token; 404 for a token nobody has', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/me/calendar_feed/' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: '/api/users/me/calendar_feed/' })).statusCode).toBe(401)
    expect((await get(`/api/feeds/me/${'x'.repeat(32)}.ics`)).statusCode).toBe(404)
    expect((await get('/api/feeds/me/short.ics')).statusCode).toBe(404)
  })
})

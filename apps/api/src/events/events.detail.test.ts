import type { EventDetail, MyEventsPage } from '@questboard/domain/event-api.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, register, tokenFor, wallClockIn } from '../testing/factories.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('GET /api/events/{id}/', () => {
  test('gives every field of the event with the computed state, to anybody', async () => {
    const store = await createUser(app.db, { store: 'Le Donjon' })
    const startsAt = wallClockIn(10, '14:00')
    const event = await createEvent(app.db, store.id, {
      start: startsAt,
      maxPlayers: 2,
      minPlayers: 1,
      price: '8',
      currency: 'EUR',
      registrationDeadline: new Date(Date.now() + 9 * 86_400_000),
      additionalInfo: { registration_date: 'D-2', language: 'fr', event_description: 'Bring a deck' },
    })
    const response = await get(`/api/events/${event.id}/`)
    expect(response.statusCode).toBe(200)
    const body = response.json<EventDetail>()
    expect(body).toMatchObject({
      id: event.id,
      name: event.name,
      game: 1,
      game_name: 'Crownfall Chronicles',
      event_start_date: startsAt,
      event_type: 'Full',
      event_subtype: 'tournament',
      owner: store.id,
      event_visibility: 'PUBLIC',
      awarded_xp: false,
      light_event: false,
      use_my_address: false,
      user_address: null,
      timezone: 'Europe/Paris',
      status: 'published',
      time_state: 'future',
      lifecycle_labels: [],
      players_count: 0,
      seats_left: 2,
      registration_open: true,
      is_registered: false,
      store: { id: store.id, name: 'Le Donjon', website: 'https://store.example.com', is_favorite: false },
      additional_info: {
        registration_date: 'D-2',
        event_description: 'Bring a deck',
        min_players: 1,
        max_players: 2,
        event_price: 8,
        event_currency: 'EUR',
        event_start_timestamp: event.startsAt.toISOString(),
      },
    })
    expect(body.registration_deadline).toBe(event.registrationDeadline?.toISOString())
  })

  test('says whether the caller is registered, and sold out when the seats are taken', async () => {
    const store = await createUser(app.db)
    const event = await createEvent(app.db, store.id, { maxPlayers: 2 })
    const [alice, bob] = [await createUser(app.db), await createUser(app.db)]
    await register(app.db, event.id, [alice.id, bob.id])
    const asAlice = (
      await get(`/api/events/${event.id}/`, await tokenFor(app.db, alice.id))
    ).json<EventDetail>()
    expect(asAlice).toMatchObject({
      is_registered: true,
      players_count: 2,
      seats_left: 0,
      registration_open: false,
      lifecycle_labels: ['registered', 'sold_out'],
      // The owner has no public store.
      store: null,
    })
    expect((await get(`/api/events/${event.id}/`)).json<EventDetail>().is_registered).toBe(false)
  })

  test('closes registration after the deadline, and labels cancelled, running and ended events', async () => {
    const store = await createUser(app.db)
    const closed = await createEvent(app.db, store.id, {
      registrationDeadline: new Date(Date.now() - 60_000),
    })
    const cancelled = await createEvent(app.db, store.id, { status: 'cancelled' })
    const running = await createEvent(app.db, store.id, { start: wallClockIn(0, '00:00'), hours: 48 })
    const ended = await createEvent(app.db, store.id, { start: wallClockIn(-5) })
    const read = async (id: number) => (await get(`/api/events/${id}/`)).json<EventDetail>()
    expect(await read(closed.id)).toMatchObject({ registration_open: false, time_state: 'future' })
    expect(await read(cancelled.id)).toMatchObject({
      registration_open: false,
      lifecycle_labels: ['cancelled'],
    })
    expect(await read(running.id)).toMatchObject({ time_state: 'started', lifecycle_labels: ['in_progress'] })
    expect(await read(ended.id)).toMatchObject({ time_state: 'past', lifecycle_labels: ['completed'] })
  })

  test('shows a draft to its owner and admins only; 404 to others, and for an unknown id', async () => {
    const owner = await createUser(app.db)
    const draft = await createEvent(app.db, owner.id, { status: 'draft' })
    const url = `/api/events/${draft.id}/`
    expect((await get(url)).statusCode).toBe(404)
    expect((await get(url)).json()).toEqual({ detail: 'Not found.' })
    const stranger = await createUser(app.db)
    expect((await get(url, await tokenFor(app.db, stranger.id, ['user', 'organizer']))).statusCode).toBe(404)
    expect((await get(url, await tokenFor(app.db, owner.id, ['user', 'organizer']))).statusCode).toBe(200)
    const admin = await createUser(app.db)
    expect((await get(url, await tokenFor(app.db, admin.id, ['user', 'admin']))).statusCode).toBe(200)
    expect((await get(`${url}players/`)).statusCode).toBe(404)
    expect((await get('/api/events/999999/')).statusCode).toBe(404)
  })

  test.each(['abc', '+325', '%20325', '3.25e2', '0x1f', '0', '99999999999'])(
    'an id that is not digits only (%s) names no event: 404, never another event',
    async (id) => {
      const event = await createEvent(app.db, (await createUser(app.db, { store: 'Id Store' })).id, {
        status: 'published',
      })
      expect((await get(`/api/events/${event.id}/`)).statusCode).toBe(200)
      const response = await get(`/api/events/${id.replace('325', String(event.id))}/`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    },
  )

  test("gives the store's address as user_address when the event uses it", async () => {
    const store = await createUser(app.db, { store: 'Corner Store' })
    const event = await createEvent(app.db, store.id, { useMyAddress: true })
    const body = (await get(`/api/events/${event.id}/`)).json<EventDetail>()
    expect(body.user_address).toMatchObject({ street: '1 rue de Rivoli', city: 'Paris', country: 'FR' })
  })
})

describe('GET /api/events/{id}/players/', () => {
  test('lists the registered players by id and nickname, never their emails', async () => {
    const store = await createUser(app.db)
    const event = await createEvent(app.db, store.id)
    const alice = await createUser(app.db, { nickname: 'Alice' })
    const bob = await createUser(app.db, { nickname: 'Bob' })
    await register(app.db, event.id, [alice.id])
    await register(app.db, event.id, [bob.id])
    const response = await get(`/api/events/${event.id}/players/`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { id: alice.id, nickname: 'Alice' },
      { id: bob.id, nickname: 'Bob' },
    ])
    expect(response.body).not.toContain('@')
  })
})

describe('GET /api/events/me/', () => {
  test('needs a caller', async () => {
    expect((await get('/api/events/me/')).statusCode).toBe(401)
  })

  test("lists a player's registrations, upcoming by default and past on asking", async () => {
    const store = await createUser(app.db)
    const player = await createUser(app.db)
    const soon = await createEvent(app.db, store.id, { start: wallClockIn(3) })
    const later = await createEvent(app.db, store.id, { start: wallClockIn(9) })
    const before = await createEvent(app.db, store.id, { start: wallClockIn(-9) })
    await createEvent(app.db, store.id, { start: wallClockIn(4) })
    for (const event of [soon, later, before]) await register(app.db, event.id, [player.id])
    const headers = await tokenFor(app.db, player.id)
    const upcoming = (await get('/api/events/me/', headers)).json<MyEventsPage>()
    expect(upcoming.count).toBe(2)
    expect(upcoming.results.map((e) => [e.id, e.relation, e.is_registered])).toEqual([
      [soon.id, 'player', true],
      [later.id, 'player', true],
    ])
    const past = (await get('/api/events/me/?when=past', headers)).json<MyEventsPage>()
    expect(past.results.map((e) => e.id)).toEqual([before.id])
    const paged = (await get('/api/events/me/?page_size=1', headers)).json<MyEventsPage>()
    expect(paged.next).toBe('http://localhost:8080/api/events/me/?page_size=1&page=2')
  })

  test('adds the events an organizer owns, drafts included', async () => {
    const organizer = await createUser(app.db, { store: 'Own Store' })
    const other = await createUser(app.db)
    const owned = await createEvent(app.db, organizer.id, { start: wallClockIn(5) })
    const draft = await createEvent(app.db, organizer.id, { status: 'draft', start: wallClockIn(6) })
    const elsewhere = await createEvent(app.db, other.id, { start: wallClockIn(2) })
    await register(app.db, elsewhere.id, [organizer.id])
    const asOrganizer = (
      await get('/api/events/me/', await tokenFor(app.db, organizer.id, ['user', 'organizer']))
    ).json<MyEventsPage>()
    expect(asOrganizer.results.map((e) => [e.id, e.relation, e.status])).toEqual([
      [elsewhere.id, 'player', 'published'],
      [owned.id, 'owner', 'published'],
      [draft.id, 'owner', 'draft'],
    ])
    // Without the organizer role (any more), only the registrations.
    const asPlayer = (await get('/api/events/me/', await tokenFor(app.db, organizer.id))).json<MyEventsPage>()
    expect(asPlayer.results.map((e) => e.id)).toEqual([elsewhere.id])
  })

  test('a bad when is a 400 naming it', async () => {
    const player = await createUser(app.db)
    const response = await get('/api/events/me/?when=tomorrow', await tokenFor(app.db, player.id))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['when'])
  })
})

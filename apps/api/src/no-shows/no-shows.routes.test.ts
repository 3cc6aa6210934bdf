import type { EventDetail } from '@questboard/domain/event-api.schema'
import { NO_SHOW_LATE_HOURS } from '@questboard/domain/no-shows'
import type { PlayerRecord } from '@questboard/domain/player-record.schema'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { registrations } from '../db/schema.ts'
import { createRegistrationsRepository } from '../registrations/registrations.repository.ts'
import { createRegistrationsService } from '../registrations/registrations.service.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, register, tokenFor, wallClockIn } from '../testing/factories.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { offeredTo, seatsOf, waitlistCalls } from '../testing/waitlist-fixtures.ts'
import { createWaitlistRepository } from '../waitlist/waitlist.repository.ts'
import { createWaitlistOffers } from '../waitlist/waitlist-offers.ts'
import { createNoShows, NoShowRefusal } from './no-show-rule.ts'
import { createPlayerRecordRepository } from './player-record.repository.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

let app: TestApp
let admin: Record<string, string>
/** Another store, where the players below missed or attended events. */
let elsewhere: number

beforeAll(async () => {
  app = await buildTestApp()
  admin = await tokenFor(app.db, (await createUser(app.db)).id, ['user', 'admin'])
  elsewhere = (await createUser(app.db, { store: 'Elsewhere' })).id
})
afterAll(() => app?.close())

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })

/**
 * An event of another store that started `daysAgo` days ago, where `missed` registered and never came and
 * `attended` were checked in, when event day paired round 1 (which stamps the no-shows, decision 025).
 */
async function playedEvent(daysAgo: number, { missed = [] as number[], attended = [] as number[] }) {
  const event = await createEvent(app.db, elsewhere, { start: wallClockIn(-daysAgo) })
  await register(app.db, event.id, [...missed, ...attended])
  for (const userId of attended) {
    expect(
      (await inject('POST', `/api/events/${event.id}/check_ins/`, admin, { user_id: userId })).statusCode,
    ).toBe(201)
  }
  for (const guest of ['Guest A', 'Guest B']) {
    await inject('POST', `/api/events/${event.id}/check_ins/`, admin, { guest_name: guest })
  }
  const round = await inject('POST', `/api/events/${event.id}/rounds/`, admin)
  expect(round.statusCode, round.body).toBe(201)
  return event
}

/** A player with a token, who missed `missed` events of another store in the last 90 days. */
async function playerWhoMissed(missed: number) {
  const user = await createUser(app.db)
  for (let i = 0; i < missed; i++) await playedEvent(5 + i * 20, { missed: [user.id] })
  return { user, headers: await tokenFor(app.db, user.id, ['user']) }
}

/** A store (organizer) whose rule is `rule`, set through its profile form. */
async function storeWithRule(rule: string) {
  const store = await createUser(app.db, { store: `Store ${rule}` })
  const headers = await tokenFor(app.db, store.id, ['user', 'organizer'])
  const form = new FormData()
  form.append('no_show_rule', rule)
  const saved = await inject('POST', '/api/users/me/', headers, form)
  expect(saved.statusCode, saved.body).toBe(204)
  return { store, headers }
}

/** A published event of `storeId` starting in `hours` hours. */
const eventIn = (storeId: number, hours: number) => {
  const start = new Date(Date.now() + hours * HOUR)
  return createEvent(app.db, storeId, {
    start: start.toISOString().slice(0, 16),
    timezone: 'UTC',
  })
}

const registerFor = (eventId: number, headers: Record<string, string>) =>
  inject('POST', `/api/events/${eventId}/register/`, headers)

describe('a player’s record', () => {
  test('counts the events attended and missed, recently missed apart', async () => {
    const { user, headers } = await playerWhoMissed(1)
    await playedEvent(120, { missed: [user.id] })
    await playedEvent(30, { attended: [user.id] })
    // A cancelled event counts for nothing.
    const cancelled = await playedEvent(15, { missed: [user.id] })
    await inject('DELETE', `/api/events/${cancelled.id}/`, admin)
    const response = await inject('GET', '/api/users/me/record/', headers)
    expect(response.statusCode).toBe(200)
    expect(response.json<PlayerRecord>()).toEqual({
      attended: 1,
      missed: 2,
      missed_recently: 1,
      window_days: 90,
      threshold: 2,
    })
    expect((await app.inject({ method: 'GET', url: '/api/users/me/record/' })).statusCode).toBe(401)
  })

  test('a late check-in is no miss', async () => {
    const user = await createUser(app.db)
    const event = await playedEvent(3, { missed: [user.id] })
    const [row] = await app.db
      .select({ noShowAt: registrations.noShowAt })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.userId, user.id)))
    expect(row?.noShowAt).toBeInstanceOf(Date)
    await inject('POST', `/api/events/${event.id}/check_ins/`, admin, { user_id: user.id })
    const record = await inject('GET', '/api/users/me/record/', await tokenFor(app.db, user.id, ['user']))
    expect(record.json<PlayerRecord>()).toMatchObject({ attended: 1, missed: 0 })
  })
})

describe('a store’s rule about missed events', () => {
  test('is off by default: everyone registers', async () => {
    const store = await createUser(app.db, { store: 'Open house' })
    const profile = await inject(
      'GET',
      '/api/users/me/',
      await tokenFor(app.db, store.id, ['user', 'organizer']),
    )
    expect(profile.json()).toMatchObject({ no_show_rule: 'off' })
    const event = await eventIn(store.id, 24 * 7)
    expect((await inject('GET', `/api/events/${event.id}/`, {})).json<EventDetail>().no_show_rule).toBe('off')
    const { headers } = await playerWhoMissed(3)
    expect((await registerFor(event.id, headers)).statusCode).toBe(201)
  })

  test('last 48 hours: a player who missed two events waits, and is told from when', async () => {
    const { store } = await storeWithRule('last_48_hours')
    const early = await eventIn(store.id, 24 * 7)
    expect((await inject('GET', `/api/events/${early.id}/`, {})).json<EventDetail>().no_show_rule).toBe(
      'last_48_hours',
    )
    const { headers } = await playerWhoMissed(2)
    const refused = await registerFor(early.id, headers)
    expect(refused.statusCode).toBe(403)
    const opensAt = new Date(early.startsAt.getTime() - NO_SHOW_LATE_HOURS * HOUR).toISOString()
    expect(refused.json()).toEqual({
      detail:
        'You missed 2 or more events you registered for in the last 90 days: this store takes your registration ' +
        `only in the last 48 hours before its events, from ${opensAt}.`,
      reason: 'no_shows_late',
      opens_at: opensAt,
    })
    const soon = await eventIn(store.id, 47)
    expect((await registerFor(soon.id, headers)).statusCode).toBe(201)
    // One missed event is not two.
    expect((await registerFor(early.id, (await playerWhoMissed(1)).headers)).statusCode).toBe(201)
  })

  test('closed: a player who missed two events does not register at all', async () => {
    const { store } = await storeWithRule('closed')
    const soon = await eventIn(store.id, 5)
    const refused = await registerFor(soon.id, (await playerWhoMissed(2)).headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ reason: 'no_shows_barred', opens_at: null })
    expect((await registerFor(soon.id, (await playerWhoMissed(0)).headers)).statusCode).toBe(201)
  })

  test('a store sets only one of the three rules (400 naming the field)', async () => {
    const store = await createUser(app.db, { store: 'Picky' })
    const form = new FormData()
    form.append('no_show_rule', 'sometimes')
    const response = await inject(
      'POST',
      '/api/users/me/',
      await tokenFor(app.db, store.id, ['user', 'organizer']),
      form,
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ no_show_rule: ['This value must be one of the proposed choices'] })
  })
})

describe('the waitlist follows the store’s rule as registering does (one rule: noShows.assertMayRegister)', () => {
  /** A sold-out event of the store (one seat, taken) starting in `hours` hours, and its one registered player. */
  async function soldOutAt(storeId: number, hours: number) {
    const event = await createRegistrationEvent(app.db, storeId, { maxPlayers: 1, startsInHours: hours })
    const seated = await createPlayer(app.db)
    expect((await waitlistCalls(app).register(event.id, seated.headers)).statusCode).toBe(201)
    return { event, seated }
  }

  test('joining: refused with the reason, as a registration; nothing written', async () => {
    const calls = waitlistCalls(app)
    const barred = await soldOutAt((await storeWithRule('closed')).store.id, 24 * 5)
    const { headers } = await playerWhoMissed(2)
    const refused = await calls.join(barred.event.id, headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ reason: 'no_shows_barred', opens_at: null })
    expect(await seatsOf(app, barred.event.id)).toMatchObject({ waiting: 0 })

    const late = await soldOutAt((await storeWithRule('last_48_hours')).store.id, 24 * 5)
    const notYet = await calls.join(late.event.id, headers)
    expect(notYet.statusCode).toBe(403)
    const opensAt = new Date(late.event.startsAt.getTime() - NO_SHOW_LATE_HOURS * HOUR).toISOString()
    expect(notYet.json()).toMatchObject({ reason: 'no_shows_late', opens_at: opensAt })
    // Within the last 48 hours the same player waits like anyone.
    const soon = await soldOutAt((await storeWithRule('last_48_hours')).store.id, 47)
    expect((await calls.join(soon.event.id, headers)).statusCode).toBe(201)
  })

  test('claiming (and registering while offered): refused as a registration; the seat stays held', async () => {
    const calls = waitlistCalls(app)
    const { store } = await storeWithRule('closed')
    const { event, seated } = await soldOutAt(store.id, 24 * 5)
    // In line before missing two events elsewhere; then the seat frees and is offered to them.
    const user = await createUser(app.db)
    const headers = await tokenFor(app.db, user.id, ['user'])
    expect((await calls.join(event.id, headers)).statusCode).toBe(201)
    for (const daysAgo of [5, 25]) await playedEvent(daysAgo, { missed: [user.id] })
    expect((await calls.unregister(event.id, seated.headers)).statusCode).toBe(204)
    expect(await offeredTo(app, event.id)).toEqual([user.id])

    for (const attempt of [calls.claim(event.id, headers), calls.register(event.id, headers)]) {
      const refused = await attempt
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ reason: 'no_shows_barred', opens_at: null })
    }
    // Nothing written: the seat is still held for them (it passes on when the offer runs out, or they leave).
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 0, held: 1, waiting: 1 })
    expect((await calls.leave(event.id, headers)).statusCode).toBe(204)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 0, held: 0, waiting: 0 })
  })

  test('a player the rule lets in claims as before', async () => {
    const calls = waitlistCalls(app)
    const { store } = await storeWithRule('last_48_hours')
    const { event, seated } = await soldOutAt(store.id, 40)
    const { user, headers } = await playerWhoMissed(2)
    expect((await calls.join(event.id, headers)).statusCode).toBe(201)
    await calls.unregister(event.id, seated.headers)
    expect(await offeredTo(app, event.id)).toEqual([user.id])
    expect((await calls.claim(event.id, headers)).statusCode).toBe(201)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 1, held: 0, waiting: 0 })
  })
})

describe('the windows’ edges, on a test clock', () => {
  function registrationsAt(clock: () => Date) {
    return createRegistrationsService({
      registrations: createRegistrationsRepository(app.db),
      mail: app.mail,
      noShows: createNoShows({ records: createPlayerRecordRepository(app.db), now: clock }),
      offers: createWaitlistOffers({ waitlist: createWaitlistRepository(app.db, app.clock), mail: app.mail }),
      claimIfOffered: app.services.waitlist.claimIfOffered,
    })
  }

  test('the 48 hours open to the millisecond', async () => {
    const { store } = await storeWithRule('last_48_hours')
    const event = await eventIn(store.id, 24 * 5)
    const { user } = await playerWhoMissed(2)
    const opens = event.startsAt.getTime() - NO_SHOW_LATE_HOURS * HOUR
    await expect(
      registrationsAt(() => new Date(opens - 1)).register(event.id, user, 'en'),
    ).rejects.toBeInstanceOf(NoShowRefusal)
    await registrationsAt(() => new Date(opens)).register(event.id, user, 'en')
    const [row] = await app.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.userId, user.id)))
    expect(row).toBeDefined()
  })

  test('a missed event counts for 90 days from its start', async () => {
    const { store } = await storeWithRule('closed')
    const event = await eventIn(store.id, 24 * 5)
    const user = await createUser(app.db)
    const older = await playedEvent(40, { missed: [user.id] })
    await playedEvent(10, { missed: [user.id] })
    const forgotten = older.startsAt.getTime() + 90 * DAY
    await expect(
      registrationsAt(() => new Date(forgotten - 1)).register(event.id, user, 'en'),
    ).rejects.toMatchObject({ body: { reason: 'no_shows_barred' } })
    await registrationsAt(() => new Date(forgotten)).register(event.id, user, 'en')
  })
})

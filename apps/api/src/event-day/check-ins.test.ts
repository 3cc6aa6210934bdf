import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkIns, registrations } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, eventDayFixture } from '../testing/event-day-fixtures.ts'
import { createEvent } from '../testing/factories.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const checkInUrl = (id: number) => `/api/events/${id}/check_ins/`

async function codeOf(eventId: number, userId: number) {
  const [row] = await app.db
    .select({ code: registrations.checkInCode })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
  return row?.code as string
}

describe('the check-in code', () => {
  test('each registration has its own, shown to the player in My events and on the event page, to nobody else', async () => {
    const { event, players, organizer } = await eventDayFixture(app, { players: 3 })
    const [first, second] = players
    const mine = await call<{ results: { id: number; check_in_code: string | null }[] }>(
      app,
      'GET',
      '/api/events/me/',
      { headers: first?.headers },
    )
    const code = mine.body.results.find((item) => item.id === event.id)?.check_in_code
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/)
    expect(code).toBe(await codeOf(event.id, first?.user.id ?? 0))
    expect(code).not.toBe(await codeOf(event.id, second?.user.id ?? 0))

    const page = await call<{ check_in_code: string | null }>(app, 'GET', `/api/events/${event.id}/`, {
      headers: first?.headers,
    })
    expect(page.body.check_in_code).toBe(code)
    const anonymous = await call<{ check_in_code: string | null }>(app, 'GET', `/api/events/${event.id}/`)
    expect(anonymous.body.check_in_code).toBeNull()
    const owner = await call<{ check_in_code: string | null }>(app, 'GET', `/api/events/${event.id}/`, {
      headers: organizer.headers,
    })
    expect(owner.body.check_in_code).toBeNull()
  })
})

describe('POST /api/events/{id}/check_ins/', () => {
  test('checks in by code (typed loosely), from the list by account, a walk-in by account, a guest by name', async () => {
    const { event, players, organizer } = await eventDayFixture(app, { players: 3 })
    const [byCode, fromList, absent] = players
    const walkIn = await createPlayer(app.db, { nickname: 'Walk-in' })
    const headers = organizer.headers
    const code = await codeOf(event.id, byCode?.user.id ?? 0)
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`.replace(/0/g, 'o')

    const scanned = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { code: typed },
    })
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(201)
    expect(scanned.body).toMatchObject({
      user_id: byCode?.user.id,
      registered: true,
      walk_in: false,
      checked_in: true,
    })

    const listed = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { user_id: fromList?.user.id },
    })
    expect(listed.body).toMatchObject({ registered: true, walk_in: false })
    const walked = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { user_id: walkIn.user.id },
    })
    expect(walked.body).toMatchObject({ nickname: 'Walk-in', registered: false, walk_in: true, guest: false })
    const guest = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { guest_name: 'Alex' },
    })
    expect(guest.body).toMatchObject({ user_id: null, nickname: 'Alex', guest: true })

    // Twice is once.
    const again = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), { headers, payload: { code } })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(scanned.body.id)

    const list = await call<CheckInEntry[]>(app, 'GET', checkInUrl(event.id), { headers })
    expect(list.status).toBe(200)
    expect(list.body.map((entry) => [entry.nickname, entry.checked_in])).toEqual(
      expect.arrayContaining([
        [absent?.user.nickname, false],
        [fromList?.user.nickname, true],
        ['Walk-in', true],
        ['Alex', true],
      ]),
    )
    expect(list.body).toHaveLength(5)
  })

  test('bad input is a 400 naming the field; an unknown code or account a 404', async () => {
    const { event, organizer } = await eventDayFixture(app, { players: 1 })
    const headers = organizer.headers
    const post = (payload: unknown) => call(app, 'POST', checkInUrl(event.id), { headers, payload })
    expect(await post({})).toEqual({
      status: 400,
      body: { non_field_errors: ['Give exactly one of code, user_id, guest_name'] },
    })
    expect(await post({ code: 'ABC', guest_name: 'x' })).toMatchObject({ status: 400 })
    expect(await post({ code: 'ABCU12' })).toEqual({
      status: 400,
      body: { code: ['This value must be a check-in code: 6 letters and digits'] },
    })
    expect(await post({ user_id: 'me' })).toMatchObject({ status: 400, body: { user_id: expect.any(Array) } })
    expect(await post({ guest_name: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { guest_name: expect.any(Array) },
    })
    expect(await post({ code: 'ZZZZZZ' })).toMatchObject({ status: 404 })
    expect(await post({ user_id: 999_999 })).toMatchObject({ status: 404 })
  })

  test('only the event’s organizer or an admin checks players in; a draft is not found, a cancelled event refused', async () => {
    const { event, players } = await eventDayFixture(app, { players: 1 })
    const otherStore = await createPlayer(app.db, {}, ['user', 'organizer'])
    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    const payload = { guest_name: 'Sam' }
    expect((await call(app, 'POST', checkInUrl(event.id), { payload })).status).toBe(401)
    expect(
      (await call(app, 'POST', checkInUrl(event.id), { headers: players[0]?.headers, payload })).status,
    ).toBe(403)
    expect(
      (await call(app, 'POST', checkInUrl(event.id), { headers: otherStore.headers, payload })).status,
    ).toBe(403)
    expect((await call(app, 'GET', checkInUrl(event.id), { headers: otherStore.headers })).status).toBe(403)
    expect((await call(app, 'POST', checkInUrl(event.id), { headers: admin.headers, payload })).status).toBe(
      201,
    )

    const draft = await createEvent(app.db, admin.user.id, { status: 'draft' })
    expect(
      (await call(app, 'POST', checkInUrl(draft.id), { headers: otherStore.headers, payload })).status,
    ).toBe(404)
    const cancelled = await createEvent(app.db, otherStore.user.id, { status: 'cancelled' })
    expect(
      (await call(app, 'POST', checkInUrl(cancelled.id), { headers: otherStore.headers, payload })).status,
    ).toBe(409)
  })

  test('Idempotency-Key: a retry gets the first answer and checks in nobody twice; the key with another body is refused', async () => {
    const { event, organizer } = await eventDayFixture(app, { players: 0 })
    const headers = { ...organizer.headers, 'idempotency-key': 'check-in-guest-1' }
    const first = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { guest_name: 'Kim' },
    })
    const retry = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { guest_name: 'Kim' },
    })
    expect(first.status).toBe(201)
    expect(retry).toEqual(first)
    const rows = await app.db.select().from(checkIns).where(eq(checkIns.eventId, event.id))
    expect(rows).toHaveLength(1)
    const other = await call(app, 'POST', checkInUrl(event.id), { headers, payload: { guest_name: 'Lee' } })
    expect(other).toEqual({
      status: 422,
      body: { detail: 'This Idempotency-Key was used with another request.' },
    })
    const bad = await call(app, 'POST', checkInUrl(event.id), {
      headers: { ...organizer.headers, 'idempotency-key': 'é' },
      payload: { guest_name: 'Lee' },
    })
    expect(bad.status).toBe(400)
    // A refusal keeps no answer: the same key may be used again once the request is good.
    const refused = await call(app, 'POST', checkInUrl(event.id), {
      headers: { ...organizer.headers, 'idempotency-key': 'k2' },
      payload: {},
    })
    expect(refused.status).toBe(400)
  })
})

describe('POST /api/events/{id}/drops/', () => {
  test('drops a checked-in player once; an unknown one is not found', async () => {
    const { event, organizer } = await eventDayFixture(app, { players: 0 })
    const headers = organizer.headers
    const guest = await call<CheckInEntry>(app, 'POST', checkInUrl(event.id), {
      headers,
      payload: { guest_name: 'Jo' },
    })
    const url = `/api/events/${event.id}/drops/`
    expect(await call(app, 'POST', url, { headers, payload: { check_in_id: guest.body.id } })).toEqual({
      status: 201,
      body: { check_in_id: guest.body.id, after_round: 0 },
    })
    expect((await call(app, 'POST', url, { headers, payload: { check_in_id: guest.body.id } })).status).toBe(
      200,
    )
    expect((await call(app, 'POST', url, { headers, payload: { check_in_id: 999_999 } })).status).toBe(404)
    expect(await call(app, 'POST', url, { headers, payload: {} })).toMatchObject({
      status: 400,
      body: { check_in_id: ['This value is required'] },
    })
    const list = await call<CheckInEntry[]>(app, 'GET', checkInUrl(event.id), { headers })
    expect(list.body[0]).toMatchObject({ dropped: true })
  })
})

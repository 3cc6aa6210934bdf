import { createHash } from 'node:crypto'
import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { idempotencyKeys } from '../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, eventDayFixture } from '../testing/event-day-fixtures.ts'
import { IDEMPOTENCY_KEY_HOURS } from './idempotency.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

type Fixture = Awaited<ReturnType<typeof eventDayFixture>>

/** Checks a guest in with the key: an event-day write, as the console sends it. */
const checkInGuest = (fixture: Fixture, key: string, name: string) =>
  call<CheckInEntry>(app, 'POST', `/api/events/${fixture.event.id}/check_ins/`, {
    headers: { ...fixture.organizer.headers, 'Idempotency-Key': key },
    payload: { guest_name: name },
  })

const keyRow = async (fixture: Fixture, key: string) =>
  (
    await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.callerId, fixture.organizer.user.id), eq(idempotencyKeys.key, key)))
  )[0]

/** Moves a key's first use `hours` into the past. */
const age = (fixture: Fixture, key: string, hours: number) =>
  app.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(and(eq(idempotencyKeys.callerId, fixture.organizer.user.id), eq(idempotencyKeys.key, key)))

describe('Idempotency-Keys past their retention', () => {
  test('are deleted by the job; a key within its day stays and still answers its first answer', async () => {
    const fixture = await eventDayFixture(app, { players: 0 })
    const old = await checkInGuest(fixture, 'old-key', 'Old')
    const recent = await checkInGuest(fixture, 'recent-key', 'Recent')
    expect([old.status, recent.status]).toEqual([201, 201])
    await age(fixture, 'old-key', IDEMPOTENCY_KEY_HOURS + 1)
    await age(fixture, 'recent-key', IDEMPOTENCY_KEY_HOURS - 1)

    expect(await app.jobs.pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1)
    expect(await keyRow(fixture, 'old-key')).toBeUndefined()
    expect(await keyRow(fixture, 'recent-key')).toMatchObject({ status: 201 })
    // Within its day a retry is answered, not run again: still one guest of that name.
    expect(await checkInGuest(fixture, 'recent-key', 'Recent')).toEqual(recent)
    const list = await call<CheckInEntry[]>(app, 'GET', `/api/events/${fixture.event.id}/check_ins/`, {
      headers: fixture.organizer.headers,
    })
    expect(list.body.filter((entry) => entry.nickname === 'Recent')).toHaveLength(1)
    // Pruning again finds nothing of this caller's.
    await app.jobs.pruneIdempotencyKeys()
    expect(await keyRow(fixture, 'recent-key')).toBeDefined()
  })

  test('the scheduler prunes at most once an hour per instance', async () => {
    const fixture = await eventDayFixture(app, { players: 0 })
    await app.jobs.runDue()
    expect((await checkInGuest(fixture, 'hourly', 'Hourly')).status).toBe(201)
    await age(fixture, 'hourly', IDEMPOTENCY_KEY_HOURS + 2)
    // This instance ran the prune less than an hour ago (above): the key waits for the next hour.
    expect((await app.jobs.runDue()).idempotencyKeysPruned).toBe(0)
    expect(await keyRow(fixture, 'hourly')).toBeDefined()
    expect(await app.jobs.pruneIdempotencyKeys()).toBe(1)
  })

  test('several instances pruning at once delete each key once', async () => {
    const fixture = await eventDayFixture(app, { players: 0 })
    for (let i = 0; i < 6; i++) {
      expect((await checkInGuest(fixture, `many-${i}`, `Guest ${i}`)).status).toBe(201)
      await age(fixture, `many-${i}`, IDEMPOTENCY_KEY_HOURS + 1 + i)
    }
    const second = await anotherInstance(app)
    try {
      const runs = await Promise.all([
        app.jobs.pruneIdempotencyKeys(),
        second.instance.jobs.pruneIdempotencyKeys(),
        app.jobs.pruneIdempotencyKeys(),
      ])
      expect(runs.reduce((sum, count) => sum + count, 0)).toBe(6)
    } finally {
      await second.close()
    }
  })
})

describe('a retry while the first request still runs', () => {
  test('is told 409 with Retry-After, unlike a refusal of the change itself', async () => {
    const fixture = await eventDayFixture(app, { players: 0 })
    const url = `/api/events/${fixture.event.id}/check_ins/`
    const payload = { guest_name: 'Waiting' }
    // The first request's row as it stands while that request runs: the key taken, no answer yet.
    await app.db.insert(idempotencyKeys).values({
      callerId: fixture.organizer.user.id,
      key: 'running',
      requestHash: createHash('sha256')
        .update(JSON.stringify(['POST', url, payload]))
        .digest('hex'),
    })
    const headers = { ...fixture.organizer.headers, 'Idempotency-Key': 'running' }
    const retry = await app.inject({ method: 'POST', url, headers, payload })
    expect(retry.statusCode).toBe(409)
    expect(retry.headers['retry-after']).toBe('1')
    expect(retry.json()).toEqual({ detail: 'A request with this Idempotency-Key is still running.' })

    // A 409 of the event day itself (pairing with nobody checked in) says nothing of the kind.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/events/${fixture.event.id}/rounds/`,
      headers: { ...fixture.organizer.headers, 'Idempotency-Key': 'too-few' },
      payload: {},
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.headers['retry-after']).toBeUndefined()
  })
})

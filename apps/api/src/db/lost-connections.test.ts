import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { type ServerDatabase, serverDatabaseOf } from '../testing/server-database.ts'
import { eventually } from '../testing/smtp-sink.ts'
import { events, mailOutbox } from './schema.ts'

/**
 * The Event API when the PostgreSQL server ends its connections (`pg_terminate_backend`, as a restart does):
 * the requests that were using them answer 503 with `Retry-After` and a `{detail}`, the process lives on,
 * nothing acknowledged is lost and the next request succeeds. Only over a server (TEST_DATABASE_URL), and
 * only ever on this file's own database.
 */
const UNAVAILABLE = { detail: 'The service is briefly unavailable. Please try again in a few seconds.' }

describe.skipIf(!process.env.TEST_DATABASE_URL)('lost database connections', () => {
  let app: TestApp
  let server: ServerDatabase
  let dataDir: string
  let ownerId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qb-lost-connections-'))
    app = await buildTestApp({ dataDir })
    server = await serverDatabaseOf(app)
    ownerId = (await createPlayer(app.db, {}, ['user', 'organizer'])).user.id
  })
  afterAll(async () => {
    await server?.close()
    await app?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const players = (count: number) => Promise.all(Array.from({ length: count }, () => createPlayer(app.db)))
  const register = (eventId: number, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/events/${eventId}/register/`, headers })
  // What is in the database, read through the test's own connection, as another client would see it.
  const registeredIds = async (eventId: number): Promise<number[]> => {
    const sql = 'SELECT user_id FROM registrations WHERE event_id = $1 ORDER BY user_id'
    return (await server.client.query(sql, [eventId])).rows.map((row) => row.user_id)
  }
  const takenSeats = async (eventId: number): Promise<number> =>
    (await server.client.query('SELECT taken_seats FROM events WHERE id = $1', [eventId])).rows[0].taken_seats
  /** The app serves again (the pool replaced its connections): within 5 s of the last kill. */
  const servingAgain = () =>
    eventually(async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200, 5_000)

  test('registrations whose transactions lose their connection answer 503; the next one succeeds', async () => {
    const event = await createRegistrationEvent(app.db, ownerId, { maxPlayers: 100 })
    const waiting = await players(6)
    // Holding the event's row keeps every registration inside its transaction, waiting, until the kill.
    await server.client.query('BEGIN')
    await server.client.query('SELECT id FROM events WHERE id = $1 FOR UPDATE', [event.id])
    const started = Date.now()
    const answers = waiting.map((player) => register(event.id, player.headers))
    await eventually(async () => (await server.apiConnectionsWaitingOnLocks()) === waiting.length)
    expect(await server.terminateApiConnections()).toBeGreaterThanOrEqual(waiting.length)
    for (const response of await Promise.all(answers)) {
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json()).toEqual(UNAVAILABLE)
    }
    expect(Date.now() - started).toBeLessThan(10_000)
    await server.client.query('ROLLBACK')

    expect(await registeredIds(event.id)).toEqual([])
    await servingAgain()
    const next = await register(event.id, waiting[0]?.headers ?? {})
    expect(next.statusCode).toBe(201)
    expect(await registeredIds(event.id)).toEqual([waiting[0]?.user.id])
    expect(await takenSeats(event.id)).toBe(1)
  })

  test('under registrations and reads, every acknowledged registration is kept through repeated kills, and no connection stays checked out', async () => {
    const event = await createRegistrationEvent(app.db, ownerId, { maxPlayers: 1_000 })
    const queue = await players(400)
    const acknowledged: number[] = []
    const statuses = new Set<number>()
    const started = Date.now()
    const until = started + 3_000
    const worker = async () => {
      for (let player = queue.shift(); player && Date.now() < until; player = queue.shift()) {
        const asked = Date.now()
        const [registered, read] = await Promise.all([
          register(event.id, player.headers),
          app.inject({ method: 'GET', url: `/api/events/${event.id}/` }),
        ])
        expect(Date.now() - asked).toBeLessThan(10_000)
        for (const response of [registered, read]) {
          statuses.add(response.statusCode)
          if (response.statusCode === 503) expect(response.headers['retry-after']).toBe('5')
        }
        if (registered.statusCode === 201) acknowledged.push(player.user.id)
      }
    }
    const killer = async () => {
      for (const at of [500, 1_200, 2_000]) {
        await new Promise((resolve) => setTimeout(resolve, at - (Date.now() - started)))
        await server.terminateApiConnections()
      }
    }
    await Promise.all([worker(), worker(), worker(), worker(), killer()])
    await servingAgain()

    expect([...statuses].every((status) => [200, 201, 503].includes(status))).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(0)
    const stored = await registeredIds(event.id)
    expect(stored).toEqual(expect.arrayContaining(acknowledged))
    expect(await takenSeats(event.id)).toBe(stored.length)
    // A transaction whose BEGIN met a dead connection must give its client back (drizzle-orm#6241).
    const pool = (app.db as unknown as { $client: pg.Pool }).$client
    await eventually(() => pool.totalCount > 0 && pool.idleCount === pool.totalCount, 5_000)
  })

  test('a registration held behind a lock answers 503 within 10 s (the statement timeout)', async () => {
    const event = await createRegistrationEvent(app.db, ownerId, { maxPlayers: 10 })
    const [player] = await players(1)
    await server.client.query('BEGIN')
    await server.client.query('SELECT id FROM events WHERE id = $1 FOR UPDATE', [event.id])
    try {
      const started = Date.now()
      const response = await register(event.id, player?.headers ?? {})
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual(UNAVAILABLE)
    } finally {
      await server.client.query('ROLLBACK')
    }
    expect((await register(event.id, player?.headers ?? {})).statusCode).toBe(201)
  })

  test('the mail outbox and the scheduled jobs of another instance keep working after the kills', async () => {
    const second = await anotherInstance(app, { dataDir, jobIntervalMs: 200 })
    try {
      for (let kill = 0; kill < 3; kill++) {
        await server.terminateApiConnections()
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      await servingAgain()
      // Below its minimum once registration closed: the next run of the jobs cancels it and mails its player.
      const event = await createRegistrationEvent(app.db, ownerId, {
        startsInHours: 2,
        minPlayers: 2,
        registrationDeadline: new Date(Date.now() + 1_500),
      })
      const [player] = await players(1)
      expect((await register(event.id, player?.headers ?? {})).statusCode).toBe(201)
      await eventually(
        async () =>
          (await app.db.select().from(events).where(eq(events.id, event.id)))[0]?.status === 'cancelled',
      )
      const sent = () =>
        app.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.recipient, player?.user.email ?? ''), isNotNull(mailOutbox.sentAt)))
      await eventually(async () => (await sent()).length === 2)
    } finally {
      await second.close()
    }
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../app.ts'
import { type TestApp, testConfig } from '../testing/build-test-app.ts'
import { startDatabaseProxy } from '../testing/database-proxy.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { eventually } from '../testing/smtp-sink.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts'
import { registrations } from './schema.ts'

/**
 * The PostgreSQL server going away and coming back, as in a restart, seen through a relay the test cuts: every
 * connection lost, new ones refused for a while, then accepted again. Only over a server (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the database going away and coming back', () => {
  const UNAVAILABLE = { detail: 'The service is briefly unavailable. Please try again in a few seconds.' }
  /** A request through the app: whatever the database does, the answer comes within 10 s. */
  const answer = async (
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'POST' = 'GET',
  ) => {
    const started = Date.now()
    const response = await app.inject({ method, url, headers })
    expect(Date.now() - started).toBeLessThan(10_000)
    return response
  }
  let testDatabase: TestDatabase
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>
  let app: TestApp
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qb-database-restart-'))
    testDatabase = await createTestDatabase()
    if (testDatabase.database.driver !== 'postgres') throw new Error('a PostgreSQL server is needed')
    const server = new URL(testDatabase.database.url)
    proxy = await startDatabaseProxy({ host: server.hostname, port: Number(server.port || 5432) })
    const relayed = new URL(server)
    relayed.port = String(proxy.port)
    // The scheduled jobs and the mail outbox run against the database while it is away.
    const config = testConfig({
      database: { driver: 'postgres', url: relayed.toString() },
      dataDir,
      jobIntervalMs: 200,
    })
    app = await buildApp(config, { onClose: testDatabase.drop })
  })
  afterAll(async () => {
    await app?.close()
    await proxy?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('while it is away requests answer 503 within 10 s; 5 s after its return the app serves; nothing is lost', async () => {
    const owner = await createPlayer(app.db)
    const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 100 })
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(app.db)))
    const register = (player: (typeof players)[number]) =>
      answer(`/api/events/${event.id}/register/`, player.headers, 'POST')
    const acknowledged: number[] = []
    for (const player of players.slice(0, 5)) {
      expect((await register(player)).statusCode).toBe(201)
      acknowledged.push(player.user.id)
    }

    await proxy.stop()
    for (const player of players.slice(5, 10)) {
      const response = await register(player)
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json()).toEqual(UNAVAILABLE)
    }
    expect((await answer(`/api/events/${event.id}/`)).statusCode).toBe(503)
    expect((await answer('/healthz')).statusCode).toBe(503)
    // Several runs of the jobs and polls of the outbox fail meanwhile; the process goes on.
    await new Promise((resolve) => setTimeout(resolve, 1_500))

    await proxy.start()
    const back = Date.now()
    await eventually(async () => (await answer('/healthz')).statusCode === 200, 5_000)
    expect(Date.now() - back).toBeLessThan(5_000)
    for (const player of players.slice(5)) {
      expect((await register(player)).statusCode).toBe(201)
      acknowledged.push(player.user.id)
    }
    const stored = await app.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.eventId, event.id))
    expect(stored.map((row) => row.userId).sort()).toEqual(acknowledged.sort())
  })

  test('a database that stops answering (a network dropping everything): 503 within 10 s, never a hang', async () => {
    const owner = await createPlayer(app.db)
    const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 100 })
    const players = await Promise.all(Array.from({ length: 6 }, () => createPlayer(app.db)))
    const register = (player: (typeof players)[number]) =>
      answer(`/api/events/${event.id}/register/`, player.headers, 'POST')
    const [first, ...others] = players
    expect(first && (await register(first)).statusCode).toBe(201)

    proxy.freeze()
    const answers = await Promise.all([...others.slice(0, 3).map(register), answer('/healthz')])
    for (const response of answers) expect(response.statusCode).toBe(503)
    expect(answers[0]?.json()).toEqual(UNAVAILABLE)

    proxy.thaw()
    const back = Date.now()
    await eventually(async () => (await answer('/healthz')).statusCode === 200, 5_000)
    expect(Date.now() - back).toBeLessThan(5_000)
    for (const player of others) expect((await register(player)).statusCode).toBe(201)
    const stored = await app.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.eventId, event.id))
    expect(stored).toHaveLength(players.length)
  }, 30_000)
})

import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../app.ts'
import { type TestApp, testConfig } from '../testing/build-test-app.ts'
import { startDatabaseProxy } from '../testing/database-proxy.ts'
import { call, eventDayFixture } from '../testing/event-day-fixtures.ts'
import { isChange, openLiveStream } from '../testing/live-client.ts'
import { createTestDatabase } from '../testing/test-database.ts'

/**
 * The live views while the PostgreSQL server restarts (decision 019), seen through a relay the test cuts: the
 * streams stay open, their watchers are told the server is unavailable, and once the database is back they are
 * told what changed meanwhile, with no connection of their own to bring back. Only over a server.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the live views across a database restart', () => {
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>
  let app: TestApp
  let base: string

  beforeAll(async () => {
    const testDatabase = await createTestDatabase()
    if (testDatabase.database.driver !== 'postgres') throw new Error('a PostgreSQL server is needed')
    const server = new URL(testDatabase.database.url)
    proxy = await startDatabaseProxy({ host: server.hostname, port: Number(server.port || 5432) })
    const relayed = new URL(server)
    relayed.port = String(proxy.port)
    app = await buildApp(
      testConfig({ database: { driver: 'postgres', url: relayed.toString() }, live: { pollMs: 200 } }),
      { onClose: testDatabase.drop },
    )
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app?.close()
    await proxy?.close()
  })

  test('watchers hear that it is away, then what changed while it was', async () => {
    const { event, organizer } = await eventDayFixture(app, { players: 0 })
    const stream = await openLiveStream(`${base}/api/events/${event.id}/live/`)
    try {
      await stream.next(isChange())
      await proxy.stop()
      await stream.next((message) => message.event === 'unavailable', { timeoutMs: 10_000 })
      await proxy.start()
      // A write once it is back (another instance may have written meanwhile: the same poll finds it).
      await expect
        .poll(
          async () =>
            (
              await call(app, 'POST', `/api/events/${event.id}/check_ins/`, {
                headers: organizer.headers,
                payload: { guest_name: 'Back' },
              })
            ).status,
          { timeout: 15_000, interval: 500 },
        )
        .toBe(201)
      const back = await stream.next(isChange('players', 1), { timeoutMs: 10_000 })
      expect(back.data).toMatchObject({ version: 1, changes: ['players', 'standings'] })
      expect(stream.ended).toBe(false)
    } finally {
      stream.close()
    }
  })
})

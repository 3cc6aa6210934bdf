import { randomBytes } from 'node:crypto'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../app.ts'
import { type TestApp, testConfig } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { registrations } from './schema.ts'

/**
 * The embedded database (PGlite) on a disk that fills up while players register. It needs a small file system
 * of its own, so it runs only when TEST_FULL_DISK_DIR names a directory on one, e.g. as root:
 *
 *   mkdir -p /tmp/qb-full && mount -t tmpfs -o size=200m tmpfs /tmp/qb-full
 *   TEST_FULL_DISK_DIR=/tmp/qb-full npx vitest run --project api apps/api/src/db/full-disk.test.ts
 */
const smallDisk = process.env.TEST_FULL_DISK_DIR

describe.skipIf(!smallDisk)('PGlite on a full disk', () => {
  const directory = path.join(smallDisk ?? '', `qb-full-disk-${randomBytes(4).toString('hex')}`)
  const filler = path.join(directory, 'filler')
  const config = () => testConfig({ database: { driver: 'pglite', dataDir: path.join(directory, 'pglite') } })
  let files: string
  let app: TestApp

  beforeAll(async () => {
    files = await mkdtemp(path.join(tmpdir(), 'qb-full-disk-files-'))
    app = await buildApp({ ...config(), dataDir: files })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await rm(directory, { recursive: true, force: true })
    await rm(files, { recursive: true, force: true })
  })

  test('writes answer 507 when the disk is full, and after PostgreSQL stopped; nothing hangs or is lost', async () => {
    const owner = await createPlayer(app.db)
    const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 100_000 })
    const players = await Promise.all(Array.from({ length: 40 }, () => createPlayer(app.db)))
    const answer = async (request: InjectOptions) => {
      const started = Date.now()
      const response = await app.inject(request)
      expect(Date.now() - started).toBeLessThan(10_000)
      return response
    }
    const register = (player: (typeof players)[number]) =>
      answer({ method: 'POST', url: `/api/events/${event.id}/register/`, headers: player.headers })
    const read = () => answer({ method: 'GET', url: `/api/events/${event.id}/` })
    const health = () => answer({ method: 'GET', url: '/healthz' })
    const acknowledged: number[] = []
    for (const player of players.slice(0, 20)) {
      expect((await register(player)).statusCode).toBe(201)
      acknowledged.push(player.user.id)
    }
    await fillDisk(filler)

    // A table that cannot grow: the write fails (ERROR), the database goes on.
    const refusals = []
    for (const player of players.slice(20)) {
      const response = await register(player)
      expect([201, 507]).toContain(response.statusCode)
      if (response.statusCode === 201) acknowledged.push(player.user.id)
      else refusals.push(response)
    }
    expect(refusals.length).toBeGreaterThan(0)
    for (const refusal of refusals) {
      expect(refusal.json()).toEqual({ detail: expect.stringContaining('storage is full') })
      expect(refusal.headers['retry-after']).toBe('60')
    }
    expect((await read()).statusCode).toBe(200)
    expect((await health()).statusCode).toBe(200)

    // A WAL file that cannot be created: PostgreSQL PANICs. Every 16 MB of writes it needs one; switching to
    // the next gets there at once (once the WAL files kept in advance are used up). From then on the embedded
    // database takes nothing, and says so.
    const unregistered = players.filter((player) => !acknowledged.includes(player.user.id))
    let stopped = false
    for (let switches = 0; switches < 20 && !stopped; switches++) {
      await app.db.execute(sql`SELECT pg_switch_wal()`).catch(() => undefined)
      for (const player of unregistered.slice(0, 3)) expect((await register(player)).statusCode).toBe(507)
      stopped = (await health()).statusCode === 503
    }
    expect(stopped).toBe(true)
    expect((await read()).statusCode).toBe(507)
    expect((await health()).statusCode).toBe(503)

    // Space again, and a new start on the same directory: every acknowledged registration is there.
    await rm(filler)
    await app.close()
    app = await buildApp({ ...config(), dataDir: files })
    const stored = await app.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.eventId, event.id))
    expect(stored.map((row) => row.userId).sort()).toEqual(acknowledged.sort())
    const next = unregistered[0]
    expect(next && (await register(next)).statusCode).toBe(201)
  }, 300_000)
})

/** Writes `file` until the file system has no byte left. */
async function fillDisk(file: string) {
  const handle = await open(file, 'w')
  try {
    for (const size of [1 << 20, 1 << 14, 1 << 10, 1]) {
      const chunk = Buffer.alloc(size)
      for (;;) {
        try {
          await handle.write(chunk)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
          break
        }
      }
    }
  } finally {
    await handle.close().catch(() => undefined)
  }
}

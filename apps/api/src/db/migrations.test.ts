import { access, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../app.ts'
import type { DatabaseConfig } from '../config.ts'
import { testConfig } from '../testing/build-test-app.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts'
import { createUsersRepository } from '../users/users.repository.ts'

// Restarting on the same database: the migrations already applied are skipped, the reference data is not
// duplicated, and what users created survives. On PGlite the database is a directory under a temporary
// DATA_DIR; with TEST_DATABASE_URL it is one database on the server, opened twice.
describe('restarting on an existing database', () => {
  let database: DatabaseConfig
  let cleanup: () => Promise<void>
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const testDatabase: TestDatabase = await createTestDatabase()
      database = testDatabase.database
      cleanup = testDatabase.drop
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'qb-data-'))
      database = { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      cleanup = () => rm(dataDir, { recursive: true, force: true })
    }
  })
  afterAll(() => cleanup())

  const count = async (app: Awaited<ReturnType<typeof buildApp>>, table: string) => {
    const result = await app.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    )
    return result.rows[0]?.n
  }

  test('migrates and seeds once, and keeps the data across a restart', async () => {
    const first = await buildApp(testConfig({ database }))
    const user = await createUsersRepository(first.db).upsertFromAccount({
      subject: 'account-sub-1',
      email: 'organizer@questboard.test',
      nickname: 'Organizer',
      country: 'FR',
      birthDate: '1990-04-01',
    })
    const counts = { games: await count(first, 'games'), cities: await count(first, 'cities') }
    await first.close()

    const second = await buildApp(testConfig({ database }))
    try {
      expect(await createUsersRepository(second.db).findById(user.id)).toMatchObject({
        subject: 'account-sub-1',
        nickname: 'Organizer',
        birthDate: '1990-04-01',
      })
      expect({ games: await count(second, 'games'), cities: await count(second, 'cities') }).toEqual(counts)
      expect(counts.games).toBe(11)
      const migrations = await second.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      )
      expect(migrations.rows[0]?.n).toBeGreaterThanOrEqual(2)
      expect((await second.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    } finally {
      await second.close()
    }
  })

  test('refreshes a returning user from the account service without creating another', async () => {
    const app = await buildApp(testConfig({ database }))
    try {
      const users = createUsersRepository(app.db)
      const again = await users.upsertFromAccount({
        subject: 'account-sub-1',
        email: 'new@questboard.test',
        nickname: 'Renamed',
        country: 'DE',
        birthDate: null,
      })
      expect(again).toMatchObject({ email: 'new@questboard.test', nickname: 'Renamed', country: 'DE' })
      expect(await count(app, 'users')).toBe(1)
    } finally {
      await app.close()
    }
  })
})

describe('a PGlite directory', () => {
  test('is opened by one process at a time', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qb-lock-'))
    const database: DatabaseConfig = { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }
    try {
      // A lock held by a running process (this test's parent) refuses the start, naming the directory.
      await writeFile(`${database.dataDir}.lock`, String(process.ppid))
      await expect(buildApp(testConfig({ database }))).rejects.toThrow(/in use by process/)
      // A stale lock (no such process) is taken over, and released on close.
      await writeFile(`${database.dataDir}.lock`, '999999999')
      const app = await buildApp(testConfig({ database }))
      await app.close()
      await expect(access(`${database.dataDir}.lock`)).rejects.toThrow()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

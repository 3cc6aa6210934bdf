import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { DatabaseConfig } from '../config.ts'
import { migratedPgliteTemplate } from './pglite-template.ts'

export interface TestDatabase {
  database: DatabaseConfig
  /** Removes the database (a no-op for an in-memory PGlite, which goes with its app). */
  drop(): Promise<void>
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite (from a migrated template) by default, or, when TEST_DATABASE_URL
 * names a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test), a uniquely named database
 * created on that server, so test files running in parallel never share data.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    return {
      database: { driver: 'pglite', initialData: await migratedPgliteTemplate() },
      drop: async () => {},
    }
  }

  const name = `qb_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    database: { driver: 'postgres', url: url.toString() },
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  }
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

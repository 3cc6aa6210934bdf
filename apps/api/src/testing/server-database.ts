import pg from 'pg'
import { APPLICATION_NAME } from '../db/database.ts'
import type { TestApp } from './build-test-app.ts'

/**
 * The PostgreSQL server under `app` as a test sees it from outside: the same server, another connection. Only
 * for an app on a server (TEST_DATABASE_URL), and only ever about that app's own test database.
 */
export async function serverDatabaseOf(app: TestApp) {
  const { database } = app.config
  if (database.driver !== 'postgres') throw new Error('the app is not on a PostgreSQL server')
  const name = new URL(database.url).pathname.slice(1)
  const client = new pg.Client({ connectionString: database.url, application_name: 'questboard-test' })
  // A test that terminates connections must not end itself with them.
  client.on('error', () => {})
  await client.connect()
  return {
    client,
    /**
     * Ends every connection the Event API instances hold on this database (`pg_terminate_backend`, the
     * client sees 57P01 as in a restart), this one excepted; answers how many.
     */
    async terminateApiConnections(): Promise<number> {
      const { rows } = await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND application_name LIKE $2 AND pid <> pg_backend_pid()`,
        [name, `${APPLICATION_NAME}%`],
      )
      return rows.length
    },
    /** The Event API's connections waiting on a lock (inside a transaction, behind another one). */
    async apiConnectionsWaitingOnLocks(): Promise<number> {
      const { rows } = await client.query(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = $1 AND application_name = $2 AND wait_event_type = 'Lock'`,
        [name, APPLICATION_NAME],
      )
      return rows[0].waiting
    },
    /** The application names of the connections now open on this database. */
    async applicationNames(): Promise<string[]> {
      const { rows } = await client.query(
        'SELECT application_name FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      )
      return rows.map((row) => row.application_name)
    },
    close: () => client.end(),
  }
}

export type ServerDatabase = Awaited<ReturnType<typeof serverDatabaseOf>>

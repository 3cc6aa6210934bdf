import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PoolStats } from '@questboard/server/metrics'
import { stopAtPanic } from '@questboard/server/pglite-panic'
import { connectServerClient, openServerPool } from '@questboard/server/server-pool'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'

export type Db = PgDatabase<PgQueryResultHKT>

export interface Database {
  db: Db
  /** Answers when the database does (used by /healthz). */
  ping(): Promise<void>
  /** The server pool's counts, for /metrics (PGlite has no pool). */
  pool?: PoolStats
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it PGlite is used. */
  url?: string | undefined
  /** A PGlite data directory; undefined keeps PGlite in memory. */
  pgliteDir?: string | undefined
  schema: string
}

/** How the service's connections show in `pg_stat_activity`. */
export const APPLICATION_NAME = 'questboard-account'

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations')

/** Opens the database, creates the service's schema and applies the pending migrations in order. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schema = quoteIdentifier(options.schema)
  if (options.url) {
    // One connection without a statement timeout migrates; several processes starting at once against one
    // server take turns (a session lock), one migrates, the others wait.
    const connection = await connectServerClient(options.url, APPLICATION_NAME)
    try {
      await connection.query('SELECT pg_advisory_lock(hashtext($1))', [
        `questboard-account:${options.schema}`,
      ])
      await connection.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
      await connection.query(`SET search_path TO ${schema}`)
      await migrate(
        (text) => connection.query(text).then(() => undefined),
        (text) => connection.query<{ version: string }>(text).then((result) => result.rows),
      )
    } finally {
      await connection.end().catch(() => {})
    }
    // A lost connection fails its query (the request answers 503); the pool opens a new one for the next.
    const pool = openServerPool({
      url: options.url,
      applicationName: APPLICATION_NAME,
      options: `-c search_path=${schema}`,
    })
    const db = drizzleNodePostgres(pool) as unknown as Db
    return {
      db,
      ping: async () => {
        await pool.query('SELECT 1')
      },
      pool,
      close: () => pool.end(),
    }
  }

  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true })
  const client = stopAtPanic(
    options.pgliteDir ? await PGlite.create(options.pgliteDir) : await PGlite.create(),
  )
  await client.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema};`)
  await migrate(
    (text) => client.exec(text).then(() => undefined),
    (text) => client.query<{ version: string }>(text).then((result) => result.rows),
  )
  const db = drizzlePglite(client) as unknown as Db
  return {
    db,
    ping: async () => {
      await db.execute(sql`SELECT 1`)
    },
    close: () => client.close(),
  }
}

/** Plain versioned SQL files (`NNNN_name.sql`), each applied once, in order, inside a transaction. */
async function migrate(
  exec: (text: string) => Promise<void>,
  query: (text: string) => Promise<{ version: string }[]>,
): Promise<void> {
  await exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  )
  const applied = new Set((await query('SELECT version FROM schema_migrations')).map((row) => row.version))
  const files = (await readdir(migrationsDir)).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort()
  for (const file of files) {
    if (applied.has(file)) continue
    const text = await readFile(path.join(migrationsDir, file), 'utf8')
    await exec(`BEGIN;\n${text}\nINSERT INTO schema_migrations (version) VALUES ('${file}');\nCOMMIT;`)
  }
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`)
  return `"${name}"`
}

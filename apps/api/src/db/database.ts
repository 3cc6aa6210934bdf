import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { cube } from '@electric-sql/pglite/contrib/cube'
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance'
import type { PoolStats } from '@questboard/server/metrics'
import { stopAtPanic } from '@questboard/server/pglite-panic'
import { connectServerClient, openServerPool } from '@questboard/server/server-pool'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseConfig } from '../config.ts'
import { lockDataDir } from './pglite-lock.ts'
import * as schema from './schema.ts'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations')

/** What `db.execute(sql…)` resolves to on both drivers: node-postgres' QueryResult and PGlite's Results. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>
}
type QueryRows<Row> = { rows: Row[] }

/** One drizzle type for both drivers: repositories never know whether PGlite or a server answers. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>

export interface DatabaseConnection {
  db: Database
  driver: DatabaseConfig['driver']
  /** Applies the pending versioned migrations of apps/api/migrations. */
  migrate(): Promise<void>
  /** True when the database answers `SELECT 1`. */
  ping(): Promise<boolean>
  /** The server pool's counts, for /metrics (PGlite has no pool). */
  pool?: PoolStats
  close(): Promise<void>
}

export const PGLITE_EXTENSIONS = { cube, earthdistance }

// Any fixed number: instances starting together on one server take turns to migrate.
const MIGRATION_LOCK_KEY = 7_311_960_221

/** How the Event API's connections show in `pg_stat_activity` (`…:migrate` for the dedicated one). */
export const APPLICATION_NAME = 'questboard-api'

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  return config.driver === 'pglite'
    ? openPglite(config.dataDir, config.initialData)
    : openPostgres(config.url)
}

async function openPglite(dataDir: string | undefined, initialData?: Blob): Promise<DatabaseConnection> {
  let unlock = async () => {}
  if (dataDir) {
    await mkdir(dataDir, { recursive: true })
    unlock = await lockDataDir(dataDir)
  }
  let client: PGlite
  try {
    client = stopAtPanic(
      await PGlite.create({ dataDir, loadDataDir: initialData, extensions: PGLITE_EXTENSIONS }),
    )
  } catch (error) {
    await unlock()
    throw error
  }
  const db: PgliteDatabase<typeof schema> = drizzlePglite({ client, schema })
  return {
    db,
    driver: 'pglite',
    // One process owns a PGlite directory, so there is nobody to take turns with.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: once(async () => {
      await client.close()
      await unlock()
    }),
  }
}

async function openPostgres(url: string): Promise<DatabaseConnection> {
  // A lost connection fails its query (the request answers 503); the pool opens a new one for the next.
  const pool = openServerPool({ url, applicationName: APPLICATION_NAME })
  const db: NodePgDatabase<typeof schema> = drizzleNodePg({ client: pool, schema })
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // One connection without a statement timeout holds the session lock and applies the migrations.
      const connection = await connectServerClient(url, `${APPLICATION_NAME}:migrate`)
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), {
          migrationsFolder: MIGRATIONS_DIR,
        })
      } finally {
        await connection.end().catch(() => {})
      }
    },
    ping: () => ping(db),
    pool,
    close: once(() => pool.end()),
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`)
    return true
  } catch {
    return false
  }
}

/** Closing twice (the app's hook after a test closed the database itself) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => (closing ??= close())
}

import { sql } from 'drizzle-orm'
import fp from 'fastify-plugin'
import type { DatabaseConfig } from '../config.ts'
import { type Database, type DatabaseConnection, openDatabase } from '../db/database.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle instance; the same type over PGlite and over a PostgreSQL server. */
    db: Database
    database: DatabaseConnection
  }
}

/**
 * PGlite runs no autovacuum: without VACUUM the visibility map goes stale (the list's count reads the table
 * again instead of only its index) and without ANALYZE the planner keeps the statistics of the first rows.
 * A server's autovacuum does both; on PGlite the app does it this often (a few hundred ms on 100,000 events,
 * during which PGlite answers nothing else).
 */
export const PGLITE_VACUUM_INTERVAL_MS = 10 * 60_000

/** Opens the database, applies the pending migrations, and closes it when the app closes. */
export const dbPlugin = fp<{ database: DatabaseConfig }>(
  async (app, { database: config }) => {
    const database = await openDatabase(config)
    try {
      await database.migrate()
    } catch (error) {
      await database.close()
      throw error
    }
    app.decorate('database', database)
    app.decorate('db', database.db)
    app.addHook('onClose', () => database.close())
    if (database.driver === 'pglite') {
      const vacuum = setInterval(() => {
        database.db.execute(sql`VACUUM (ANALYZE) events`).catch((error: unknown) => {
          app.log.warn({ err: error }, 'periodic VACUUM of events failed')
        })
      }, PGLITE_VACUUM_INTERVAL_MS)
      vacuum.unref()
      // Close hooks run last-registered first: the timer stops before the database closes.
      app.addHook('onClose', async () => clearInterval(vacuum))
    }
  },
  { name: 'db' },
)

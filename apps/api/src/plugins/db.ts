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
  },
  { name: 'db' },
)

import { asc } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { games } from '../db/schema.ts'

export type Game = typeof games.$inferSelect

export function createGamesRepository(db: Database) {
  return {
    list(): Promise<Game[]> {
      return db.select().from(games).orderBy(asc(games.id))
    },

    /** Inserts the games that are missing; existing rows are left as they are. */
    async insertMissing(rows: readonly Game[]): Promise<void> {
      if (rows.length === 0) return
      await db
        .insert(games)
        .values([...rows])
        .onConflictDoNothing()
    },
  }
}

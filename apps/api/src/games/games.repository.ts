import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { games } from '../db/schema.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'

export type Game = typeof games.$inferSelect

export function createGamesRepository(db: Database) {
  return {
    list(): Promise<Game[]> {
      return db.select().from(games).orderBy(asc(games.id))
    },

    /**
     * Sets a game's art in one transaction, its row locked so that two changes cannot both believe they
     * replaced the same art; answers the art it replaced (null: none), undefined for no such game.
     */
    async replaceArt(id: number, art: StoredPicture | null): Promise<StoredPicture | null | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ art: games.art })
          .from(games)
          .where(eq(games.id, id))
          .for('update')
        if (!current) return undefined
        await tx.update(games).set({ art }).where(eq(games.id, id))
        return current.art
      })
    },

    async find(id: number): Promise<Game | undefined> {
      const [game] = await db.select().from(games).where(eq(games.id, id))
      return game
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, id))
      return row !== undefined
    },

    /** Inserts the games that are missing; existing rows are left as they are. */
    async insertMissing(rows: readonly (typeof games.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return
      await db
        .insert(games)
        .values([...rows])
        .onConflictDoNothing()
    },
  }
}
export type GamesRepository = ReturnType<typeof createGamesRepository>

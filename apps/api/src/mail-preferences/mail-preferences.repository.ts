import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { mailPreferences, storeFollows, users } from '../db/schema.ts'

/** The stores a player follows and their digest switch (decision 037); no row of preferences: the defaults. */
export function createMailPreferencesRepository(db: Database) {
  return {
    async dailyDigest(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ on: mailPreferences.dailyDigest })
        .from(mailPreferences)
        .where(eq(mailPreferences.userId, userId))
      return row?.on ?? true
    },

    /**
     * Turns the digests on or off. Turned back on, they list only what is published from then (`digest_since`);
     * a first row that keeps them on cuts nothing.
     */
    async setDailyDigest(userId: number, on: boolean): Promise<void> {
      await db
        .insert(mailPreferences)
        .values({ userId, dailyDigest: on, digestSince: on ? new Date(0) : sql`now()` })
        .onConflictDoUpdate({
          target: mailPreferences.userId,
          set: {
            dailyDigest: on,
            digestSince: on
              ? sql`CASE WHEN ${mailPreferences.dailyDigest} THEN ${mailPreferences.digestSince} ELSE now() END`
              : mailPreferences.digestSince,
            updatedAt: sql`now()`,
          },
        })
    },

    /** The stores the player follows, as their owners' rows (the service keeps the public ones), by name. */
    followedStores(userId: number) {
      return db
        .select({
          id: users.id,
          isPublic: users.isPublic,
          storeLogo: users.storeLogo,
          storePhoto: users.storePhoto,
          storeInformation: users.storeInformation,
        })
        .from(storeFollows)
        .innerJoin(users, eq(users.id, storeFollows.storeId))
        .where(eq(storeFollows.userId, userId))
        .orderBy(asc(sql`lower(${users.storeInformation}->>'store_name')`), asc(users.id))
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      return row !== undefined
    },
  }
}

export type MailPreferencesRepository = ReturnType<typeof createMailPreferencesRepository>

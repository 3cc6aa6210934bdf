import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { favoriteStores, users } from '../db/schema.ts'

const storeNameSql = sql<string>`${users.storeInformation}->>'store_name'`
const storeCitySql = sql`${users.storeInformation}->'address'->>'city'`

/** The same test as store-summary's toStoreSummary, in SQL: made public and named. */
const isPublicStoreSql = and(eq(users.isPublic, true), sql`coalesce(${storeNameSql}, '') <> ''`)

/** `%`, `_` and `\` typed by a visitor are searched for as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function createStoresRepository(db: Database) {
  return {
    /** Public stores whose name or city contains `search` (any case), by name. */
    async listPublic({
      search,
      callerId,
      limit,
      offset,
    }: {
      search?: string
      callerId?: number
      limit: number
      offset: number
    }) {
      const matches = search
        ? and(
            isPublicStoreSql,
            sql`(${storeNameSql} ILIKE ${likePattern(search)} OR ${storeCitySql} ILIKE ${likePattern(search)})`,
          )
        : isPublicStoreSql
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            isPublic: users.isPublic,
            storeLogo: users.storeLogo,
            storeInformation: users.storeInformation,
            isFavorite:
              callerId === undefined
                ? sql<boolean>`false`
                : sql<boolean>`EXISTS (SELECT 1 FROM ${favoriteStores} WHERE ${favoriteStores.storeId} = ${users.id} AND ${favoriteStores.userId} = ${callerId})`,
          })
          .from(users)
          .where(matches)
          .orderBy(asc(sql`lower(${storeNameSql})`), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: sql<number>`count(*)::int` }).from(users).where(matches),
      ])
      return { rows, count: total?.count ?? 0 }
    },

    async isPublicStore(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isPublicStoreSql))
      return row !== undefined
    },

    async addFavorite(userId: number, storeId: number): Promise<void> {
      await db.insert(favoriteStores).values({ userId, storeId }).onConflictDoNothing()
    },

    async removeFavorite(userId: number, storeId: number): Promise<void> {
      await db
        .delete(favoriteStores)
        .where(and(eq(favoriteStores.userId, userId), eq(favoriteStores.storeId, storeId)))
    },
  }
}

export type StoresRepository = ReturnType<typeof createStoresRepository>

import { and, asc, eq, sql } from 'drizzle-orm'
import type { Clock } from '../db/clock.ts'
import type { Database } from '../db/database.ts'
import { newsDayAt, storeFollows, users } from '../db/schema.ts'

const storeNameSql = sql<string>`${users.storeInformation}->>'store_name'`
const storeCitySql = sql`${users.storeInformation}->'address'->>'city'`

/** The same test as store-summary's toStoreSummary, in SQL: made public and named. */
const isPublicStoreSql = and(eq(users.isPublic, true), sql`coalesce(${storeNameSql}, '') <> ''`)

/** `%`, `_` and `\` typed by a visitor are searched for as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A store's columns as the store list and page show them, with whether `callerId` follows it. */
const storeColumns = (callerId: number | undefined) => ({
  id: users.id,
  isPublic: users.isPublic,
  storeLogo: users.storeLogo,
  storePhoto: users.storePhoto,
  storeInformation: users.storeInformation,
  isFavorite:
    callerId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM ${storeFollows} WHERE ${storeFollows.storeId} = ${users.id} AND ${storeFollows.userId} = ${callerId})`,
})

export function createStoresRepository(db: Database, clock: Clock) {
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
          .select(storeColumns(callerId))
          .from(users)
          .where(matches)
          .orderBy(asc(sql`lower(${storeNameSql})`), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: sql<number>`count(*)::int` }).from(users).where(matches),
      ])
      return { rows, count: total?.count ?? 0 }
    },

    /** One public store, with whether the caller follows it; undefined when there is none. */
    async findPublic(id: number, callerId?: number) {
      const [row] = await db
        .select(storeColumns(callerId))
        .from(users)
        .where(and(eq(users.id, id), isPublicStoreSql))
      return row
    },

    async isPublicStore(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isPublicStoreSql))
      return row !== undefined
    },

    /** Follows a store (decision 037): its first digest comes on the next news day's morning. */
    async follow(userId: number, storeId: number): Promise<void> {
      await db
        .insert(storeFollows)
        .values({ userId, storeId, digestDay: newsDayAt(clock.now()) })
        .onConflictDoNothing()
    },

    /** Answers whether the player followed the store. */
    async unfollow(userId: number, storeId: number): Promise<boolean> {
      const removed = await db
        .delete(storeFollows)
        .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)))
        .returning({ storeId: storeFollows.storeId })
      return removed.length > 0
    },
  }
}

export type StoresRepository = ReturnType<typeof createStoresRepository>

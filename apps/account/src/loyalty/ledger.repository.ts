import { coinsExpiry } from '@questboard/domain/constants'
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { accounts, loyaltyCredits } from '../db/schema'

export interface Credit {
  userId: string
  xp: number
  coins: number
}

export interface Balances {
  XP: number
  Coins: number
  coins_expiring: { amount: number; expires_at: string }[]
}

export function ledgerRepository(db: Db) {
  return {
    async balances(accountId: string, now = new Date()): Promise<Balances> {
      const [totals] = await db
        .select({
          xp: sql<number>`coalesce(sum(${loyaltyCredits.xp}), 0)::int`,
          coins: sql<number>`coalesce(sum(${loyaltyCredits.coins}) FILTER (WHERE ${loyaltyCredits.coinsExpireAt} > ${now.toISOString()}), 0)::int`,
        })
        .from(loyaltyCredits)
        .where(eq(loyaltyCredits.accountId, accountId))
      const expiring = await db
        .select({
          amount: sql<number>`sum(${loyaltyCredits.coins})::int`,
          expiresAt: loyaltyCredits.coinsExpireAt,
        })
        .from(loyaltyCredits)
        .where(
          and(
            eq(loyaltyCredits.accountId, accountId),
            gt(loyaltyCredits.coinsExpireAt, now),
            gt(loyaltyCredits.coins, 0),
          ),
        )
        .groupBy(loyaltyCredits.coinsExpireAt)
        .orderBy(asc(loyaltyCredits.coinsExpireAt))
      return {
        XP: totals?.xp ?? 0,
        Coins: totals?.coins ?? 0,
        coins_expiring: expiring.map((row) => ({
          amount: row.amount,
          expires_at: row.expiresAt.toISOString(),
        })),
      }
    },

    /**
     * Records the credits of one event in one transaction. A (event, user) pair already credited is left
     * alone, so a retried award never pays twice. Returns the credits actually recorded now.
     */
    async credit(eventId: string, credits: Credit[], earnedAt = new Date()): Promise<Credit[]> {
      if (credits.length === 0) return []
      const inserted = await db
        .insert(loyaltyCredits)
        .values(
          credits.map((credit) => ({
            accountId: credit.userId,
            eventId,
            xp: credit.xp,
            coins: credit.coins,
            earnedAt,
            // Coins expire one year after they were earned (spec §9); XP never expires.
            coinsExpireAt: coinsExpiry(earnedAt),
          })),
        )
        .onConflictDoNothing({ target: [loyaltyCredits.eventId, loyaltyCredits.accountId] })
        .returning({ userId: loyaltyCredits.accountId, xp: loyaltyCredits.xp, coins: loyaltyCredits.coins })
      return inserted
    },

    async existingAccountIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, ids))
      return new Set(rows.map((row) => row.id))
    },

    /** Those of `ids` who joined the loyalty club. */
    async loyaltyMemberIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(inArray(accounts.id, ids), isNotNull(accounts.loyaltyRegisteredAt)))
      return new Set(rows.map((row) => row.id))
    },

    /** Loyalty club members ranked by XP (ties share a rank). */
    async leaderboard(page: number, pageSize: number) {
      const members = isNotNull(accounts.loyaltyRegisteredAt)
      const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts).where(members)
      const xp = sql<number>`coalesce(sum(${loyaltyCredits.xp}), 0)::int`
      const rows = await db
        .select({
          rank: sql<number>`(rank() OVER (ORDER BY coalesce(sum(${loyaltyCredits.xp}), 0) DESC))::int`,
          nickname: accounts.nickname,
          xp,
        })
        .from(accounts)
        .leftJoin(loyaltyCredits, eq(loyaltyCredits.accountId, accounts.id))
        .where(members)
        .groupBy(accounts.id, accounts.nickname)
        .orderBy(sql`coalesce(sum(${loyaltyCredits.xp}), 0) DESC`, asc(accounts.nickname), asc(accounts.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      return { count: total?.count ?? 0, results: rows }
    },
  }
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>

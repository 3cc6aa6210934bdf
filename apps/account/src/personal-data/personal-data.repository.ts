import { asc, eq, sql } from 'drizzle-orm'
import { signInCountersOf } from '../accounts/sign-in.service'
import type { Db } from '../db/database'
import { accountDeletions, accounts, loyaltyCredits, oidcPayloads, rateLimitCounters } from '../db/schema'

/** The account's rows for its export, its deletion and the Event API's back-channel (docs/decisions/021). */
export function personalDataRepository(db: Db) {
  return {
    /** The account's loyalty ledger, oldest first. */
    async ledgerOf(accountId: string) {
      return db
        .select({
          event_id: loyaltyCredits.eventId,
          xp: loyaltyCredits.xp,
          coins: loyaltyCredits.coins,
          earned_at: loyaltyCredits.earnedAt,
          coins_expire_at: loyaltyCredits.coinsExpireAt,
        })
        .from(loyaltyCredits)
        .where(eq(loyaltyCredits.accountId, accountId))
        .orderBy(asc(loyaltyCredits.earnedAt), asc(loyaltyCredits.id))
    },

    /**
     * Deletes the account in one transaction, as the privacy policy says: the account row (email, password,
     * nickname, picture, country, birth date, roles; its reset links cascade), its sign-in attempts, and every
     * session, grant and token the provider holds for it. The loyalty ledger stays (an accounting record kept
     * 5 years). The deletion is queued for the Event API in the same transaction, so it cannot be lost.
     */
    async deleteAccount(accountId: string, email: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(accountDeletions).values({ accountId }).onConflictDoNothing()
        await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`)
        await tx.delete(rateLimitCounters).where(signInCountersOf(email))
        await tx.delete(accounts).where(eq(accounts.id, accountId))
      })
    },

    /** The deletions the Event API has not acknowledged yet, oldest first. */
    async pendingDeletions(limit: number) {
      return db
        .select({ account_id: accountDeletions.accountId, deleted_at: accountDeletions.deletedAt })
        .from(accountDeletions)
        .orderBy(asc(accountDeletions.deletedAt), asc(accountDeletions.accountId))
        .limit(limit)
    },

    /** Forgets a deletion once the Event API has applied it; false when it was not pending. */
    async acknowledgeDeletion(accountId: string): Promise<boolean> {
      const removed = await db
        .delete(accountDeletions)
        .where(eq(accountDeletions.accountId, accountId))
        .returning({ accountId: accountDeletions.accountId })
      return removed.length > 0
    },
  }
}

export type PersonalDataRepository = ReturnType<typeof personalDataRepository>

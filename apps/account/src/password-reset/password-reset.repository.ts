import { createHash } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { signInCountersOf } from '../accounts/sign-in.service'
import type { Db } from '../db/database'
import {
  accounts,
  oidcPayloads,
  passwordResetRequests,
  passwordResetTokens,
  rateLimitCounters,
} from '../db/schema'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** Reset links and the requests that ask for them. */
export function passwordResetRepository(db: Db) {
  return {
    /** Requests since `since` from this address and from this IP address. */
    async requestsSince(email: string, ip: string, since: Date) {
      const count = async (where: ReturnType<typeof and>) => {
        const [row] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(passwordResetRequests)
          .where(where)
        return row?.count ?? 0
      }
      return {
        byEmail: await count(
          and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.requestedAt, since)),
        ),
        byIp: await count(
          and(eq(passwordResetRequests.ip, ip), gt(passwordResetRequests.requestedAt, since)),
        ),
      }
    },

    /** Records a request, and forgets those older than `forgetBefore` (no job needed). */
    async recordRequest(email: string, ip: string, forgetBefore: Date): Promise<void> {
      await db.insert(passwordResetRequests).values({ email, ip })
      await db.delete(passwordResetRequests).where(lt(passwordResetRequests.requestedAt, forgetBefore))
    },

    async createToken(accountId: string, token: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), accountId, expiresAt })
    },

    /** The account of a link that is neither used nor expired, without using it. */
    async validAccountOf(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ accountId: passwordResetTokens.accountId })
        .from(passwordResetTokens)
        .where(usable(token))
      return row?.accountId
    },

    /**
     * Uses the link and sets the new password in one transaction: false when the link is unknown, used or
     * expired (a second use of the same link, even concurrent, finds it used). The account's other links, its
     * failed sign-ins and its sessions, grants and tokens go: whoever knew the old password is signed out.
     */
    async resetPassword(token: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(usable(token))
          .returning({ accountId: passwordResetTokens.accountId })
        if (!used) return false
        const [account] = await tx
          .update(accounts)
          .set({ passwordHash })
          .where(eq(accounts.id, used.accountId))
          .returning({ email: accounts.email })
        if (!account) return false
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, used.accountId))
        await tx.delete(rateLimitCounters).where(signInCountersOf(account.email))
        await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${used.accountId}`)
        return true
      })
    },
  }
}

function usable(token: string) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  )
}

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>

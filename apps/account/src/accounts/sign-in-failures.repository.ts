import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import { signInFailures } from '../db/schema'

/** Failed sign-ins per (email, IP address), kept in the database so every instance sees them. */
export function signInFailuresRepository(db: Db) {
  return {
    async countSince(email: string, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(signInFailures)
        .where(
          and(eq(signInFailures.email, email), eq(signInFailures.ip, ip), gt(signInFailures.failedAt, since)),
        )
      return row?.count ?? 0
    },
    /** Records a failure; now and then forgets those older than `forgetBefore` (no job needed). */
    async record(email: string, ip: string, forgetBefore: Date): Promise<void> {
      await db.insert(signInFailures).values({ email, ip })
      if (Math.random() < 0.05)
        await db.delete(signInFailures).where(lt(signInFailures.failedAt, forgetBefore))
    },
    async clear(email: string, ip: string): Promise<void> {
      await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)))
    },
  }
}

export type SignInFailuresRepository = ReturnType<typeof signInFailuresRepository>

import type { Locale } from '@questboard/domain/constants'
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { type NewsletterTokenPurpose, newsletterSubscriptions, newsletterTokens } from '../db/schema.ts'

export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect

/** A sign-up nobody confirmed (nor unsubscribed) whose last confirmation mail went out `days` or more ago. */
const abandonedSince = (days: number) =>
  and(
    isNull(newsletterSubscriptions.confirmedAt),
    isNull(newsletterSubscriptions.unsubscribedAt),
    sql`COALESCE(${newsletterSubscriptions.confirmationSentAt}, ${newsletterSubscriptions.createdAt}) < now() - make_interval(days => ${days})`,
  )

export function createNewsletterRepository(db: Database) {
  return {
    ...newsletterQueries(db),

    /**
     * Deletes up to `limit` sign-ups abandoned `days` or more ago, with their links (the tokens go with them,
     * ON DELETE CASCADE); answers how many. Rows a sign-up of the same address holds are skipped, and the
     * condition is read again on the locked rows, so instances purging together never collide.
     */
    async purgeAbandonedSignUps(days: number, limit: number): Promise<number> {
      const due = db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(abandonedSince(days))
        .orderBy(newsletterSubscriptions.id)
        .limit(limit)
        .for('update', { skipLocked: true })
      const purged = await db
        .delete(newsletterSubscriptions)
        .where(and(inArray(newsletterSubscriptions.id, due), abandonedSince(days)))
        .returning({ id: newsletterSubscriptions.id })
      return purged.length
    },

    /**
     * Deletes up to `limit` confirmation links that expired `days` or more ago, whoever they were sent to
     * (a subscriber's, an older link of an address that signed up again); answers how many.
     */
    async purgeExpiredConfirmationTokens(days: number, limit: number): Promise<number> {
      const expired = and(
        eq(newsletterTokens.purpose, 'confirm'),
        lt(newsletterTokens.expiresAt, sql`now() - make_interval(days => ${days})`),
      )
      const due = db
        .select({ tokenHash: newsletterTokens.tokenHash })
        .from(newsletterTokens)
        .where(expired)
        .limit(limit)
        .for('update', { skipLocked: true })
      const purged = await db
        .delete(newsletterTokens)
        .where(and(inArray(newsletterTokens.tokenHash, due), expired))
        .returning({ tokenHash: newsletterTokens.tokenHash })
      return purged.length
    },

    /** Runs `work` in one transaction, with the queries bound to it and the transaction (for `mail.enqueue`). */
    inTransaction<T>(work: (queries: NewsletterQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(newsletterQueries(tx), tx))
    },
  }
}

function newsletterQueries(db: Database) {
  return {
    /**
     * The address's row, locked until the transaction ends. Inserted first when new, so two concurrent
     * sign-ups of one address queue behind the same row instead of both inserting.
     */
    async lockByEmail(email: string, locale: Locale): Promise<NewsletterSubscription> {
      // Twice at most: the purge (jobs) may delete an abandoned row between the insert and the lock.
      for (let attempt = 0; attempt < 2; attempt++) {
        await db.insert(newsletterSubscriptions).values({ email, locale }).onConflictDoNothing()
        const [row] = await db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
          .for('update')
        if (row) return row
      }
      throw new Error(`newsletter subscription ${email} vanished twice`)
    },

    /** Back to pending (a new double opt-in) in `locale`, with the confirmation mail sent now. */
    async restartOptIn(id: number, locale: Locale): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ locale, confirmationSentAt: sql`now()`, confirmedAt: null, unsubscribedAt: null })
        .where(eq(newsletterSubscriptions.id, id))
    },

    async insertToken(
      subscriptionId: number,
      purpose: NewsletterTokenPurpose,
      tokenHash: string,
      validSeconds?: number,
    ): Promise<void> {
      await db.insert(newsletterTokens).values({
        tokenHash,
        subscriptionId,
        purpose,
        expiresAt: validSeconds === undefined ? null : sql`now() + make_interval(secs => ${validSeconds})`,
      })
    },

    /** The subscription a token points to, and whether the token has expired; undefined when unknown. */
    async findByToken(
      purpose: NewsletterTokenPurpose,
      tokenHash: string,
    ): Promise<{ subscription: NewsletterSubscription; expired: boolean } | undefined> {
      const [row] = await db
        .select({
          subscription: newsletterSubscriptions,
          expired: sql<boolean>`${newsletterTokens.expiresAt} IS NOT NULL AND ${newsletterTokens.expiresAt} <= now()`,
        })
        .from(newsletterTokens)
        .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterTokens.subscriptionId))
        .where(and(eq(newsletterTokens.tokenHash, tokenHash), eq(newsletterTokens.purpose, purpose)))
      return row
    },

    /** Confirms a pending subscription; a confirmed one stays as it is (the link followed twice). */
    async confirm(id: number): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: sql`now()` })
        .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.confirmedAt)))
    },

    /**
     * Unsubscribes, and voids the pending confirmation links so an old one cannot subscribe the address
     * again behind its owner's back.
     */
    async unsubscribe(id: number): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: sql`now()`, confirmedAt: null })
        .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.unsubscribedAt)))
      await db
        .delete(newsletterTokens)
        .where(and(eq(newsletterTokens.subscriptionId, id), eq(newsletterTokens.purpose, 'confirm')))
    },
  }
}

export type NewsletterQueries = ReturnType<typeof newsletterQueries>
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>

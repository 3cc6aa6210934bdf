import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { mailOutbox, type OutboxAttachment } from '../db/schema.ts'

export type OutboxMail = typeof mailOutbox.$inferSelect

export interface NewOutboxMail {
  key?: string
  template: string
  recipient: string
  locale: string
  subject: string
  textBody: string
  htmlBody: string
  attachments: OutboxAttachment[]
  headers?: Record<string, string>
}

/**
 * The SQL that inserts `mail` into the outbox once per row of `source` (a CTE of the caller's statement: one row
 * or none), so a change and its mail are one statement (a registration's seat, row and confirmation).
 */
export function outboxInsert(mail: NewOutboxMail, source: SQL) {
  return sql`
    INSERT INTO mail_outbox (key, template, recipient, locale, subject, text_body, html_body, attachments, headers)
    SELECT ${mail.key ?? null}, ${mail.template}, ${mail.recipient}, ${mail.locale}, ${mail.subject},
      ${mail.textBody}, ${mail.htmlBody}, ${JSON.stringify(mail.attachments)}::jsonb,
      ${JSON.stringify(mail.headers ?? {})}::jsonb
    FROM ${source}`
}

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Inserts through `executor` (the caller's transaction), so the mail exists exactly when the caller's
     * change commits. No NOTIFY: its commit lock would make every transaction that queues a mail wait for
     * the others (a registration's confirmation, measured in docs/performance.md); the workers poll.
     * False when a mail with the key exists.
     */
    async insert(executor: Database, mail: NewOutboxMail): Promise<boolean> {
      const inserted = await executor
        .insert(mailOutbox)
        .values(mail)
        .onConflictDoNothing({ target: mailOutbox.key })
        .returning({ id: mailOutbox.id })
      return inserted.length > 0
    },

    /**
     * Claims up to `limit` due mails for `leaseSeconds`: one statement whose row locks are skipped by every
     * other claimer, and whose lease keeps them away once it committed. A worker that dies mid-send leaves
     * its mails to be claimed again when the lease ends.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(mailOutbox)
        .set({
          claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(inArray(mailOutbox.id, due))
        .returning()
      return claimed.sort((a, b) => a.id - b.id)
    },

    /** One statement for a batch sent: a commit (a WAL flush) per batch rather than per mail. */
    async markSent(ids: number[]): Promise<void> {
      if (ids.length === 0) return
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(inArray(mailOutbox.id, ids))
    },

    /** Puts the mail back for a later attempt, or gives up on it for good (`retryInSeconds` null). */
    async markFailed(id: number, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          claimedUntil: null,
          lastError: error.slice(0, 2000),
          ...(retryInSeconds === null
            ? { failedAt: sql`now()` }
            : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
        })
        .where(eq(mailOutbox.id, id))
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>

import type { Database } from '../db/database.ts'
import { createNewsletterRepository } from '../newsletter/newsletter.repository.ts'
import { CONFIRMATION_VALID_DAYS } from '../newsletter/newsletter.service.ts'
import { inBatchesUntilDone } from './batches.ts'

/**
 * How long an expired confirmation link is kept (decision 015): meanwhile following it still says it expired
 * (410) rather than that it is unknown (404), and after it the address of a sign-up nobody confirmed is gone.
 */
export const EXPIRED_LINK_KEPT_DAYS = 30
/** A purge scans the sign-ups; once an hour per instance is plenty for what expires in days. */
export const NEWSLETTER_PURGE_INTERVAL_MS = 60 * 60 * 1000
const BATCH_SIZE = 500

export interface NewsletterPurged {
  signUps: number
  tokens: number
}

/**
 * Removes what the double opt-in left behind (decision 015): the sign-ups nobody confirmed, once their last
 * confirmation link expired EXPIRED_LINK_KEPT_DAYS ago (the row, so the address, and its links), and the
 * expired confirmation links of the other addresses. Plain conditional DELETEs skipping locked rows: any
 * number of instances may run it together.
 */
export function createNewsletterPurge({ db }: { db: Database }) {
  const newsletter = createNewsletterRepository(db)
  let lastRunAt: number | undefined

  async function purge(): Promise<NewsletterPurged> {
    const signUps = await inBatchesUntilDone(BATCH_SIZE, () =>
      newsletter.purgeAbandonedSignUps(CONFIRMATION_VALID_DAYS + EXPIRED_LINK_KEPT_DAYS, BATCH_SIZE),
    )
    const tokens = await inBatchesUntilDone(BATCH_SIZE, () =>
      newsletter.purgeExpiredConfirmationTokens(EXPIRED_LINK_KEPT_DAYS, BATCH_SIZE),
    )
    return { signUps, tokens }
  }

  return {
    /** Purges now. */
    purge,
    /** Purges unless this instance did less than NEWSLETTER_PURGE_INTERVAL_MS ago (what the scheduler calls). */
    async runDue(): Promise<NewsletterPurged> {
      if (lastRunAt !== undefined && Date.now() - lastRunAt < NEWSLETTER_PURGE_INTERVAL_MS) {
        return { signUps: 0, tokens: 0 }
      }
      const purged = await purge()
      lastRunAt = Date.now()
      return purged
    },
  }
}

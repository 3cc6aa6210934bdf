import fp from 'fastify-plugin'
import type { Clock } from '../db/clock.ts'
import { createUnsubscribeLinks } from '../mail-preferences/unsubscribe-links.ts'
import { createMorningMails, type MorningMailsSent } from '../morning-mails/morning-mails.jobs.ts'
import { createWaitlistJobs } from '../waitlist/waitlist.jobs.ts'
import { createWaitlistRepository } from '../waitlist/waitlist.repository.ts'
import { createWaitlistOffers } from '../waitlist/waitlist-offers.ts'
import { createEventLifecycleJobs } from './event-lifecycle.jobs.ts'
import { createIdempotencyPrune } from './idempotency-prune.jobs.ts'
import { createNewsletterPurge, type NewsletterPurged } from './newsletter-purge.jobs.ts'
import { createScheduler } from './scheduler.ts'

/** The scheduled work of one instance. */
export interface ScheduledJobs {
  /**
   * Runs what is due now (tests, and the scheduler itself): the waitlist offers run out, passed on, the automatic
   * cancellations, the reminders, the morning mails (digests and alerts, once 06:00 UTC has passed), and the
   * newsletter purge and the Idempotency-Keys' pruning when this instance has not run them within the hour.
   * `newsClock` is the clock the morning mails are judged on, the app's unless given (the end-to-end hook moves
   * it a day on).
   */
  runDue(options?: { newsClock?: Clock }): Promise<{
    offersExpired: number
    cancelled: number
    reminded: number
    mailed: MorningMailsSent
    purged: NewsletterPurged
    idempotencyKeysPruned: number
  }>
  /** The newsletter purge, now (decision 015). */
  purgeNewsletter(): Promise<NewsletterPurged>
  /** The Idempotency-Keys past their day, deleted now (decision 025); answers how many. */
  pruneIdempotencyKeys(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: ScheduledJobs
  }
}

export const DEFAULT_JOB_INTERVAL_MS = 60_000
const FIRST_RUN_DELAY_MS = 5_000

/**
 * Runs the scheduled jobs (waitlist offers run out, automatic cancellation, reminders, morning mails,
 * newsletter purge, Idempotency-Keys' pruning) every `config.jobIntervalMs` (60 s unless told; 0 turns the
 * scheduler off), in every instance: the work is safe to run concurrently.
 */
export const jobsPlugin = fp(
  async (app) => {
    const lifecycle = createEventLifecycleJobs({ db: app.db, mail: app.mail })
    const waitlist = createWaitlistRepository(app.db, app.clock)
    const waitlistJobs = createWaitlistJobs({
      waitlist,
      offers: createWaitlistOffers({ waitlist, mail: app.mail }),
    })
    const newsletterPurge = createNewsletterPurge({ db: app.db })
    const idempotencyPrune = createIdempotencyPrune({ db: app.db })
    const morningMails = createMorningMails({
      db: app.db,
      mail: app.mail,
      links: createUnsubscribeLinks(app.config.mailLinkSecret),
      clock: app.clock,
    })
    const jobs: ScheduledJobs = {
      async runDue({ newsClock } = {}) {
        try {
          // First: a seat held by an offer that ran out before the deadline must not count against the minimum.
          const offersExpired = await waitlistJobs.runDue()
          const { cancelled, reminded } = await lifecycle.runDue()
          // After the cancellations: a store's digest never lists an event this very run cancelled.
          const mailed = await morningMails.runDue(newsClock)
          const purged = await newsletterPurge.runDue()
          const idempotencyKeysPruned = await idempotencyPrune.runDue()
          app.metrics.jobRun('ok', { cancelled, reminded })
          return { offersExpired, cancelled, reminded, mailed, purged, idempotencyKeysPruned }
        } catch (error) {
          app.metrics.jobRun('failed')
          throw error
        }
      },
      purgeNewsletter: () => newsletterPurge.purge(),
      pruneIdempotencyKeys: () => idempotencyPrune.prune(),
    }
    app.decorate('jobs', jobs)
    const intervalMs = app.config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS
    if (intervalMs <= 0) return
    const scheduler = createScheduler({
      intervalMs,
      firstRunDelayMs: Math.min(FIRST_RUN_DELAY_MS, intervalMs),
      run: () => jobs.runDue(),
      log: app.log.child({ module: 'jobs' }),
    })
    app.addHook('onReady', async () => scheduler.start())
    // Registered after the db and mail plugins, so this runs before they close.
    app.addHook('onClose', async () => scheduler.stop())
  },
  { name: 'jobs', dependencies: ['db', 'mail', 'metrics'] },
)

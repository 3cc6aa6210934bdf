import fp from 'fastify-plugin'
import { createEventLifecycleJobs } from './event-lifecycle.jobs.ts'
import { createNewsletterPurge, type NewsletterPurged } from './newsletter-purge.jobs.ts'
import { createScheduler } from './scheduler.ts'

/** The scheduled work of one instance. */
export interface ScheduledJobs {
  /**
   * Runs what is due now (tests, and the scheduler itself): the automatic cancellations, the reminders, and
   * the newsletter purge when this instance has not purged within the hour.
   */
  runDue(): Promise<{ cancelled: number; reminded: number; purged: NewsletterPurged }>
  /** The newsletter purge, now (decision 015). */
  purgeNewsletter(): Promise<NewsletterPurged>
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: ScheduledJobs
  }
}

export const DEFAULT_JOB_INTERVAL_MS = 60_000
const FIRST_RUN_DELAY_MS = 5_000

/**
 * Runs the scheduled jobs (automatic cancellation, reminders, newsletter purge) every `config.jobIntervalMs`
 * (60 s unless told; 0 turns the scheduler off), in every instance: the work is safe to run concurrently.
 */
export const jobsPlugin = fp(
  async (app) => {
    const lifecycle = createEventLifecycleJobs({ db: app.db, mail: app.mail })
    const newsletterPurge = createNewsletterPurge({ db: app.db })
    const jobs: ScheduledJobs = {
      async runDue() {
        try {
          const { cancelled, reminded } = await lifecycle.runDue()
          const purged = await newsletterPurge.runDue()
          app.metrics.jobRun('ok', { cancelled, reminded })
          return { cancelled, reminded, purged }
        } catch (error) {
          app.metrics.jobRun('failed')
          throw error
        }
      },
      purgeNewsletter: () => newsletterPurge.purge(),
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

import fp from 'fastify-plugin'
import { createEventLifecycleJobs, type EventLifecycleJobs } from './event-lifecycle.jobs.ts'
import { createScheduler } from './scheduler.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled work; `runDue` runs it now (tests, and the scheduler itself). */
    jobs: EventLifecycleJobs
  }
}

export const DEFAULT_JOB_INTERVAL_MS = 60_000
const FIRST_RUN_DELAY_MS = 5_000

/**
 * Runs the event lifecycle jobs (automatic cancellation, reminders) every `config.jobIntervalMs` (60 s
 * unless told; 0 turns the scheduler off), in every instance: the work is safe to run concurrently.
 */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = createEventLifecycleJobs({ db: app.db, mail: app.mail, publicUrl: app.config.publicUrl })
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
  { name: 'jobs', dependencies: ['db', 'mail'] },
)

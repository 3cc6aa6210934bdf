import type { FastifyBaseLogger } from 'fastify'

interface SchedulerOptions {
  intervalMs: number
  /** The first run comes this long after `start` (the app is ready, the outbox worker started). */
  firstRunDelayMs: number
  run: () => Promise<unknown>
  log: FastifyBaseLogger
}

/**
 * Runs `run` every `intervalMs`, never two at once (the next run is planned when one ends). It keeps no state
 * worth losing: each run asks the database what is due, so a run missed while the process was down is made
 * up by the next one, and every instance may run it (the statements make each change happen once).
 */
export function createScheduler({ intervalMs, firstRunDelayMs, run, log }: SchedulerOptions) {
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined
  let stopped = true

  const plan = (delay: number) => {
    timer = setTimeout(tick, delay)
    timer.unref()
  }

  function tick() {
    current = run()
      .then(
        () => {},
        (error: unknown) => {
          // The database may be away for a moment: the next run tries again.
          log.error({ err: error }, 'scheduled job failed')
        },
      )
      .finally(() => {
        current = undefined
        if (!stopped) plan(intervalMs)
      })
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      plan(firstRunDelayMs)
    },
    /** Lets a run in progress finish (its transaction commits or rolls back whole), then stops. */
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}

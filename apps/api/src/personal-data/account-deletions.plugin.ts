import fp from 'fastify-plugin'
import { DEFAULT_JOB_INTERVAL_MS } from '../jobs/jobs.plugin.ts'
import { createScheduler } from '../jobs/scheduler.ts'
import { createWaitlistRepository } from '../waitlist/waitlist.repository.ts'
import { createWaitlistOffers } from '../waitlist/waitlist-offers.ts'
import { createPersonalDataRepository } from './personal-data.repository.ts'

export interface AccountDeletions {
  /**
   * Applies every account deletion the account service has pending, acknowledging each once applied; answers
   * how many were. Throws when the account service cannot be asked: the deletions stay pending there, and
   * the next run tries again.
   */
  sync(): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDeletions: AccountDeletions
  }
}

/**
 * The Event API's side of the back-channel (docs/decisions/021): each instance asks the account service for
 * deleted accounts on the jobs' interval. A deletion made while this API was down waits there until it asks;
 * applying one twice (two instances, or a crash before the acknowledgement) erases nothing more.
 */
export const accountDeletionsPlugin = fp(
  async (app) => {
    const offers = createWaitlistOffers({
      waitlist: createWaitlistRepository(app.db, app.clock),
      mail: app.mail,
    })
    const personalData = createPersonalDataRepository(app.db, offers)
    const log = app.log.child({ module: 'account-deletions' })
    const deletions: AccountDeletions = {
      async sync() {
        let applied = 0
        for (;;) {
          const pending = await app.accountService.pendingDeletions()
          for (const subject of pending) {
            const erased = await personalData.erase(subject)
            // After the commit: a file left behind by a crash here is unreachable (no row names it).
            for (const key of erased?.files ?? []) {
              await app.storage.delete(key).catch((error: unknown) => {
                log.warn({ err: error, key }, 'deck photo of a deleted account not removed')
              })
            }
            await app.accountService.acknowledgeDeletion(subject)
            applied++
          }
          if (pending.length === 0) return applied
        }
      },
    }
    app.decorate('accountDeletions', deletions)

    const intervalMs = app.config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS
    if (intervalMs <= 0) return
    const scheduler = createScheduler({
      intervalMs,
      firstRunDelayMs: Math.min(5_000, intervalMs),
      run: () => deletions.sync(),
      log,
    })
    app.addHook('onReady', async () => scheduler.start())
    app.addHook('onClose', async () => scheduler.stop())
  },
  { name: 'account-deletions', dependencies: ['db', 'mail', 'storage', 'account-service'] },
)

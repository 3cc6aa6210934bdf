import type { Database } from '../db/database.ts'
import type { WaitlistRepository } from './waitlist.repository.ts'
import type { WaitlistOffers } from './waitlist-offers.ts'

/** Events handled per page of the job: each is its own short transaction. */
const PAGE_SIZE = 50

interface Dependencies {
  waitlist: Pick<WaitlistRepository, 'eventsWithExpiredOffers'> & {
    transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>
  }
  offers: Pick<WaitlistOffers, 'expire'>
}

/**
 * Passes on offers not claimed in time (decision 029): for each event with offers run out by the clock, one
 * transaction under the event's lock takes them out of the line (mailing each of their players), gives their
 * seats back and offers them to the next players in line (with their mails), so a seat is offered once,
 * whichever instances run this together. An event another transaction holds is skipped; the next run comes
 * back to it.
 */
export function createWaitlistJobs({ waitlist, offers }: Dependencies) {
  return {
    /** Answers how many offers ran out and were passed on (or given back, when nobody else waits). */
    async runDue(): Promise<number> {
      let expired = 0
      let afterId = 0
      for (;;) {
        const eventIds = await waitlist.eventsWithExpiredOffers(afterId, PAGE_SIZE)
        for (const eventId of eventIds) {
          expired += (await waitlist.transaction((tx) => offers.expire(tx, eventId))) ?? 0
        }
        if (eventIds.length < PAGE_SIZE) return expired
        afterId = eventIds[eventIds.length - 1] ?? afterId
      }
    },
  }
}

export type WaitlistJobs = ReturnType<typeof createWaitlistJobs>

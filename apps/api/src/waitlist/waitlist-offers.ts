import type { Database } from '../db/database.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import type { Mail } from '../plugins/mail.ts'
import type { WaitlistRepository } from './waitlist.repository.ts'

interface Dependencies {
  waitlist: Pick<WaitlistRepository, 'offerFreeSeats' | 'leave' | 'dropExpiredOffers'>
  mail: Pick<Mail, 'enqueue'>
}

/**
 * What every change that frees seats calls in its own transaction (an unregistration, a higher limit, an erased
 * account, an offer given back or run out): the free seats go to the first players waiting, each with a mail in
 * their language, queued in the same transaction, so a mail exists exactly when its offer does.
 */
export function createWaitlistOffers({ waitlist, mail }: Dependencies) {
  /** Offers the event's free seats in line order; answers how many were offered. */
  async function offerFreeSeats(tx: Database, eventId: number): Promise<number> {
    const offers = await waitlist.offerFreeSeats(tx, eventId)
    for (const offer of offers) {
      const recipient = { nickname: offer.nickname, locale: offer.locale }
      await mail.enqueue(tx, {
        to: offer.email,
        locale: offer.locale,
        template: 'waitlist-offer',
        data: { ...eventMailData(offer.event, recipient), offerExpiresAt: offer.expiresAt.toISOString() },
        // A line entry gets one offer in its life (it then leaves the line: claimed, given back or run out).
        key: `waitlist-offer:${offer.waitlistId}`,
      })
    }
    return offers.length
  }

  return {
    offerFreeSeats,

    /** Takes the player out of the event's line; a seat held for them goes to the next. */
    async leave(tx: Database, eventId: number, userId: number): Promise<void> {
      const left = await waitlist.leave(tx, eventId, userId)
      if (left?.held) await offerFreeSeats(tx, eventId)
    },

    /**
     * The event's offers run out unclaimed: their players leave the line, each told so by mail in their language
     * (in this transaction, as the expiry), and the seats go to the next in line. Answers how many ran out, or
     * undefined when another transaction holds the event.
     */
    async expire(tx: Database, eventId: number): Promise<number | undefined> {
      const lost = await waitlist.dropExpiredOffers(tx, eventId)
      if (!lost?.length) return lost && 0
      for (const entry of lost) {
        await mail.enqueue(tx, {
          to: entry.email,
          locale: entry.locale,
          template: 'waitlist-offer-expired',
          data: eventMailData(entry.event, entry),
          key: `waitlist-offer-expired:${entry.waitlistId}`,
        })
      }
      await offerFreeSeats(tx, eventId)
      return lost.length
    },
  }
}

export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>

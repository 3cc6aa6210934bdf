import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import {
  calendarFeeds,
  eventResults,
  events,
  mailedEvents,
  mailOutbox,
  mailPreferences,
  newsletterSubscriptions,
  organizerRequests,
  registrations,
  searchAlerts,
  storeFollows,
  toolTokens,
  users,
  waitlist,
} from '../db/schema.ts'
import { createRegistrationsRepository } from '../registrations/registrations.repository.ts'
import type { WaitlistOffers } from '../waitlist/waitlist-offers.ts'

/** The nickname a deleted player's kept results and past seats show (docs/decisions/021). */
export const DELETED_PLAYER = 'Deleted player'

const eventSummary = {
  event_id: events.id,
  event_name: events.name,
  event_start_date: events.startLocal,
  event_timezone: events.timezone,
}

/**
 * What the Event API holds of one person: its export, and its erasure once the account is deleted. `offers`
 * gives the seats an erasure frees to the events' waitlists (decision 029).
 */
export function createPersonalDataRepository(
  db: Database,
  offers: Pick<WaitlistOffers, 'offerFreeSeats' | 'leave'>,
) {
  return {
    /** Everything of the user's own, and nothing of anyone else's (other players, other stores' data). */
    async exportOf(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId))
      if (!user) return undefined
      const registered = await db
        .select({
          ...eventSummary,
          registered_at: registrations.createdAt,
          deck_photo_uploaded_at: registrations.deckPhotoUploadedAt,
          has_deck_photo: sql<boolean>`${registrations.deckPhoto} IS NOT NULL`,
        })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .where(eq(registrations.userId, userId))
        .orderBy(asc(events.startsAt))
      const results = await db
        .select({
          ...eventSummary,
          category: eventResults.category,
          position: eventResults.position,
          xp: eventResults.xp,
          coins: eventResults.coins,
          recorded_at: eventResults.createdAt,
        })
        .from(eventResults)
        .innerJoin(events, eq(events.id, eventResults.eventId))
        .where(eq(eventResults.userId, userId))
        .orderBy(asc(events.startsAt))
      const waiting = await db
        .select({
          ...eventSummary,
          joined_at: waitlist.createdAt,
          offered_at: waitlist.offeredAt,
          offer_expires_at: waitlist.offerExpiresAt,
        })
        .from(waitlist)
        .innerJoin(events, eq(events.id, waitlist.eventId))
        .where(eq(waitlist.userId, userId))
        .orderBy(asc(events.startsAt))
      const follows = await db
        .select({ store_id: storeFollows.storeId, followed_at: storeFollows.createdAt })
        .from(storeFollows)
        .where(eq(storeFollows.userId, userId))
      const alerts = await db
        .select()
        .from(searchAlerts)
        .where(eq(searchAlerts.userId, userId))
        .orderBy(asc(searchAlerts.id))
      const [preferences] = await db
        .select({ daily_digest: mailPreferences.dailyDigest, updated_at: mailPreferences.updatedAt })
        .from(mailPreferences)
        .where(eq(mailPreferences.userId, userId))
      const mailed = await db
        .select({ event_id: mailedEvents.eventId, mailed_at: mailedEvents.mailedAt })
        .from(mailedEvents)
        .where(eq(mailedEvents.userId, userId))
        .orderBy(asc(mailedEvents.mailedAt), asc(mailedEvents.eventId))
      const requests = await db
        .select({
          account_id: organizerRequests.accountId,
          customer_id: organizerRequests.customerId,
          tax_number: organizerRequests.taxNumber,
          status: organizerRequests.status,
          requested_at: organizerRequests.createdAt,
          decided_at: organizerRequests.decidedAt,
        })
        .from(organizerRequests)
        .where(eq(organizerRequests.userId, userId))
      const owned = await db
        .select({ ...eventSummary, status: events.status })
        .from(events)
        .where(eq(events.ownerId, userId))
        .orderBy(asc(events.startsAt))
      const [newsletter] = await db
        .select({
          email: newsletterSubscriptions.email,
          language: newsletterSubscriptions.locale,
          subscribed_at: newsletterSubscriptions.createdAt,
          confirmed_at: newsletterSubscriptions.confirmedAt,
          unsubscribed_at: newsletterSubscriptions.unsubscribedAt,
        })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, user.email.toLowerCase()))
      return {
        user,
        registrations: registered,
        waiting,
        results,
        follows,
        alerts,
        preferences,
        mailed,
        requests,
        owned,
        newsletter,
      }
    },

    /**
     * Erases the person behind an account deleted at the account service, in one transaction, as the privacy
     * policy says: registrations of events not yet started and places in waitlists go (their seats come back,
     * offered to the waitlists), the deck photos of every registration, the stores followed, the alerts, the mail
     * preferences and the events the morning mails listed, tool tokens, the calendar feed's token, newsletter
     * sign-up and mails to the address go;
     * the user row is anonymized, so past seats and results stay counted under "Deleted player". The store
     * profile, organizer requests and events of an organizer are kept (the policy keeps them 3 years).
     * Answers the storage keys of the deck photos to remove once this committed, or undefined when the
     * account was unknown here (or already erased).
     */
    async erase(subject: string): Promise<{ files: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.subject, subject)).for('update')
        if (!user) return undefined
        const seats = createRegistrationsRepository(tx)
        const upcoming = await tx
          .select({ eventId: registrations.eventId })
          .from(registrations)
          .innerJoin(events, eq(events.id, registrations.eventId))
          .where(and(eq(registrations.userId, user.id), gt(events.startsAt, sql`now()`)))
        const files: string[] = []
        for (const { eventId } of upcoming) {
          const removed = await seats.delete(eventId, user.id, undefined, tx)
          if (removed?.deckPhoto) files.push(removed.deckPhoto)
          if (removed) await offers.offerFreeSeats(tx, eventId)
        }
        const lines = await tx
          .select({ eventId: waitlist.eventId })
          .from(waitlist)
          .where(eq(waitlist.userId, user.id))
        for (const { eventId } of lines) await offers.leave(tx, eventId, user.id)
        const kept = await tx
          .select({ deckPhoto: registrations.deckPhoto })
          .from(registrations)
          .where(eq(registrations.userId, user.id))
        files.push(...kept.flatMap((row) => (row.deckPhoto ? [row.deckPhoto] : [])))
        await tx
          .update(registrations)
          .set({ deckPhoto: null, deckPhotoUploadedAt: null })
          .where(eq(registrations.userId, user.id))
        await tx.delete(storeFollows).where(eq(storeFollows.userId, user.id))
        await tx.delete(searchAlerts).where(eq(searchAlerts.userId, user.id))
        await tx.delete(mailPreferences).where(eq(mailPreferences.userId, user.id))
        await tx.delete(mailedEvents).where(eq(mailedEvents.userId, user.id))
        await tx.delete(toolTokens).where(eq(toolTokens.userId, user.id))
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id))
        await tx
          .delete(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, user.email.toLowerCase()))
        await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${user.email.toLowerCase()}`)
        await tx
          .update(users)
          .set({
            subject: `deleted:${user.id}`,
            email: '',
            nickname: DELETED_PLAYER,
            country: null,
            birthDate: null,
            locale: 'en',
          })
          .where(eq(users.id, user.id))
        return { files }
      })
    },
  }
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>

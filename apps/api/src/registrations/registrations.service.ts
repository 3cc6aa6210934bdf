import type { Locale } from '@questboard/domain/constants'
import { newCheckInCode } from '@questboard/domain/event-day/check-in-code'
import type { NoShows } from '../no-shows/no-show-rule.ts'
import type { Mail } from '../plugins/mail.ts'
import type { User } from '../users/users.repository.ts'
import type { WaitlistOffers } from '../waitlist/waitlist-offers.ts'
import { registrationMail } from './registration-mail.ts'
import {
  isSoldOut,
  isVisible,
  REFUSALS,
  RegistrationRefused,
  refuseClosedEvent,
  refuseYoungPlayer,
} from './registration-rules.ts'
import type { EventForPlayer, RegistrationsRepository } from './registrations.repository.ts'

export { REFUSALS, RegistrationRefused } from './registration-rules.ts'

interface Dependencies {
  registrations: RegistrationsRepository
  mail: Pick<Mail, 'compose' | 'calendars'>
  /** The store's rule about missed events (issue 15 §5). */
  noShows: Pick<NoShows, 'assertMayRegister'>
  /** A seat given back goes to the event's waitlist, in the unregistration's transaction (decision 029). */
  offers: Pick<WaitlistOffers, 'offerFreeSeats'>
  /** A player registering while a seat is offered to them takes that seat (waitlist.service.ts). */
  claimIfOffered: (eventId: number, user: User, locale: Locale | undefined) => Promise<boolean>
}

/**
 * Registering and unregistering (spec §4 Registration, DESIGN.md). The checks below give the player a clear
 * reason; the seat, the registration row and the confirmation mail are then one statement
 * (`registrations.register`), so neither the seat limit nor the mail depends on them.
 */
export function createRegistrationsService({
  registrations,
  mail,
  noShows,
  offers,
  claimIfOffered,
}: Dependencies) {
  function refuseRegistration(event: EventForPlayer, user: User): void {
    refuseYoungPlayer(event, user)
    refuseClosedEvent(event)
    if (isSoldOut(event)) throw new RegistrationRefused(409, REFUSALS.soldOut)
  }

  const confirmationTo = (user: User, event: EventForPlayer, locale: Locale, checkInCode: string) =>
    registrationMail(mail, user, event, locale, { method: 'PUBLISH', checkInCode })

  return {
    /**
     * Registers the player; a player already registered is left as they are. `locale` (from the request)
     * becomes the language of their mails; without one the stored language is kept.
     */
    async register(eventId: number, user: User, locale: Locale | undefined): Promise<void> {
      const event = await registrations.findEventForPlayer(eventId, user.id)
      if (!isVisible(event)) throw new RegistrationRefused(404, REFUSALS.notFound)
      if (event.registered) return
      // Sold out to everyone else because the seat is held for them (a waitlist offer): they take it.
      if (isSoldOut(event) && (await claimIfOffered(eventId, user, locale))) return
      refuseRegistration(event, user)
      await noShows.assertMayRegister(event, user.id)
      const mailLocale = locale ?? user.locale
      const code = newCheckInCode()
      const { outcome, checkInCode } = await registrations.register(
        eventId,
        user.id,
        code,
        await confirmationTo(user, event, mailLocale, code),
      )
      if (checkInCode && checkInCode !== code) {
        // The event had that code already (about once in a billion): the mail names the one the database drew.
        await registrations.queueMail(await confirmationTo(user, event, mailLocale, checkInCode))
      }
      if (outcome === 'refused') {
        // The last seat went, or the event changed, between the checks and the statement: say which.
        const now = await registrations.findEventForPlayer(eventId, user.id)
        if (now?.registered) return // by a concurrent request of the same player
        if (now) refuseRegistration(now, user)
        throw new RegistrationRefused(409, REFUSALS.soldOut)
      }
      if (locale && locale !== user.locale) await registrations.setUserLocale(user.id, locale)
    },

    /**
     * Unregisters the player, gives the seat back (to the first in the waitlist, if anyone waits, in the same
     * transaction) and mails them (in `locale`, else their stored language) a file that takes the event out of
     * their calendar; answers the deck photo key to delete, if any.
     */
    async unregister(eventId: number, user: User, locale: Locale | undefined): Promise<string | null> {
      const event = await registrations.findEventForPlayer(eventId, user.id)
      if (!isVisible(event)) throw new RegistrationRefused(404, REFUSALS.notFound)
      // Spec §6: registering and unregistering are for players of at least 15, as the same rule says.
      refuseYoungPlayer(event, user)
      if (!event.registered) return null
      // Once it has begun the player list is the event's record (results, XP): it stays as it is.
      const begun = (now: EventForPlayer) => now.startsAt <= now.now && now.status !== 'cancelled'
      if (begun(event)) throw new RegistrationRefused(409, REFUSALS.startedUnregister)
      const notice = await registrationMail(mail, user, event, locale ?? user.locale, { method: 'CANCEL' })
      const removed = await registrations.transaction(async (tx) => {
        const removed = await registrations.delete(eventId, user.id, notice, tx)
        if (removed) await offers.offerFreeSeats(tx, eventId)
        return removed
      })
      if (!removed) {
        // It began between the check and the statement, or a concurrent request removed the row.
        const now = await registrations.findEventForPlayer(eventId, user.id)
        if (now?.registered && begun(now)) throw new RegistrationRefused(409, REFUSALS.startedUnregister)
      }
      return removed?.deckPhoto ?? null
    },
  }
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>

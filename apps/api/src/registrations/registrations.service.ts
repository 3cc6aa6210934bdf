import type { Locale } from '@questboard/domain/constants'
import { isOldEnough } from '@questboard/domain/roles'
import { HttpError } from '../http/http-error.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import type { Mail } from '../plugins/mail.ts'
import type { User } from '../users/users.repository.ts'
import type { EventForPlayer, RegistrationsRepository } from './registrations.repository.ts'

/** A refusal the player can read: `{detail}` with this status (plugins/errors.ts answers it). */
export class RegistrationRefused extends HttpError {
  override name = 'RegistrationRefused'
  constructor(
    override readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(status, { detail: message })
  }
}

export const REFUSALS = {
  notFound: 'Not found.',
  tooYoung: 'You are not authorized to participate',
  cancelled: 'This event has been cancelled.',
  light: 'This event takes its registrations on its own website.',
  started: 'This event has already started.',
  over: 'This event is over.',
  closed: 'Registration for this event is closed.',
  soldOut: 'This event is sold out.',
  startedUnregister: 'This event has already started: its registrations can no longer change.',
} as const

interface Dependencies {
  registrations: RegistrationsRepository
  mail: Pick<Mail, 'compose' | 'calendars'>
}

const isVisible = (event: EventForPlayer | undefined): event is EventForPlayer =>
  event !== undefined && event.status !== 'draft'

/** The venue's calendar date of the event: the age rule counts years on that day. */
const eventDate = (event: EventForPlayer) => event.lightDate ?? event.startLocal.slice(0, 10)

/**
 * Registering and unregistering (spec §4 Registration, DESIGN.md). The checks below give the player a clear
 * reason; the seat, the registration row and the confirmation mail are then one statement
 * (`registrations.register`), so neither the seat limit nor the mail depends on them.
 */
export function createRegistrationsService({ registrations, mail }: Dependencies) {
  function refuseYoungPlayer(event: EventForPlayer, user: User): void {
    // A birth date is required by the account service; one that is missing (another provider) proves no age.
    if (!user.birthDate || !isOldEnough(user.birthDate, eventDate(event))) {
      throw new RegistrationRefused(403, REFUSALS.tooYoung)
    }
  }

  function refuseRegistration(event: EventForPlayer, user: User): void {
    refuseYoungPlayer(event, user)
    if (event.status === 'cancelled') throw new RegistrationRefused(409, REFUSALS.cancelled)
    if (event.eventType !== 'Full') throw new RegistrationRefused(409, REFUSALS.light)
    if (event.endsAt <= event.now) throw new RegistrationRefused(409, REFUSALS.over)
    if (event.startsAt <= event.now) throw new RegistrationRefused(409, REFUSALS.started)
    if (event.registrationDeadline && event.registrationDeadline <= event.now) {
      throw new RegistrationRefused(409, REFUSALS.closed)
    }
    if (event.maxPlayers !== null && event.takenSeats >= event.maxPlayers) {
      throw new RegistrationRefused(409, REFUSALS.soldOut)
    }
  }

  /**
   * The mail of a registration (PUBLISH: the event goes into the player's calendar) or of an unregistration
   * (CANCEL: it leaves it), in `locale`, rendered before anything is written.
   */
  function mailTo(user: User, event: EventForPlayer, locale: Locale, method: 'PUBLISH' | 'CANCEL') {
    const player = { nickname: user.nickname, email: user.email, locale }
    return mail.compose({
      to: user.email,
      locale,
      template: method === 'PUBLISH' ? 'registration-confirmation' : 'unregistration-confirmation',
      data: eventMailData(event, player),
      attachments: [mail.calendars.attachment(event, player, method)],
    })
  }

  return {
    /**
     * Registers the player; a player already registered is left as they are. `locale` (from the request)
     * becomes the language of their mails; without one the stored language is kept.
     */
    async register(eventId: number, user: User, locale: Locale | undefined): Promise<void> {
      const event = await registrations.findEventForPlayer(eventId, user.id)
      if (!isVisible(event)) throw new RegistrationRefused(404, REFUSALS.notFound)
      if (event.registered) return
      refuseRegistration(event, user)
      const mailLocale = locale ?? user.locale
      const outcome = await registrations.register(
        eventId,
        user.id,
        mailTo(user, event, mailLocale, 'PUBLISH'),
      )
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
     * Unregisters the player, gives the seat back and mails them (in `locale`, else their stored language) a
     * file that takes the event out of their calendar; answers the deck photo key to delete, if any.
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
      const removed = await registrations.delete(
        eventId,
        user.id,
        mailTo(user, event, locale ?? user.locale, 'CANCEL'),
      )
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

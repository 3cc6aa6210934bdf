import type { Locale } from '@questboard/domain/constants'
import { isOldEnough } from '@questboard/domain/roles'
import { HttpError } from '../http/http-error.ts'
import { formatAddress } from '../mail/format-address.ts'
import { buildIcs } from '../mail/ics.ts'
import { webUrl } from '../mail/templates/layout.ts'
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
  mail: Pick<Mail, 'compose'>
  publicUrl: string
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
export function createRegistrationsService({ registrations, mail, publicUrl }: Dependencies) {
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

  /** The confirmation with the event's calendar file, rendered before anything is written. */
  function confirmation(event: EventForPlayer, user: User, locale: Locale) {
    const context = { locale, publicUrl }
    const address = formatAddress(event.address, locale)
    const url = webUrl(context, `/events/${event.id}`)
    const ics = buildIcs({
      uid: `event-${event.id}@${new URL(publicUrl).hostname}`,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.name,
      description: url,
      location: address || undefined,
      url,
    })
    return mail.compose({
      to: user.email,
      locale,
      template: 'registration-confirmation',
      data: {
        nickname: user.nickname,
        eventId: event.id,
        eventName: event.name,
        startsAt: event.startsAt.toISOString(),
        endsAt: event.endsAt.toISOString(),
        timezone: event.timezone,
        address,
      },
      attachments: [
        { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
      ],
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
      const outcome = await registrations.register(eventId, user.id, confirmation(event, user, mailLocale))
      if (outcome === 'refused') {
        // The last seat went, or the event changed, between the checks and the statement: say which.
        const now = await registrations.findEventForPlayer(eventId, user.id)
        if (now?.registered) return // by a concurrent request of the same player
        if (now) refuseRegistration(now, user)
        throw new RegistrationRefused(409, REFUSALS.soldOut)
      }
      if (locale && locale !== user.locale) await registrations.setUserLocale(user.id, locale)
    },

    /** Unregisters the player and gives the seat back; answers the deck photo key to delete, if any. */
    async unregister(eventId: number, user: User): Promise<string | null> {
      const event = await registrations.findEventForPlayer(eventId, user.id)
      if (!isVisible(event)) throw new RegistrationRefused(404, REFUSALS.notFound)
      // Spec §6: registering and unregistering are for players of at least 15, as the same rule says.
      refuseYoungPlayer(event, user)
      if (!event.registered) return null
      // Once it has begun the player list is the event's record (results, XP): it stays as it is.
      const begun = (now: EventForPlayer) => now.startsAt <= now.now && now.status !== 'cancelled'
      if (begun(event)) throw new RegistrationRefused(409, REFUSALS.startedUnregister)
      const removed = await registrations.delete(eventId, user.id)
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

import type { Locale } from '@questboard/domain/constants'
import { newCheckInCode } from '@questboard/domain/event-day/check-in-code'
import type { Waitlist, WaitlistOffer } from '@questboard/domain/waitlist.schema'
import { HttpError } from '../http/http-error.ts'
import type { NoShows } from '../no-shows/no-show-rule.ts'
import type { Caller } from '../plugins/auth.ts'
import type { Mail } from '../plugins/mail.ts'
import { registrationMail } from '../registrations/registration-mail.ts'
import {
  isSoldOut,
  isVisible,
  REFUSALS,
  refuseClosedEvent,
  refuseYoungPlayer,
} from '../registrations/registration-rules.ts'
import type { EventForPlayer, RegistrationsRepository } from '../registrations/registrations.repository.ts'
import type { User } from '../users/users.repository.ts'
import type { WaitlistRepository } from './waitlist.repository.ts'
import type { WaitlistOffers } from './waitlist-offers.ts'

/** A refusal of the waitlist: `{detail}` with its status (plugins/errors.ts answers it). */
export class WaitlistRefused extends HttpError {
  override name = 'WaitlistRefused'
  constructor(
    override readonly status: 404 | 409,
    message: string,
  ) {
    super(status, { detail: message })
  }
}

export const WAITLIST_REFUSALS = {
  alreadyRegistered: 'You are already registered for this event.',
  seatsFree: 'Seats are still free for this event: register instead.',
  noOffer: 'No seat is offered to you for this event: the offer has run out or was made to another player.',
} as const

interface Dependencies {
  waitlist: WaitlistRepository
  offers: WaitlistOffers
  registrations: Pick<RegistrationsRepository, 'findEventForPlayer' | 'setUserLocale' | 'queueMail'>
  mail: Pick<Mail, 'compose' | 'calendars'>
  /** The store's rule about missed events (issue 15 §5): joining and claiming follow it as registering does. */
  noShows: Pick<NoShows, 'assertMayRegister'>
}

const offerOf = (entry: {
  offeredAt: Date | null
  offerExpiresAt: Date | null
  offerOpen: boolean
}): WaitlistOffer | null =>
  entry.offeredAt && entry.offerExpiresAt
    ? {
        offered_at: entry.offeredAt.toISOString(),
        expires_at: entry.offerExpiresAt.toISOString(),
        open: entry.offerOpen,
      }
    : null

/**
 * The waitlist of a sold-out event (issue 15, decision 029): joining, leaving, the line, and claiming an offered
 * seat. Offers themselves are made by whatever frees a seat (waitlist-offers.ts), in its own transaction.
 */
export function createWaitlistService({ waitlist, offers, registrations, mail, noShows }: Dependencies) {
  async function visibleEvent(eventId: number, user: User): Promise<EventForPlayer> {
    const event = await registrations.findEventForPlayer(eventId, user.id)
    if (!isVisible(event)) throw new WaitlistRefused(404, REFUSALS.notFound)
    return event
  }

  /**
   * Why the player may not wait for a seat: too young, registered already, no registration here, seats free, or
   * the store's rule about missed events (a seat offered to them could not be claimed).
   */
  async function refuseJoining(event: EventForPlayer, user: User): Promise<void> {
    refuseYoungPlayer(event, user)
    if (event.registered) throw new WaitlistRefused(409, WAITLIST_REFUSALS.alreadyRegistered)
    refuseClosedEvent(event)
    if (!isSoldOut(event)) throw new WaitlistRefused(409, WAITLIST_REFUSALS.seatsFree)
    await noShows.assertMayRegister(event, user.id)
  }

  async function rememberLocale(user: User, locale: Locale | undefined) {
    if (locale && locale !== user.locale) await registrations.setUserLocale(user.id, locale)
  }

  async function claim(eventId: number, user: User, locale: Locale | undefined): Promise<void> {
    const event = await visibleEvent(eventId, user)
    refuseYoungPlayer(event, user)
    // Taking the seat is registering: the store's rule applies as it does to POST …/register/.
    if (!event.registered) await noShows.assertMayRegister(event, user.id)
    const mailLocale = locale ?? user.locale
    const confirmationOf = (checkInCode: string) =>
      registrationMail(mail, user, event, mailLocale, { method: 'PUBLISH', checkInCode })
    const code = newCheckInCode()
    const confirmation = await confirmationOf(code)
    const { outcome, checkInCode } = await waitlist.transaction(async (tx) => {
      const claimed = await waitlist.claim(tx, eventId, user.id, code, confirmation)
      // Registered meanwhile: the seat held for them goes to the next in line.
      if (claimed.outcome === 'already-registered') await offers.offerFreeSeats(tx, eventId)
      return claimed
    })
    if (checkInCode && checkInCode !== code) {
      // The event had that code already (about once in a billion): the mail names the one the database drew.
      await registrations.queueMail(await confirmationOf(checkInCode))
    }
    if (outcome === 'no-offer') {
      const now = await visibleEvent(eventId, user)
      if (now.registered) return // claimed by a concurrent request of theirs, or registered: nothing to take
      if (now.status === 'cancelled') refuseClosedEvent(now)
      throw new WaitlistRefused(409, WAITLIST_REFUSALS.noOffer)
    }
    await rememberLocale(user, locale)
  }

  /** The line's length and the caller's place; the whole line for the event's organizer and admins. */
  async function view(eventId: number, caller: Pick<Caller, 'user' | 'roles'>): Promise<Waitlist> {
    const event = await registrations.findEventForPlayer(eventId, caller.user.id)
    const runsEvent = caller.roles.includes('admin') || event?.ownerId === caller.user.id
    if (!event || (event.status === 'draft' && !runsEvent)) {
      throw new WaitlistRefused(404, REFUSALS.notFound)
    }
    const place = await waitlist.place(eventId, caller.user.id)
    const line = runsEvent ? await waitlist.line(eventId) : null
    return {
      count: line?.length ?? place?.length ?? (await waitlist.length(eventId)),
      place: place
        ? { position: place.position, joined_at: place.joinedAt.toISOString(), offer: offerOf(place) }
        : null,
      line:
        line?.map((entry) => ({
          position: entry.position,
          user_id: entry.userId,
          nickname: entry.nickname,
          joined_at: entry.joinedAt.toISOString(),
          offer: offerOf(entry),
        })) ?? null,
    }
  }

  return {
    /**
     * Puts the player in line (once: joining again keeps their place) and answers their place. `locale`
     * becomes the language of their mails, as a registration's does: the offer is written in it.
     */
    async join(eventId: number, user: User, locale: Locale | undefined): Promise<Waitlist> {
      const event = await visibleEvent(eventId, user)
      await refuseJoining(event, user)
      if ((await waitlist.join(eventId, user.id)) === 'refused') {
        // A seat freed, the event changed, or the player registered between the checks and the statement.
        await refuseJoining(await visibleEvent(eventId, user), user)
        throw new WaitlistRefused(409, WAITLIST_REFUSALS.seatsFree)
      }
      await rememberLocale(user, locale)
      return view(eventId, { user, roles: [] })
    },

    /** Takes the player out of the line; a seat held for them goes to the next. Leaving twice changes nothing. */
    async leave(eventId: number, user: User): Promise<void> {
      await visibleEvent(eventId, user)
      await waitlist.transaction((tx) => offers.leave(tx, eventId, user.id))
    },

    view,

    /**
     * The offered player takes their seat: it becomes their registration, with the registration's confirmation
     * mail. 409 when they have no open offer (run out, or never theirs); claiming when registered changes nothing.
     */
    claim,

    /**
     * A player with an open offer who registers instead (the event is sold out to everyone else: their seat is
     * the held one) claims it; false when they have no open offer.
     */
    async claimIfOffered(eventId: number, user: User, locale: Locale | undefined): Promise<boolean> {
      const place = await waitlist.place(eventId, user.id)
      if (!place?.offerOpen) return false
      await claim(eventId, user, locale)
      return true
    },
  }
}

export type WaitlistService = ReturnType<typeof createWaitlistService>

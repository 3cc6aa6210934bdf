import { isOldEnough } from '@questboard/domain/roles'
import { HttpError } from '../http/http-error.ts'
import type { User } from '../users/users.repository.ts'
import type { EventForPlayer } from './registrations.repository.ts'

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

/** Who may see the event at all: a draft is its owner's (404 for players, as everywhere). */
export const isVisible = (event: EventForPlayer | undefined): event is EventForPlayer =>
  event !== undefined && event.status !== 'draft'

/** The venue's calendar date of the event: the age rule counts years on that day. */
const eventDate = (event: EventForPlayer) => event.lightDate ?? event.startLocal.slice(0, 10)

/** Spec §6: registering (and waiting for a seat) is for players of at least 15 on the day of the event. */
export function refuseYoungPlayer(event: EventForPlayer, user: User): void {
  // A birth date is required by the account service; one that is missing (another provider) proves no age.
  if (!user.birthDate || !isOldEnough(user.birthDate, eventDate(event))) {
    throw new RegistrationRefused(403, REFUSALS.tooYoung)
  }
}

/**
 * Why the event takes no registration on Questboard now, whatever its seats: cancelled, light (registers on
 * its own site), over, started, or past its deadline (409 with the reason).
 */
export function refuseClosedEvent(event: EventForPlayer): void {
  if (event.status === 'cancelled') throw new RegistrationRefused(409, REFUSALS.cancelled)
  if (event.eventType !== 'Full') throw new RegistrationRefused(409, REFUSALS.light)
  if (event.endsAt <= event.now) throw new RegistrationRefused(409, REFUSALS.over)
  if (event.startsAt <= event.now) throw new RegistrationRefused(409, REFUSALS.started)
  if (event.registrationDeadline && event.registrationDeadline <= event.now) {
    throw new RegistrationRefused(409, REFUSALS.closed)
  }
}

export const isSoldOut = (event: EventForPlayer) =>
  event.maxPlayers !== null && event.takenSeats >= event.maxPlayers

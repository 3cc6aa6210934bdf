import {
  type CheckInEntry,
  checkInBodySchema,
  dropBodySchema,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { Caller } from '../plugins/auth.ts'
import type { PlayerRow } from './check-ins.queries.ts'
import { assertLive, assertRunnable, parseBody, refuse } from './event-day.refusal.ts'
import type { EventDayRepository } from './event-day.repository.ts'

interface Registration {
  noShowAt: Date | null
  checkInCode: string | null
}

const entryOf = (player: PlayerRow, registered: Registration | undefined): CheckInEntry => ({
  id: player.id,
  user_id: player.userId,
  nickname: player.nickname,
  guest: player.guest,
  registered: registered !== undefined,
  walk_in: player.walkIn,
  checked_in: true,
  checked_in_at: player.checkedInAt.toISOString(),
  no_show: registered?.noShowAt != null,
  dropped: player.dropped,
  check_in_code: registered?.checkInCode ?? null,
})

export const NO_SEAT_FOR_WAITLIST =
  'No seat is free for this player of the waitlist: the seats of registered players who have not come free up ' +
  'once the first round is paired.'

/** Check-in and drops (issue 14): who plays on event day; players of the waitlist fill free seats (issue 15). */
export function createCheckInsService({ repository }: { repository: EventDayRepository }) {
  async function runnable(eventId: number, caller: Caller) {
    const event = await repository.findEvent(eventId)
    assertRunnable(event, caller)
    return event
  }

  return {
    /** Every registered player, checked in or not (no-shows marked), then the walk-ins and guests. */
    async list(eventId: number, caller: Caller): Promise<CheckInEntry[]> {
      await runnable(eventId, caller)
      const [players, registered] = await Promise.all([
        repository.players(eventId),
        repository.registered(eventId),
      ])
      const checkedIn = new Map(
        players.flatMap((player) => (player.userId === null ? [] : [[player.userId, player]])),
      )
      const registeredIds = new Set(registered.map((registration) => registration.userId))
      return [
        ...registered.map((registration) => {
          const player = checkedIn.get(registration.userId)
          if (player) return entryOf(player, registration)
          return {
            id: null,
            user_id: registration.userId,
            nickname: registration.nickname,
            guest: false,
            registered: true,
            walk_in: false,
            checked_in: false,
            checked_in_at: null,
            no_show: registration.noShowAt !== null,
            dropped: false,
            check_in_code: registration.checkInCode,
          }
        }),
        ...players
          .filter((player) => player.userId === null || !registeredIds.has(player.userId))
          .map((player) => entryOf(player, undefined)),
      ]
    },

    /**
     * Checks a player in by their registration's code, by account (a registered player from the list, a player of
     * the waitlist when a seat is free — they are registered first — or a walk-in with an account) or as a guest
     * known by name. A player already checked in is answered as they are (200).
     */
    async checkIn(
      eventId: number,
      raw: unknown,
      caller: Caller,
    ): Promise<{ created: boolean; entry: CheckInEntry }> {
      const body = parseBody(checkInBodySchema, raw)
      const event = await runnable(eventId, caller)
      assertLive(event)
      return repository.locked(eventId, async (locked) => {
        let userId: number | null = body.user_id ?? null
        if (body.code) {
          userId = (await locked.registrationByCode(eventId, body.code)) ?? null
          if (userId === null) throw refuse(404, 'No registration for this event has this check-in code.')
        } else if (userId !== null && !(await locked.userExists(userId))) {
          throw refuse(404, 'No account has this user_id.')
        }
        let registration = userId === null ? undefined : await locked.registration(eventId, userId)
        if (userId !== null && !registration && (await locked.isWaiting(eventId, userId))) {
          // A player of the waitlist, present: registered in a free seat, in the order the organizer calls them.
          if (!(await locked.seatFromWaitlist(eventId, userId))) throw refuse(409, NO_SEAT_FOR_WAITLIST)
          registration = await locked.registration(eventId, userId)
        }
        const registered = registration !== undefined
        const { id, created } = await locked.checkIn({
          eventId,
          userId,
          guestName: userId === null ? body.guest_name : null,
          walkIn: userId !== null && !registered,
          checkedInBy: caller.user.id,
        })
        if (created) locked.changed('players', 'standings')
        const player = (await locked.players(eventId)).find((row) => row.id === id)
        if (!player) throw new Error('the check-in just made is gone')
        return {
          created,
          entry: entryOf(player, registration && { noShowAt: null, checkInCode: registration.checkInCode }),
        }
      })
    },

    /** A player leaves: paired no more from the next round on; their results and standing stay. */
    async drop(eventId: number, raw: unknown, caller: Caller) {
      const body = parseBody(dropBodySchema, raw)
      const event = await runnable(eventId, caller)
      assertLive(event)
      return repository.locked(eventId, async (locked) => {
        const checkIn = await locked.findCheckIn(eventId, body.check_in_id)
        if (!checkIn) throw refuse(404, 'No player of this event has this check_in_id.')
        const afterRound = (await locked.rounds(eventId)).length
        const created = await locked.drop({
          checkInId: checkIn.id,
          eventId,
          afterRound,
          droppedBy: caller.user.id,
        })
        if (created) locked.changed('players', 'standings')
        return { created, drop: { check_in_id: checkIn.id, after_round: afterRound } }
      })
    },
  }
}

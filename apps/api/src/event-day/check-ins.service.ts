import {
  type CheckInEntry,
  checkInBodySchema,
  dropBodySchema,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { Caller } from '../plugins/auth.ts'
import { assertLive, assertRunnable, parseBody, refuse } from './event-day.refusal.ts'
import type { EventDayRepository, PlayerRow } from './event-day.repository.ts'

const entryOf = (player: PlayerRow, registered: { noShowAt: Date | null } | undefined): CheckInEntry => ({
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
})

/** Check-in and drops (issue 14): who plays on event day. */
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
          }
        }),
        ...players
          .filter((player) => player.userId === null || !registeredIds.has(player.userId))
          .map((player) => entryOf(player, undefined)),
      ]
    },

    /**
     * Checks a player in by their registration's code, by account (a registered player from the list, or a walk-in
     * with an account) or as a guest known by name. A player already checked in is answered as they are (200).
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
        const registered = userId !== null && (await locked.isRegistered(eventId, userId))
        const { id, created } = await locked.checkIn({
          eventId,
          userId,
          guestName: userId === null ? body.guest_name : null,
          walkIn: userId !== null && !registered,
          checkedInBy: caller.user.id,
        })
        const player = (await locked.players(eventId)).find((row) => row.id === id)
        if (!player) throw new Error('the check-in just made is gone')
        return { created, entry: entryOf(player, registered ? { noShowAt: null } : undefined) }
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
        return { created, drop: { check_in_id: checkIn.id, after_round: afterRound } }
      })
    },
  }
}

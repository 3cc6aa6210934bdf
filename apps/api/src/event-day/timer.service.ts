import {
  type RoundTimer,
  timerAt,
  timerChangeBodySchema,
  timerExtendBodySchema,
  timerStartBodySchema,
} from '@questboard/domain/event-day/live.schema'
import type { Caller } from '../plugins/auth.ts'
import {
  assertLive,
  assertReadable,
  assertRunnable,
  notFound,
  parseBody,
  refuse,
} from './event-day.refusal.ts'
import type { EventDayRepository, LockedQueries } from './event-day.repository.ts'
import type { TimerRow } from './timer.queries.ts'

export const timerOf = (row: TimerRow, at: Date = new Date(row.nowMs)): RoundTimer =>
  timerAt(row.number, { endsAt: row.endsAt, pausedMs: row.pausedMs }, at)

/**
 * When a change counts from: the moment the organizer's device says it made it (an offline console sends its
 * changes later), taken between the round's pairing and now; null (now) when it says nothing.
 */
function momentOf(at: string | null | undefined, row: TimerRow): Date | null {
  if (!at) return null
  const ms = Math.min(row.nowMs, Math.max(row.startedAt.getTime(), Date.parse(at)))
  return ms >= row.nowMs ? null : new Date(ms)
}

/**
 * The round timer (issue 14 §3, decision 033): the organizer (or an admin) starts, pauses, resumes and extends
 * the current round's timer; anyone who may see the rounds reads it. Kept in the database, on its clock.
 */
export function createTimerService({ repository }: { repository: EventDayRepository }) {
  /** Changes the current round's timer as the organizer asks, in the event's lock; the live views hear of it. */
  async function change(
    eventId: number,
    number: number,
    caller: Caller,
    at: string | null | undefined,
    apply: (
      locked: LockedQueries,
      timer: RoundTimer,
      row: TimerRow,
      moment: Date | null,
    ) => Promise<TimerRow>,
  ): Promise<RoundTimer> {
    const event = await repository.findEvent(eventId)
    assertRunnable(event, caller)
    assertLive(event)
    return repository.locked(eventId, async (locked) => {
      const row = await locked.roundTimer(eventId, number)
      if (!row) throw notFound()
      const current = await locked.currentTimer(eventId)
      if (current?.number !== number) throw refuse(409, 'Only the current round’s timer may change.')
      // The timer as it stood when the change was made, which is what the change is checked against.
      const moment = momentOf(at, row)
      const changed = await apply(locked, timerOf(row, moment ?? undefined), row, moment)
      locked.changed('timer')
      return timerOf(changed)
    })
  }

  return {
    async get(eventId: number, number: number, caller: Caller | null): Promise<RoundTimer> {
      assertReadable(await repository.findEvent(eventId), caller)
      const row = await repository.roundTimer(eventId, number)
      if (!row) throw notFound()
      return timerOf(row)
    },

    /** Starts the round's time from now (again, if it ran: a wrong length is corrected by starting again). */
    start(eventId: number, number: number, raw: unknown, caller: Caller) {
      const body = parseBody(timerStartBodySchema, raw)
      return change(eventId, number, caller, body.at, (locked, _, row, moment) =>
        locked.startTimer(row.id, body.minutes, moment),
      )
    },

    pause(eventId: number, number: number, raw: unknown, caller: Caller) {
      const body = parseBody(timerChangeBodySchema, raw)
      return change(eventId, number, caller, body.at, (locked, timer, row, moment) => {
        if (timer.state === 'over') throw refuse(409, 'The round’s time is already over.')
        if (timer.state !== 'running') throw refuse(409, 'The timer is not running.')
        return locked.pauseTimer(row.id, moment)
      })
    },

    resume(eventId: number, number: number, raw: unknown, caller: Caller) {
      const body = parseBody(timerChangeBodySchema, raw)
      return change(eventId, number, caller, body.at, (locked, timer, row, moment) => {
        if (timer.state !== 'paused') throw refuse(409, 'The timer is not paused.')
        return locked.resumeTimer(row.id, moment)
      })
    },

    /** Adds minutes to a running, paused or finished timer (finished: from now). */
    extend(eventId: number, number: number, raw: unknown, caller: Caller) {
      const body = parseBody(timerExtendBodySchema, raw)
      return change(eventId, number, caller, body.at, (locked, timer, row, moment) => {
        if (timer.state === 'not_started') throw refuse(409, 'The timer has not been started.')
        return locked.extendTimer(row.id, body.minutes, timer.state === 'paused', moment)
      })
    },
  }
}

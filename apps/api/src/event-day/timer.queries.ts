import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { rounds } from '../db/schema.ts'

/** A round's timer as stored, with the database's clock when it was read (milliseconds since the epoch). */
export interface TimerRow {
  id: number
  number: number
  startedAt: Date
  endsAt: Date | null
  pausedMs: number | null
  nowMs: number
}

const timerColumns = {
  id: rounds.id,
  number: rounds.number,
  startedAt: rounds.startedAt,
  endsAt: rounds.timerEndsAt,
  pausedMs: rounds.timerPausedMs,
  nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
}

const minutes = (count: number) => sql`make_interval(mins => ${count}::int)`
/** When a change happens: `at` (an earlier moment an offline device made it), else the transaction's now. */
const when = (at: Date | null) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`)

/** The round timer's SQL (decision 033): every change on the database's clock, so instances agree. */
export function timerQueries(db: Database) {
  const set = async (roundId: number, values: { timerEndsAt: SQL | null; timerPausedMs: SQL | null }) => {
    const [row] = await db.update(rounds).set(values).where(eq(rounds.id, roundId)).returning(timerColumns)
    if (!row) throw new Error('the round of the timer is gone')
    return row
  }
  return {
    /** The event's latest round's timer (the current round), if any round was paired. */
    async currentTimer(eventId: number): Promise<TimerRow | undefined> {
      const [row] = await db
        .select(timerColumns)
        .from(rounds)
        .where(eq(rounds.eventId, eventId))
        .orderBy(desc(rounds.number))
        .limit(1)
      return row
    },

    async roundTimer(eventId: number, number: number): Promise<TimerRow | undefined> {
      const [row] = await db
        .select(timerColumns)
        .from(rounds)
        .where(and(eq(rounds.eventId, eventId), eq(rounds.number, number)))
      return row
    },

    /** Runs for `count` minutes from now (or `at`), whatever it did before. */
    startTimer: (roundId: number, count: number, at: Date | null = null) =>
      set(roundId, { timerEndsAt: sql`${when(at)} + ${minutes(count)}`, timerPausedMs: null }),

    /** Keeps what is left (at `at`, else now), to the millisecond. */
    pauseTimer: (roundId: number, at: Date | null = null) =>
      set(roundId, {
        timerPausedMs: sql`GREATEST(0, ceil(extract(epoch from (${rounds.timerEndsAt} - ${when(at)})) * 1000))::int`,
        timerEndsAt: null,
      }),

    resumeTimer: (roundId: number, at: Date | null = null) =>
      set(roundId, {
        timerEndsAt: sql`${when(at)} + ${rounds.timerPausedMs} * interval '1 millisecond'`,
        timerPausedMs: null,
      }),

    /** Adds `count` minutes: to what is left when paused, to the end (or to now, once over) when running. */
    extendTimer: (roundId: number, count: number, paused: boolean, at: Date | null = null) =>
      paused
        ? set(roundId, {
            timerEndsAt: null,
            timerPausedMs: sql`${rounds.timerPausedMs} + ${count * 60_000}::int`,
          })
        : set(roundId, {
            timerEndsAt: sql`GREATEST(${rounds.timerEndsAt}, ${when(at)}) + ${minutes(count)}`,
            timerPausedMs: null,
          }),
  }
}

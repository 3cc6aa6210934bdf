import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { checkIns, events, registrations } from '../db/schema.ts'

/** The player's missed events (no-shows) at events not cancelled that started in (`since`, `until`]. */
const missedBetween = (userId: number, since: Date, until: Date) => sql`(
  SELECT count(*)::int FROM ${registrations} JOIN ${events} ON ${events.id} = ${registrations.eventId}
  WHERE ${registrations.userId} = ${userId} AND ${registrations.noShowAt} IS NOT NULL
    AND ${events.status} <> 'cancelled'
    AND ${events.startsAt} > ${since.toISOString()}::timestamptz AND ${events.startsAt} <= ${until.toISOString()}::timestamptz)`

/** A player's record (issue 15 §5): SQL only, the rule is in no-show-rule.ts. */
export function createPlayerRecordRepository(db: Database) {
  return {
    /**
     * Events the player was checked in at, and events they registered for and missed (stamped by event day,
     * decision 025); `missedRecently` counts those that started in (`since`, `at`]. Cancelled events count for
     * neither.
     */
    async record(userId: number, since: Date, at: Date) {
      const { rows } = await db.execute<{ attended: number; missed: number; missed_recently: number }>(sql`
        SELECT
          (SELECT count(DISTINCT ${checkIns.eventId})::int FROM ${checkIns}
            JOIN ${events} ON ${events.id} = ${checkIns.eventId}
            WHERE ${checkIns.userId} = ${userId} AND ${events.status} <> 'cancelled') AS attended,
          (SELECT count(*)::int FROM ${registrations} JOIN ${events} ON ${events.id} = ${registrations.eventId}
            WHERE ${registrations.userId} = ${userId} AND ${registrations.noShowAt} IS NOT NULL
              AND ${events.status} <> 'cancelled') AS missed,
          ${missedBetween(userId, since, at)} AS missed_recently`)
      const row = rows[0]
      return {
        attended: Number(row?.attended ?? 0),
        missed: Number(row?.missed ?? 0),
        missedRecently: Number(row?.missed_recently ?? 0),
      }
    },

    /** The player's missed events that started in (`since`, `at`]: what a store's rule counts. */
    async missedRecently(userId: number, since: Date, at: Date): Promise<number> {
      const { rows } = await db.execute<{ missed: number }>(
        sql`SELECT ${missedBetween(userId, since, at)} AS missed`,
      )
      return Number(rows[0]?.missed ?? 0)
    },
  }
}

export type PlayerRecordRepository = ReturnType<typeof createPlayerRecordRepository>

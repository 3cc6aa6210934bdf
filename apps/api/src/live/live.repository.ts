import { LIVE_CHANGES, type LiveChange, timerAt } from '@questboard/domain/event-day/live.schema'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import type { LiveState } from './live-hub.ts'

interface Row extends Record<string, unknown> {
  event_id: number
  version: number
  changes: string[]
  round: number | null
  ends_at_ms: number | null
  paused_ms: number | null
  now_ms: number
}

const isChange = (value: string): value is LiveChange => (LIVE_CHANGES as readonly string[]).includes(value)

/**
 * The live state of the watched events in one statement (decision 033): each one's version and last change
 * (none yet: version 0), and its latest round's timer on the database's clock.
 */
export async function readLiveStates(db: Database, eventIds: number[]): Promise<LiveState[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT e.id AS event_id,
           COALESCE(c.version, 0)::float8 AS version,
           COALESCE(c.changes, '{}') AS changes,
           r.number AS round,
           (extract(epoch FROM r.timer_ends_at) * 1000)::float8 AS ends_at_ms,
           r.timer_paused_ms AS paused_ms,
           (extract(epoch FROM now()) * 1000)::float8 AS now_ms
      FROM events e
      LEFT JOIN event_day_changes c ON c.event_id = e.id
      LEFT JOIN LATERAL (
        SELECT number, timer_ends_at, timer_paused_ms FROM rounds
         WHERE rounds.event_id = e.id ORDER BY number DESC LIMIT 1
      ) r ON true
     WHERE e.id = ANY(${sql.param(eventIds)}::int[])`)
  return rows.map((row) => ({
    eventId: Number(row.event_id),
    version: Number(row.version),
    changes: row.changes.filter(isChange),
    round: row.round === null ? null : Number(row.round),
    timer:
      row.round === null
        ? null
        : timerAt(
            Number(row.round),
            {
              endsAt: row.ends_at_ms === null ? null : new Date(Number(row.ends_at_ms)),
              pausedMs: row.paused_ms === null ? null : Number(row.paused_ms),
            },
            new Date(Number(row.now_ms)),
          ),
  }))
}

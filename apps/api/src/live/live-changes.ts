import type { LiveChange } from '@questboard/domain/event-day/live.schema'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { eventDayChanges } from '../db/schema.ts'

/**
 * Moves the event's live version by one, with what changed (decision 033). Called inside the event-day
 * transaction that holds the event's row: two changes of one event never commit out of order, so a watcher
 * that saw version n has seen every change up to n.
 */
export async function recordLiveChange(db: Database, eventId: number, changes: LiveChange[]): Promise<void> {
  await db
    .insert(eventDayChanges)
    .values({ eventId, version: 1, changes })
    .onConflictDoUpdate({
      target: eventDayChanges.eventId,
      set: {
        version: sql`${eventDayChanges.version} + 1`,
        changes: sql`excluded.changes`,
        changedAt: sql`now()`,
      },
    })
}

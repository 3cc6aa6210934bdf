import type { LiveChange } from '@questboard/domain/event-day/live.schema'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { eventDayChanges, eventDayLog, events } from '../db/schema.ts'
import { recordLiveChange } from '../live/live-changes.ts'
import { checkInQueries } from './check-ins.queries.ts'
import { roundQueries } from './rounds.queries.ts'
import { timerQueries } from './timer.queries.ts'

/** The queries of a write in `locked`, and how it says what it changed for the live views (decision 033). */
export type LockedQueries = EventDayQueries & { changed(...changes: LiveChange[]): void }

/**
 * Event day's SQL (issue 14). Writes run in `locked`, one event at a time; `changed` hears of every event whose
 * live version a committed write moved (the live views' hub, which polls at once).
 */
export function createEventDayRepository(
  db: Database,
  { changed = () => {} }: { changed?: (eventId: number) => void } = {},
) {
  return {
    ...queries(db),

    /**
     * Runs `work` in a transaction holding the event's row: check-ins, pairings, results and drops of one event
     * never interleave (a result cannot change while the next round is paired from it), on any instance. What
     * the work says it changed moves the event's live version in the same transaction.
     */
    async locked<T>(eventId: number, work: (queries: LockedQueries) => Promise<T>): Promise<T> {
      const changes = new Set<LiveChange>()
      const result = await db.transaction(async (tx) => {
        await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update')
        const inTransaction = tx as unknown as Database
        const value = await work({
          ...queries(inTransaction),
          changed: (...kinds) => {
            for (const kind of kinds) changes.add(kind)
          },
        })
        if (changes.size > 0) await recordLiveChange(inTransaction, eventId, [...changes])
        return value
      })
      if (changes.size > 0) changed(eventId)
      return result
    },
  }
}

function queries(db: Database) {
  return {
    ...timerQueries(db),
    ...checkInQueries(db),
    ...roundQueries(db),

    async findEvent(id: number) {
      const [event] = await db
        .select({
          id: events.id,
          ownerId: events.ownerId,
          status: events.status,
          additionalInfo: events.additionalInfo,
          /** The live views' version of its day (decision 033): 0 before any event-day write. */
          version: sql<number>`COALESCE(${eventDayChanges.version}, 0)`.mapWith(Number),
        })
        .from(events)
        .leftJoin(eventDayChanges, eq(eventDayChanges.eventId, events.id))
        .where(eq(events.id, id))
      return event
    },

    async log(entry: typeof eventDayLog.$inferInsert): Promise<void> {
      await db.insert(eventDayLog).values(entry)
    },
  }
}

export type EventDayQueries = ReturnType<typeof queries>
export type EventDayRepository = ReturnType<typeof createEventDayRepository>

import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { eventSeries, events } from '../db/schema.ts'
import type { EventRow, EventValues } from '../events/event-editing.repository.ts'

export type SeriesRow = typeof eventSeries.$inferSelect

/** Series and their events: SQL only, the rules are in event-series.service.ts. */
export function createEventSeriesRepository(db: Database) {
  return {
    async find(id: number): Promise<SeriesRow | undefined> {
      const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, id))
      return row
    },

    /** The series' events in date order, whatever their status. */
    events(seriesId: number, tx: Database = db): Promise<EventRow[]> {
      return tx
        .select()
        .from(events)
        .where(eq(events.seriesId, seriesId))
        .orderBy(asc(events.startsAt), asc(events.id))
    },

    /** The series and its events (drafts), in `tx`; answers the series id and the events' ids in date order. */
    async insert(
      tx: Database,
      series: Omit<typeof eventSeries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
      occurrences: EventValues[],
    ): Promise<{ id: number; eventIds: number[] }> {
      const [row] = await tx.insert(eventSeries).values(series).returning({ id: eventSeries.id })
      if (!row) throw new Error('no series inserted')
      const inserted = await tx
        .insert(events)
        .values(occurrences.map((values) => ({ ...values, status: 'draft' as const, seriesId: row.id })))
        .returning({ id: events.id, startsAt: events.startsAt })
      inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
      return { id: row.id, eventIds: inserted.map((event) => event.id) }
    },

    /** Marks the series changed (its events were edited or cancelled from a date on). */
    async touch(tx: Database, id: number): Promise<void> {
      await tx.update(eventSeries).set({ updatedAt: sql`now()` }).where(eq(eventSeries.id, id))
    },

    /**
     * draft → published for `ids` in `tx`, each only if it starts at `earliestStart` or later and its
     * registration deadline, if any, is after `now` (as publishing one event); answers how many were.
     */
    async publishDrafts(
      tx: Database,
      ids: number[],
      { earliestStart, now }: { earliestStart: Date; now: Date },
    ): Promise<number> {
      if (ids.length === 0) return 0
      const published = await tx
        .update(events)
        .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            inArray(events.id, ids),
            eq(events.status, 'draft'),
            gte(events.startsAt, earliestStart),
            or(isNull(events.registrationDeadline), gt(events.registrationDeadline, now)),
          ),
        )
        .returning({ id: events.id })
      return published.length
    },
  }
}

export type EventSeriesRepository = ReturnType<typeof createEventSeriesRepository>

import type { NoShowRule } from '@questboard/domain/no-shows'
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, registrations, users } from '../db/schema.ts'
import type { PageRequest } from '../pagination.ts'
import {
  callerColumns,
  checkInCodeColumn,
  type EventRow,
  type ListedRow,
  owner,
  selectEventRows,
  selectListedRows,
} from './list-rows.ts'
import type { EventListRow } from './public-list/public-list.repository.ts'

export type { EventRow }

/** One event with every column, its game, its owner's store and what the caller has to do with it. */
export interface EventDetailRow extends Omit<EventListRow, 'event'>, ListedRow<EventRow> {
  checkInCode: string | null
  /** The owner's rule for players who missed events (issue 15 §5). */
  noShowRule: NoShowRule
}

/** Events one by one and the caller's own; the public list lives in public-list/. */
export function createEventsRepository(db: Database) {
  return {
    /** Any event by id, whatever its status (the service decides who may see it). */
    async findById(id: number, callerId: number | undefined): Promise<EventDetailRow | undefined> {
      const [row] = await selectEventRows(db, {
        ...callerColumns(callerId),
        ...checkInCodeColumn(callerId),
        noShowRule: sql<NoShowRule>`${owner.noShowRule}`,
      }).where(eq(events.id, id))
      return row
    },

    /** Registered players in registration order; only ids and nicknames leave this function. */
    listPlayers(eventId: number): Promise<{ id: number; nickname: string }[]> {
      return db
        .select({ id: users.id, nickname: users.nickname })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(registrations.createdAt), asc(users.id))
    },

    /**
     * The caller's events: those they registered for and, when `includeOwned`, those they own (drafts too).
     * Upcoming = not yet ended, soonest first; past = ended, latest first.
     */
    async listMine(
      userId: number,
      {
        includeOwned,
        when,
        now,
        page,
      }: { includeOwned: boolean; when: 'upcoming' | 'past'; now: Date; page: PageRequest },
    ): Promise<{
      rows: (EventListRow & { relation: 'player' | 'owner'; checkInCode: string | null })[]
      count: number
    }> {
      const registered = inArray(
        events.id,
        sql`(SELECT ${registrations.eventId} FROM ${registrations} WHERE ${registrations.userId} = ${userId})`,
      )
      const mine = includeOwned ? or(registered, eq(events.ownerId, userId)) : registered
      const timing = when === 'upcoming' ? gte(events.endsAt, now) : lt(events.endsAt, now)
      const where = and(mine, timing)
      const order =
        when === 'upcoming'
          ? [asc(events.startsAt), asc(events.id)]
          : [desc(events.startsAt), desc(events.id)]
      const [rows, [total]] = await Promise.all([
        selectListedRows(db, { ...callerColumns(userId), ...checkInCodeColumn(userId) })
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(events).where(where),
      ])
      return {
        rows: rows.map((row) => ({
          ...row,
          relation: includeOwned && row.event.ownerId === userId ? 'owner' : 'player',
        })),
        count: total?.count ?? 0,
      }
    },
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>

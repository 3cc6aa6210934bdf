import type { DashboardSection } from '@questboard/domain/organizer-events.schema'
import { and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, registrations, users } from '../db/schema.ts'
import { callerColumns, selectListedRows } from './list-rows.ts'

/** Which of the owner's events a dashboard section holds, and in which order (organizer-events.schema.ts). */
function sectionQuery(section: DashboardSection, now: Date): { where: SQL | undefined; order: SQL[] } {
  const soonestFirst = [asc(events.startsAt), asc(events.id)]
  switch (section) {
    case 'draft':
      return { where: eq(events.status, 'draft'), order: soonestFirst }
    case 'upcoming':
      return { where: and(eq(events.status, 'published'), gte(events.endsAt, now)), order: soonestFirst }
    case 'to_result':
      // Results are saved for published full events once they have ended (results.service.ts).
      return {
        where: and(
          eq(events.status, 'published'),
          eq(events.eventType, 'Full'),
          lt(events.endsAt, now),
          eq(events.awardedXp, false),
        ),
        order: [desc(events.startsAt), desc(events.id)],
      }
  }
}

/** The organizer's own events and the registrants of one: SQL only, the rules are in organizer-events.service.ts. */
export function createOrganizerEventsRepository(db: Database) {
  return {
    async section(ownerId: number, section: DashboardSection, { now, limit }: { now: Date; limit: number }) {
      const { where: condition, order } = sectionQuery(section, now)
      const where = and(eq(events.ownerId, ownerId), condition)
      const [rows, [total]] = await Promise.all([
        selectListedRows(db, callerColumns(ownerId))
          .where(where)
          .orderBy(...order)
          .limit(limit),
        db.select({ count: sql<number>`count(*)::int` }).from(events).where(where),
      ])
      return { rows, count: total?.count ?? 0 }
    },

    /** The registered players in registration order, with whether each sent a deck photo. */
    registrants(eventId: number) {
      return db
        .select({
          id: users.id,
          nickname: users.nickname,
          registeredAt: registrations.createdAt,
          deckPhoto: sql<boolean>`${isNotNull(registrations.deckPhoto)}`,
        })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(registrations.createdAt), asc(users.id))
    },
  }
}

export type OrganizerEventsRepository = ReturnType<typeof createOrganizerEventsRepository>

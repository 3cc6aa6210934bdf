import type { Locale } from '@questboard/domain/constants'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { CalendarEvent } from '../calendar/event-calendar.ts'
import type { Database } from '../db/database.ts'
import { events, registrations, users } from '../db/schema.ts'

/** What the lifecycle mails say about an event, and what their calendar files hold. */
export type LifecycleEvent = CalendarEvent

export interface Recipient {
  eventId: number
  userId: number
  email: string
  nickname: string
  locale: Locale
}

const eventColumns = {
  id: events.id,
  name: events.name,
  eventType: events.eventType,
  lightDate: events.lightDate,
  status: events.status,
  sequence: events.sequence,
  timezone: events.timezone,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  address: events.address,
  updatedAt: events.updatedAt,
}

/**
 * Spec §4: the deadline (or, without one, the start) has passed, fewer players registered than the minimum
 * (0 disables the rule), and the event has not ended yet (an event that already took place is history, not
 * something to cancel after the fact). Light events take no registrations here, so they are never counted.
 */
const underfilledAfterDeadline = and(
  eq(events.status, 'published'),
  eq(events.eventType, 'Full'),
  gt(events.minPlayers, 0),
  sql`${events.takenSeats} < ${events.minPlayers}`,
  sql`COALESCE(${events.registrationDeadline}, ${events.startsAt}) <= now()`,
  sql`now() < ${events.endsAt}`,
)

/** The SQL of the automatic cancellation and of the reminders: every query takes the transaction it runs in. */
export const eventLifecycleQueries = {
  /**
   * Cancels up to `limit` underfilled events in one conditional UPDATE. Rows another instance is cancelling
   * are skipped, and the condition is read again on the locked row, so an event is cancelled once, by one
   * transaction, whichever instances run this together; a registration committed first is counted.
   */
  async cancelUnderfilled(tx: Database, limit: number): Promise<LifecycleEvent[]> {
    const due = tx
      .select({ id: events.id })
      .from(events)
      .where(underfilledAfterDeadline)
      .orderBy(events.id)
      .limit(limit)
      .for('update', { skipLocked: true })
    return tx
      .update(events)
      .set({
        status: 'cancelled',
        cancelledAt: sql`now()`,
        updatedAt: sql`now()`,
        sequence: sql`${events.sequence} + 1`,
      })
      .where(and(inArray(events.id, due), underfilledAfterDeadline))
      .returning(eventColumns)
  },

  async registrantsOf(tx: Database, eventIds: number[]): Promise<Recipient[]> {
    if (eventIds.length === 0) return []
    return tx
      .select({
        eventId: registrations.eventId,
        userId: users.id,
        email: users.email,
        nickname: users.nickname,
        locale: users.locale,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(inArray(registrations.eventId, eventIds))
      .orderBy(registrations.eventId, users.id)
  },

  /**
   * Marks up to `limit` registrations as reminded and answers them: players of published Full events that
   * asked for notifications and start within 24 hours, who registered before that window opened (a later
   * registration has just had its confirmation). Marked rows are never answered again; rows another
   * instance is marking are skipped.
   */
  async claimDueReminders(tx: Database, limit: number): Promise<{ eventId: number; userId: number }[]> {
    const window = sql`${events.startsAt} - interval '24 hours'`
    const due = tx
      .select({ eventId: registrations.eventId, userId: registrations.userId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(
        and(
          sql`${registrations.reminderSentAt} IS NULL`,
          eq(events.status, 'published'),
          eq(events.eventType, 'Full'),
          sql`${events.additionalInfo} @> '{"send_notifications": true}'::jsonb`,
          sql`${window} <= now()`,
          sql`now() < ${events.startsAt}`,
          sql`${registrations.createdAt} < ${window}`,
        ),
      )
      .orderBy(registrations.eventId, registrations.userId)
      .limit(limit)
      .for('update', { of: registrations, skipLocked: true })
    return tx
      .update(registrations)
      .set({ reminderSentAt: sql`now()` })
      .where(
        and(
          sql`(${registrations.eventId}, ${registrations.userId}) IN (${due})`,
          sql`${registrations.reminderSentAt} IS NULL`,
        ),
      )
      .returning({ eventId: registrations.eventId, userId: registrations.userId })
  },

  async recipientsByIds(tx: Database, userIds: number[]) {
    if (userIds.length === 0) return []
    return tx
      .select({ userId: users.id, email: users.email, nickname: users.nickname, locale: users.locale })
      .from(users)
      .where(inArray(users.id, userIds))
  },

  async eventsByIds(tx: Database, ids: number[]): Promise<LifecycleEvent[]> {
    if (ids.length === 0) return []
    return tx.select(eventColumns).from(events).where(inArray(events.id, ids))
  },
}

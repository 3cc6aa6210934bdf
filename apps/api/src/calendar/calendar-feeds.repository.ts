import { randomBytes } from 'node:crypto'
import type { Locale } from '@questboard/domain/constants'
import { and, asc, eq, exists, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { calendarFeeds, events, registrations, users } from '../db/schema.ts'
import type { PublicEventFilters } from '../events/public-list/filters.ts'
import { searchFeedConditions } from '../events/public-list/public-list.repository.ts'
import type { CalendarEvent } from './event-calendar.ts'

/** A feed holds at most this many events, the soonest first. */
export const FEED_LIMIT = 1000
/** A feed keeps the events that ended up to this many days ago, so a calendar does not lose them at once. */
export const FEED_PAST_DAYS = 30

const calendarColumns = {
  id: events.id,
  name: events.name,
  eventType: events.eventType,
  lightDate: events.lightDate,
  status: events.status,
  sequence: events.sequence,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timezone: events.timezone,
  address: events.address,
  updatedAt: events.updatedAt,
}

const pastLimit = (now: Date) => new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000)

/** The events of the calendar files and feeds, and the players' feed tokens. */
export function createCalendarFeedsRepository(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select(calendarColumns)
      .from(events)
      .where(where)
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(FEED_LIMIT)

  return {
    /** One event, unless it is a draft (nobody's calendar holds one). */
    async event(id: number): Promise<CalendarEvent | undefined> {
      const [row] = await db
        .select(calendarColumns)
        .from(events)
        .where(and(eq(events.id, id), ne(events.status, 'draft')))
      return row
    },

    /** The store profile fields that make a store public (stores/store-summary.ts). */
    async store(id: number) {
      const [row] = await db
        .select({ isPublic: users.isPublic, storeInformation: users.storeInformation })
        .from(users)
        .where(eq(users.id, id))
      return row
    },

    /** The events of a list search (GET /api/events/ with the same filters), cancelled ones kept. */
    search(filters: PublicEventFilters): Promise<CalendarEvent[]> {
      return select(and(...searchFeedConditions(filters, pastLimit(filters.now))))
    },

    /** The player's events: those they registered for, and those they organize. */
    mine(userId: number, now: Date): Promise<CalendarEvent[]> {
      const registered = exists(
        db
          .select({ one: sql`1` })
          .from(registrations)
          .where(and(eq(registrations.eventId, events.id), eq(registrations.userId, userId))),
      )
      return select(
        and(
          inArray(events.status, ['published', 'cancelled']),
          gte(events.endsAt, pastLimit(now)),
          or(registered, eq(events.ownerId, userId)),
        ),
      )
    },

    /** The owner of a feed token and the language of their mails (their feed's), or undefined. */
    async feedOwner(token: string): Promise<{ userId: number; locale: Locale } | undefined> {
      const [row] = await db
        .select({ userId: users.id, locale: users.locale })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.token, token))
      return row
    },

    /** The player's feed token, made on first ask; `reset` replaces it (the old address stops working). */
    async feedToken(userId: number, { reset }: { reset: boolean }): Promise<string> {
      const token = randomBytes(24).toString('base64url')
      const insert = db.insert(calendarFeeds).values({ userId, token })
      if (reset) {
        await insert.onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token, createdAt: sql`now()` },
        })
        return token
      }
      await insert.onConflictDoNothing({ target: calendarFeeds.userId })
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
      if (!row) throw new Error('no calendar feed token stored')
      return row.token
    },
  }
}

export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>

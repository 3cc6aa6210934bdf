import type { Locale } from '@questboard/domain/constants'
import { and, asc, eq, gte, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Clock } from '../db/clock.ts'
import type { Database } from '../db/database.ts'
import {
  events,
  mailedEvents,
  mailPreferences,
  newsDayAt,
  searchAlerts,
  storeFollows,
  users,
} from '../db/schema.ts'

/** The most events one morning mail finds; beyond the listed ones they are counted and linked. */
export const NEWS_FOUND_MAX = 200

const store = alias(users, 'store')

/** The reader of a morning mail. */
export interface NewsReader {
  userId: number
  email: string
  nickname: string
  locale: Locale
}

/** A newly published event as a morning mail lists it, with its store when the store is public. */
export interface NewsEventRow {
  id: number
  name: string
  startsAt: Date
  endsAt: Date
  timezone: string
  address: Record<string, string | null>
  storeName: string | null
}

const reader = {
  userId: users.id,
  email: users.email,
  nickname: users.nickname,
  locale: users.locale,
}

/** The store's name when it is public (store-summary.ts isPublicStore), else null. */
const storeName = sql<
  string | null
>`CASE WHEN ${store.isPublic} THEN nullif(${store.storeInformation}->>'store_name', '') END`

/**
 * Events the morning mails may list to `userId`: published, public, published from `since` on, not yet started
 * on the job's clock, and never listed to them before (by a digest or an alert).
 */
function newsFor(userId: number, since: Date, clock: Clock): SQL[] {
  return [
    eq(events.status, 'published'),
    eq(events.eventVisibility, 'PUBLIC'),
    gte(events.publishedAt, since),
    sql`${events.startsAt} > ${clock.now()}`,
    notExists(
      sql`(SELECT 1 FROM ${mailedEvents} WHERE ${mailedEvents.userId} = ${userId} AND ${mailedEvents.eventId} = ${events.id})`,
    ),
  ]
}

/**
 * What the morning mails read and write (decision 037). Each job works in a transaction the caller opens: the due
 * rows are locked (`SKIP LOCKED`: another instance takes the others), their mails queued, the events marked as
 * listed and the rows moved to today, all committed together.
 */
export const newsQueries = {
  /** The news day now, `YYYY-MM-DD`: the UTC day of the last 06:00 UTC passed on the clock. */
  async today(tx: Database, clock: Clock): Promise<string> {
    const [row] = await tx
      .execute<{ day: string }>(sql`SELECT ${newsDayAt(clock.now())}::text AS day`)
      .then((result) => result.rows)
    if (!row) throw new Error('no news day')
    return row.day
  },

  /** Follows whose digest is due (their day is before today), locked, with the reader and their preference. */
  dueFollows(tx: Database, today: string, limit: number) {
    return tx
      .select({
        ...reader,
        storeId: storeFollows.storeId,
        storeName: storeName,
        followedAt: storeFollows.createdAt,
        dailyDigest: sql<boolean>`coalesce(${mailPreferences.dailyDigest}, true)`,
        digestSince: mailPreferences.digestSince,
      })
      .from(storeFollows)
      .innerJoin(users, eq(users.id, storeFollows.userId))
      .innerJoin(store, eq(store.id, storeFollows.storeId))
      .leftJoin(mailPreferences, eq(mailPreferences.userId, storeFollows.userId))
      .where(lt(storeFollows.digestDay, today))
      .orderBy(asc(storeFollows.userId), asc(storeFollows.storeId))
      .limit(limit)
      .for('update', { of: storeFollows, skipLocked: true })
  },

  /** A store's news for one follower, soonest first. */
  storeNews(
    tx: Database,
    { userId, storeId, since, clock }: { userId: number; storeId: number; since: Date; clock: Clock },
  ) {
    return selectNews(tx, and(eq(events.ownerId, storeId), ...newsFor(userId, since, clock)))
  },

  async digestServed(tx: Database, userId: number, storeId: number, today: string): Promise<void> {
    await tx
      .update(storeFollows)
      .set({ digestDay: today })
      .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)))
  },

  /** Alerts due today (a daily one the day after it last ran, a weekly one 7 days after), locked, with the reader. */
  dueAlerts(tx: Database, today: string, limit: number) {
    return tx
      .select({ ...reader, alert: searchAlerts })
      .from(searchAlerts)
      .innerJoin(users, eq(users.id, searchAlerts.userId))
      .where(
        or(
          and(eq(searchAlerts.frequency, 'daily'), lt(searchAlerts.alertDay, today)),
          and(eq(searchAlerts.frequency, 'weekly'), sql`${searchAlerts.alertDay} <= ${today}::date - 7`),
        ),
      )
      .orderBy(asc(searchAlerts.id))
      .limit(limit)
      .for('update', { of: searchAlerts, skipLocked: true })
  },

  /** The news an alert's search finds (`conditions`: the public list's filters), soonest first. */
  alertNews(
    tx: Database,
    { userId, since, clock, conditions }: { userId: number; since: Date; clock: Clock; conditions: SQL[] },
  ) {
    return selectNews(tx, and(...conditions, ...newsFor(userId, since, clock)))
  },

  async alertServed(tx: Database, alertId: number, today: string): Promise<void> {
    await tx.update(searchAlerts).set({ alertDay: today }).where(eq(searchAlerts.id, alertId))
  },

  /** Remembers that these events were listed to the player: never again in a morning mail. */
  async listed(tx: Database, userId: number, eventIds: number[]): Promise<void> {
    if (eventIds.length === 0) return
    await tx
      .insert(mailedEvents)
      .values(eventIds.map((eventId) => ({ userId, eventId })))
      .onConflictDoNothing()
  },

  /** Forgets up to `limit` listed events that have ended (they can never be news again); answers how many. */
  async forgetEnded(db: Database, limit: number): Promise<number> {
    const ended = db
      .select({ eventId: mailedEvents.eventId, userId: mailedEvents.userId })
      .from(mailedEvents)
      .innerJoin(events, eq(events.id, mailedEvents.eventId))
      .where(lt(events.endsAt, sql`now()`))
      .limit(limit)
    const removed = await db
      .delete(mailedEvents)
      .where(inArray(sql`(${mailedEvents.eventId}, ${mailedEvents.userId})`, ended))
      .returning({ eventId: mailedEvents.eventId })
    return removed.length
  },
}

function selectNews(tx: Database, where: SQL | undefined): Promise<NewsEventRow[]> {
  return tx
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      timezone: events.timezone,
      address: events.address,
      storeName: storeName,
    })
    .from(events)
    .innerJoin(store, eq(store.id, events.ownerId))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(NEWS_FOUND_MAX)
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { checkIns, drops, registrations, users, waitlist } from '../db/schema.ts'

/** A checked-in player as rounds name them: the check-in, the account (none for a guest), the name shown. */
export interface PlayerRow {
  id: number
  userId: number | null
  nickname: string | null
  guest: boolean
  walkIn: boolean
  checkedInAt: Date
  dropped: boolean
}

/** Check-in's SQL (issue 14): who is registered, waiting, checked in, dropped, and the no-shows. */
export function checkInQueries(db: Database) {
  return {
    players(eventId: number): Promise<PlayerRow[]> {
      return db
        .select({
          id: checkIns.id,
          userId: checkIns.userId,
          nickname: sql<string | null>`COALESCE(${users.nickname}, ${checkIns.guestName})`,
          guest: sql<boolean>`${checkIns.guestName} IS NOT NULL`,
          walkIn: checkIns.walkIn,
          checkedInAt: checkIns.createdAt,
          dropped: sql<boolean>`${drops.checkInId} IS NOT NULL`,
        })
        .from(checkIns)
        .leftJoin(users, eq(users.id, checkIns.userId))
        .leftJoin(drops, eq(drops.checkInId, checkIns.id))
        .where(eq(checkIns.eventId, eventId))
        .orderBy(asc(checkIns.id))
    },

    registered(eventId: number) {
      return db
        .select({
          userId: users.id,
          nickname: users.nickname,
          noShowAt: registrations.noShowAt,
          checkInCode: registrations.checkInCode,
        })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.eventId, eventId))
        .orderBy(asc(users.nickname), asc(users.id))
    },

    async registrationByCode(eventId: number, code: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: registrations.userId })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.checkInCode, code)))
      return row?.userId
    },

    /** The player's registration (its check-in code), if they are registered. */
    async registration(eventId: number, userId: number): Promise<{ checkInCode: string | null } | undefined> {
      const [row] = await db
        .select({ checkInCode: registrations.checkInCode })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
      return row
    },

    async isWaiting(eventId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: waitlist.id })
        .from(waitlist)
        .where(and(eq(waitlist.eventId, eventId), eq(waitlist.userId, userId)))
      return row !== undefined
    },

    /**
     * Registers a player of the waitlist in a free seat (decision 029), if there is one: the seats not held by
     * registered players still expected (no-shows, stamped when the first round is paired, hold none) nor by
     * other players' offers. A no-show's seat stays counted once in `taken_seats`; a seat held for the player's
     * own offer becomes theirs. True when seated; the caller holds the event's lock.
     */
    async seatFromWaitlist(eventId: number, userId: number): Promise<boolean> {
      const { rows } = await db.execute<{ seated: number }>(sql`
        WITH event AS (
          SELECT e.id, e.max_players,
            (SELECT count(*) FROM registrations r WHERE r.event_id = e.id AND r.no_show_at IS NULL) AS expected,
            (SELECT count(*) FROM waitlist w
              WHERE w.event_id = e.id AND w.offered_at IS NOT NULL AND w.user_id <> ${userId}) AS held
          FROM events e WHERE e.id = ${eventId}
        ), seated AS (
          DELETE FROM waitlist w USING event e
          WHERE w.event_id = e.id AND w.user_id = ${userId}
            AND (e.max_players IS NULL OR e.expected + e.held < e.max_players)
          RETURNING w.offered_at IS NOT NULL AS held
        ), registration AS (
          INSERT INTO registrations (event_id, user_id) SELECT ${eventId}, ${userId} FROM seated
          RETURNING event_id
        ), seat AS (
          UPDATE events SET
            taken_seats = CASE WHEN EXISTS (SELECT 1 FROM seated WHERE held) THEN taken_seats
              WHEN max_players IS NULL THEN taken_seats + 1 ELSE LEAST(taken_seats + 1, max_players) END,
            held_seats = held_seats - (SELECT count(*) FROM seated WHERE held)
          WHERE id = ${eventId} AND EXISTS (SELECT 1 FROM registration)
        )
        SELECT count(*)::int AS seated FROM registration`)
      return Number(rows[0]?.seated ?? 0) === 1
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      return row !== undefined
    },

    /** Checks the player in once: a second check-in of the same account answers the first (`created` false). */
    async checkIn(values: typeof checkIns.$inferInsert): Promise<{ id: number; created: boolean }> {
      const [created] = await db
        .insert(checkIns)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: checkIns.id })
      if (created) {
        // A registered player who comes late is no no-show.
        if (values.userId != null)
          await db
            .update(registrations)
            .set({ noShowAt: null })
            .where(and(eq(registrations.eventId, values.eventId), eq(registrations.userId, values.userId)))
        return { id: created.id, created: true }
      }
      const [existing] = await db
        .select({ id: checkIns.id })
        .from(checkIns)
        .where(and(eq(checkIns.eventId, values.eventId), eq(checkIns.userId, values.userId ?? -1)))
      if (!existing) throw new Error('a check-in conflicted with none')
      return { id: existing.id, created: false }
    },

    /** The registered players not checked in when the first round is paired: no-shows. */
    async markNoShows(eventId: number): Promise<void> {
      await db
        .update(registrations)
        .set({ noShowAt: sql`now()` })
        .where(
          and(
            eq(registrations.eventId, eventId),
            isNull(registrations.noShowAt),
            sql`${registrations.userId} NOT IN (SELECT ${checkIns.userId} FROM ${checkIns}
              WHERE ${checkIns.eventId} = ${eventId} AND ${checkIns.userId} IS NOT NULL)`,
          ),
        )
    },

    async userIdsOf(checkInIds: number[]): Promise<Map<number, number | null>> {
      if (checkInIds.length === 0) return new Map()
      const rows = await db
        .select({ id: checkIns.id, userId: checkIns.userId })
        .from(checkIns)
        .where(inArray(checkIns.id, checkInIds))
      return new Map(rows.map((row) => [row.id, row.userId]))
    },

    async drop(values: typeof drops.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(drops)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: drops.checkInId })
      return inserted.length > 0
    },

    async findCheckIn(eventId: number, checkInId: number) {
      const [row] = await db
        .select({ id: checkIns.id, dropped: sql<boolean>`${drops.checkInId} IS NOT NULL` })
        .from(checkIns)
        .leftJoin(drops, eq(drops.checkInId, checkIns.id))
        .where(and(eq(checkIns.eventId, eventId), eq(checkIns.id, checkInId)))
      return row
    },
  }
}

import type { Locale } from '@questboard/domain/constants'
import { sql } from 'drizzle-orm'
import type { Clock } from '../db/clock.ts'
import type { Database } from '../db/database.ts'
import { type NewOutboxMail, outboxInsert } from '../mail/outbox.repository.ts'

/** How long a freed seat is offered, unless the registration deadline comes first (decision 029). */
export const OFFER_HOURS = 24

/** A player waiting in an event's line, as the organizer sees it. */
export interface LineEntry {
  position: number
  userId: number
  nickname: string
  joinedAt: Date
  offeredAt: Date | null
  offerExpiresAt: Date | null
  /** The offer can still be claimed: its window has not passed by the clock. */
  offerOpen: boolean
}

/** A waiting player a mail goes to, and the event it is about. */
export interface LineMailing {
  waitlistId: number
  userId: number
  email: string
  nickname: string
  locale: Locale
  event: {
    id: number
    name: string
    startsAt: Date
    endsAt: Date
    timezone: string
    address: Record<string, string | null>
  }
}

/** A seat just offered to the first waiting player: who they are, until when, and the event (for the mail). */
export interface Offer extends LineMailing {
  expiresAt: Date
}

/** The drivers answer a raw timestamp as a Date (PGlite) or as text (node-postgres, as drizzle sets it). */
const toDate = (value: unknown) => new Date(value as string | Date)
const toDateOrNull = (value: unknown) => (value === null || value === undefined ? null : toDate(value))

/** A row of `waitlist_id, user_id, email, nickname, locale` and the event's `event_id, name, starts_at, …`. */
const lineMailingOf = (row: Record<string, unknown>): LineMailing => ({
  waitlistId: Number(row.waitlist_id),
  userId: Number(row.user_id),
  email: String(row.email),
  nickname: String(row.nickname),
  locale: row.locale as Locale,
  event: {
    id: Number(row.event_id),
    name: String(row.name),
    startsAt: toDate(row.starts_at),
    endsAt: toDate(row.ends_at),
    timezone: String(row.timezone),
    address: (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as Record<
      string,
      string | null
    >,
  },
})

/** An event that takes registrations on Questboard at `now` (the offers' and the line's condition). */
const takesRegistrations = (now: ReturnType<Clock['now']>) => sql`
  status = 'published' AND event_type = 'Full' AND ${now} < COALESCE(registration_deadline, starts_at)`

/**
 * The waitlist's SQL (decision 029). Every write takes the event's row lock first (as registering and
 * unregistering do), so the changes of one event's seats and line run one after the other on any instance; the
 * statements that take an executor run in the caller's transaction.
 */
export function createWaitlistRepository(db: Database, clock: Clock) {
  /** The player's place in the line and the line's length; undefined when they are not in it. */
  async function place(eventId: number, userId: number) {
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      WITH line AS (
        SELECT w.id, w.user_id, w.created_at, w.offered_at, w.offer_expires_at,
          row_number() OVER (ORDER BY w.id)::int AS position, count(*) OVER ()::int AS length
        FROM waitlist w
        WHERE w.event_id = ${eventId}
          AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = w.event_id AND r.user_id = w.user_id)
      )
      SELECT position, length, created_at, offered_at, offer_expires_at,
        COALESCE(offer_expires_at > ${clock.now()}, false) AS offer_open
      FROM line WHERE user_id = ${userId}`)
    const [row] = rows
    if (!row) return undefined
    return {
      position: Number(row.position),
      length: Number(row.length),
      joinedAt: toDate(row.created_at),
      offeredAt: toDateOrNull(row.offered_at),
      offerExpiresAt: toDateOrNull(row.offer_expires_at),
      offerOpen: Boolean(row.offer_open),
    }
  }

  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction(work),

    /**
     * Puts the player at the end of the line if, under the event's lock, the event still takes registrations,
     * is sold out and the player is not registered. `in-line` when they already were; `refused` otherwise.
     */
    async join(eventId: number, userId: number): Promise<'joined' | 'in-line' | 'refused'> {
      const { rows } = await db.execute<{ id: number }>(sql`
        WITH event AS (
          SELECT id FROM events
          WHERE id = ${eventId} AND ${takesRegistrations(clock.now())}
            AND max_players IS NOT NULL AND taken_seats >= max_players
          FOR UPDATE
        )
        INSERT INTO waitlist (event_id, user_id)
        SELECT id, ${userId} FROM event
        WHERE NOT EXISTS (SELECT 1 FROM registrations WHERE event_id = ${eventId} AND user_id = ${userId})
        ON CONFLICT (event_id, user_id) DO NOTHING
        RETURNING id`)
      if (rows.length > 0) return 'joined'
      return (await place(eventId, userId)) ? 'in-line' : 'refused'
    },

    /** The event's line in order: every waiting player (registered ones are not waiting), offers included. */
    async line(eventId: number): Promise<LineEntry[]> {
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        SELECT row_number() OVER (ORDER BY w.id)::int AS position, w.user_id, u.nickname, w.created_at,
          w.offered_at, w.offer_expires_at, COALESCE(w.offer_expires_at > ${clock.now()}, false) AS offer_open
        FROM waitlist w JOIN users u ON u.id = w.user_id
        WHERE w.event_id = ${eventId}
          AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = w.event_id AND r.user_id = w.user_id)
        ORDER BY w.id`)
      return rows.map((row) => ({
        position: Number(row.position),
        userId: Number(row.user_id),
        nickname: String(row.nickname),
        joinedAt: toDate(row.created_at),
        offeredAt: toDateOrNull(row.offered_at),
        offerExpiresAt: toDateOrNull(row.offer_expires_at),
        offerOpen: Boolean(row.offer_open),
      }))
    },

    place,

    /** How many players wait in the event's line. */
    async length(eventId: number): Promise<number> {
      const { rows } = await db.execute<{ length: number }>(sql`
        SELECT count(*)::int AS length FROM waitlist w
        WHERE w.event_id = ${eventId}
          AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = w.event_id AND r.user_id = w.user_id)`)
      return Number(rows[0]?.length ?? 0)
    },

    /**
     * Offers the event's free seats to the first players waiting without an offer, in line order, one seat each,
     * until `LEAST(now + 24 h, the registration deadline)`, and counts those seats as taken (held for them).
     * Nothing when the event no longer takes registrations. Runs in `tx`, under the event's lock (taken here
     * too, first, if the caller has not), so two freed seats never go to one player, nor one seat to two.
     */
    async offerFreeSeats(tx: Database, eventId: number): Promise<Offer[]> {
      const now = clock.now()
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        WITH event AS (
          SELECT id, name, starts_at, ends_at, timezone, address,
            CASE WHEN max_players IS NULL THEN 2147483647 ELSE GREATEST(max_players - taken_seats, 0) END AS free,
            LEAST(${now} + make_interval(hours => ${OFFER_HOURS}), COALESCE(registration_deadline, starts_at))
              AS offer_ends
          FROM events
          WHERE id = ${eventId} AND ${takesRegistrations(now)}
          FOR UPDATE
        ), next AS (
          SELECT w.id FROM waitlist w
          WHERE w.event_id = ${eventId} AND w.offered_at IS NULL AND EXISTS (SELECT 1 FROM event)
            AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = w.event_id AND r.user_id = w.user_id)
          ORDER BY w.id
          LIMIT (SELECT free FROM event)
          FOR UPDATE
        ), offered AS (
          UPDATE waitlist w SET offered_at = ${now}, offer_expires_at = event.offer_ends
          FROM next, event WHERE w.id = next.id
          RETURNING w.id, w.user_id, w.offer_expires_at
        ), seats AS (
          UPDATE events SET taken_seats = taken_seats + (SELECT count(*) FROM offered),
            held_seats = held_seats + (SELECT count(*) FROM offered)
          WHERE id = ${eventId} AND EXISTS (SELECT 1 FROM offered)
        )
        SELECT o.id AS waitlist_id, o.user_id, o.offer_expires_at, u.email, u.nickname, u.locale,
          e.id AS event_id, e.name, e.starts_at, e.ends_at, e.timezone, e.address
        FROM offered o JOIN users u ON u.id = o.user_id CROSS JOIN event e
        ORDER BY o.id`)
      return rows.map((row) => ({ ...lineMailingOf(row), expiresAt: toDate(row.offer_expires_at) }))
    },

    /**
     * Takes the player out of the line under the event's lock; answers whether they held a seat (an offer,
     * open or run out), which goes back to the event — the caller offers it again in the same transaction —
     * or undefined when they were not in line.
     */
    async leave(tx: Database, eventId: number, userId: number): Promise<{ held: boolean } | undefined> {
      const { rows } = await tx.execute<{ held: boolean }>(sql`
        WITH event AS (
          SELECT id FROM events WHERE id = ${eventId} FOR UPDATE
        ), gone AS (
          DELETE FROM waitlist WHERE event_id IN (SELECT id FROM event) AND user_id = ${userId}
          RETURNING offered_at IS NOT NULL AS held
        ), seat AS (
          UPDATE events SET taken_seats = taken_seats - 1, held_seats = held_seats - 1
          WHERE id = ${eventId} AND EXISTS (SELECT 1 FROM gone WHERE held)
        )
        SELECT held FROM gone`)
      const [row] = rows
      return row && { held: Boolean(row.held) }
    },

    /**
     * The offered player takes their seat, in one statement under the event's lock: their open offer (not run
     * out by the clock) leaves the line and becomes their registration — the seat was already counted for them —
     * with its confirmation mail. `already-registered` when they had registered meanwhile (their held seat is
     * given back: the caller offers it again); `no-offer` when they have no open offer (nothing written).
     */
    async claim(
      tx: Database,
      eventId: number,
      userId: number,
      checkInCode: string,
      confirmation: NewOutboxMail,
    ): Promise<{ outcome: 'claimed' | 'already-registered' | 'no-offer'; checkInCode?: string }> {
      const { rows } = await tx.execute<{
        claimed: number
        registered: number
        check_in_code: string | null
      }>(sql`
        WITH event AS (
          SELECT id FROM events WHERE id = ${eventId} AND status = 'published' FOR UPDATE
        ), offer AS (
          DELETE FROM waitlist
          WHERE event_id IN (SELECT id FROM event) AND user_id = ${userId} AND offer_expires_at > ${clock.now()}
          RETURNING event_id
        ), registration AS (
          INSERT INTO registrations (event_id, user_id, check_in_code) SELECT event_id, ${userId}, ${checkInCode}
          FROM offer
          ON CONFLICT DO NOTHING
          RETURNING event_id, check_in_code
        ), confirmation AS (
          ${outboxInsert(confirmation, sql`registration WHERE check_in_code = ${checkInCode}`)}
        ), seat AS (
          -- The held seat becomes the registration's; registered meanwhile, it is given back.
          UPDATE events SET held_seats = held_seats - 1,
            taken_seats = taken_seats - CASE WHEN EXISTS (SELECT 1 FROM registration) THEN 0 ELSE 1 END
          WHERE id = ${eventId} AND EXISTS (SELECT 1 FROM offer)
        )
        SELECT (SELECT count(*) FROM offer)::int AS claimed, (SELECT count(*) FROM registration)::int AS registered,
          (SELECT max(check_in_code) FROM registration) AS check_in_code`)
      const [row] = rows
      if (!row || Number(row.claimed) === 0) return { outcome: 'no-offer' }
      if (Number(row.registered) !== 1) return { outcome: 'already-registered' }
      return { outcome: 'claimed', checkInCode: row.check_in_code ?? undefined }
    },

    /** Events with offers run out by the clock, after `afterId` in id order (the job's pages). */
    async eventsWithExpiredOffers(afterId: number, limit: number): Promise<number[]> {
      const { rows } = await db.execute<{ event_id: number }>(sql`
        SELECT DISTINCT event_id FROM waitlist
        WHERE offer_expires_at <= ${clock.now()} AND event_id > ${afterId}
        ORDER BY event_id LIMIT ${limit}`)
      return rows.map((row) => Number(row.event_id))
    },

    /**
     * Takes the event's run-out offers out of the line and gives their seats back, under the event's lock;
     * answers the players whose offer ran out (for their mail), or undefined when another transaction holds
     * the event (the next run comes back to it).
     */
    async dropExpiredOffers(tx: Database, eventId: number): Promise<LineMailing[] | undefined> {
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        WITH event AS (
          SELECT id, name, starts_at, ends_at, timezone, address FROM events
          WHERE id = ${eventId} FOR UPDATE SKIP LOCKED
        ), expired AS (
          DELETE FROM waitlist
          WHERE event_id IN (SELECT id FROM event) AND offer_expires_at <= ${clock.now()}
          RETURNING id, user_id
        ), seats AS (
          UPDATE events SET taken_seats = taken_seats - (SELECT count(*) FROM expired),
            held_seats = held_seats - (SELECT count(*) FROM expired)
          WHERE id IN (SELECT id FROM event) AND EXISTS (SELECT 1 FROM expired)
        )
        SELECT EXISTS (SELECT 1 FROM event) AS locked, lost.*
        FROM (VALUES (1)) AS one (n) LEFT JOIN (
          SELECT x.id AS waitlist_id, x.user_id, u.email, u.nickname, u.locale,
            e.id AS event_id, e.name, e.starts_at, e.ends_at, e.timezone, e.address
          FROM expired x JOIN users u ON u.id = x.user_id CROSS JOIN event e
        ) AS lost ON true
        ORDER BY lost.waitlist_id`)
      if (!rows[0]?.locked) return undefined
      return rows.filter((row) => row.waitlist_id !== null).map(lineMailingOf)
    },
  }
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>

import type { Locale } from '@questboard/domain/constants'
import type { NoShowRule } from '@questboard/domain/no-shows'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { events, registrations, users } from '../db/schema.ts'
import { type NewOutboxMail, outboxInsert } from '../mail/outbox.repository.ts'

/** What registering, unregistering and the deck photo need to know of an event, and of the caller's seat. */
export interface EventForPlayer {
  id: number
  ownerId: number
  name: string
  eventType: string
  status: string
  timezone: string
  startLocal: string
  startsAt: Date
  endsAt: Date
  lightDate: string | null
  registrationDeadline: Date | null
  maxPlayers: number | null
  takenSeats: number
  address: Record<string, string | null>
  additionalInfo: Record<string, unknown>
  /** The event's calendar revision and last change (calendar/event-calendar.ts). */
  sequence: number
  updatedAt: Date
  /** The database's clock: every time rule is judged by the one clock all instances share. */
  now: Date
  registered: boolean
  deckPhoto: string | null
  /** The store's rule about missed events (issue 15 §5), read with the event: most keep it off. */
  noShowRule: NoShowRule
}

export function createRegistrationsRepository(db: Database) {
  // Every registration, unregistration and deck photo asks it first: built once, prepared once per connection.
  const eventForPlayer = db
    .select({
      id: events.id,
      ownerId: events.ownerId,
      name: events.name,
      eventType: events.eventType,
      status: events.status,
      timezone: events.timezone,
      startLocal: events.startLocal,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      lightDate: events.lightDate,
      registrationDeadline: events.registrationDeadline,
      maxPlayers: events.maxPlayers,
      takenSeats: events.takenSeats,
      address: events.address,
      additionalInfo: events.additionalInfo,
      sequence: events.sequence,
      updatedAt: events.updatedAt,
      // Read like a timestamptz column, whatever form the driver gives it in.
      now: sql<Date>`now()`.mapWith(events.startsAt),
      registered: sql<boolean>`${registrations.userId} IS NOT NULL`,
      deckPhoto: registrations.deckPhoto,
      noShowRule: sql<NoShowRule>`(SELECT ${users.noShowRule} FROM ${users} WHERE ${users.id} = ${events.ownerId})`,
    })
    .from(events)
    .leftJoin(
      registrations,
      and(eq(registrations.eventId, events.id), eq(registrations.userId, sql.placeholder('userId'))),
    )
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('registration_event_for_player')

  return {
    transaction: <T>(work: (tx: Database) => Promise<T>) => db.transaction(work),

    async findEventForPlayer(eventId: number, userId: number): Promise<EventForPlayer | undefined> {
      const [row] = await eventForPlayer.execute({ eventId, userId })
      return row as EventForPlayer | undefined
    },

    /**
     * Registers the player in one statement: takes a seat if, at this very moment, the event still takes
     * registrations, inserts the player's row with `checkInCode` and queues the confirmation, all or nothing.
     * Concurrent statements on one event queue on its row and each re-reads the count it raises, so the limit
     * holds whatever the number of clients and API instances; a player's concurrent second request meets the
     * first's row (a unique violation that undoes its seat) and is answered `registered` too. `refused` when no
     * seat was taken (sold out, or the event changed since it was read): nothing was written. The confirmation
     * names the code: when the event already has it, the database draws another (a trigger, decision 025) and the
     * mail is not queued — `checkInCode` answers the code kept, for the caller to mail it. A place the player
     * held in the event's waitlist (with no offer) goes with it.
     */
    async register(
      eventId: number,
      userId: number,
      checkInCode: string,
      confirmation: NewOutboxMail,
    ): Promise<{ outcome: 'registered' | 'refused'; checkInCode?: string }> {
      try {
        const { rows } = await db.execute<{ registered: number; check_in_code: string | null }>(sql`
          WITH seat AS (
            UPDATE events SET taken_seats = taken_seats + 1
            WHERE id = ${eventId} AND status = 'published' AND event_type = 'Full'
              AND now() < COALESCE(registration_deadline, starts_at)
              AND (max_players IS NULL OR taken_seats < max_players)
            RETURNING id
          ), registration AS (
            INSERT INTO registrations (event_id, user_id, check_in_code)
            SELECT id, ${userId}, ${checkInCode} FROM seat RETURNING event_id, check_in_code
          ), confirmation AS (
            ${outboxInsert(confirmation, sql`registration WHERE check_in_code = ${checkInCode}`)}
          ), waiting AS (
            -- A registered player waits no more (a seat offered to them stays theirs to claim or give back).
            DELETE FROM waitlist WHERE event_id IN (SELECT event_id FROM registration) AND user_id = ${userId}
              AND offered_at IS NULL
          )
          SELECT count(*)::int AS registered, max(check_in_code) AS check_in_code FROM registration`)
        const [row] = rows
        if (row?.registered !== 1) return { outcome: 'refused' }
        return { outcome: 'registered', checkInCode: row.check_in_code ?? undefined }
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'registered' }
        throw error
      }
    },

    /** Queues a mail on its own (the confirmation whose code the database drew again). */
    async queueMail(mail: NewOutboxMail): Promise<void> {
      await db.execute(sql`${outboxInsert(mail, sql`(SELECT 1) AS one`)}`)
    },

    /**
     * Removes the registration, gives its seat back and queues `notice` (the player's mail, when there is one),
     * in one statement, unless the event has begun in the meantime (then its player list is its record) and was
     * not cancelled. The event's row is locked first, as `register` does, so the two never wait for each other
     * in opposite orders; of two concurrent requests the second finds the row gone and changes nothing (and
     * mails nothing). Answers the removed row's deck photo key, or undefined. `executor`: the caller's
     * transaction, which keeps the event's row locked for what follows (the waitlist's offer of the seat).
     */
    async delete(
      eventId: number,
      userId: number,
      notice?: NewOutboxMail,
      executor: Database = db,
    ): Promise<{ deckPhoto: string | null } | undefined> {
      const { rows } = await executor.execute<{ deck_photo: string | null }>(sql`
        WITH event AS (
          SELECT id FROM events WHERE id = ${eventId} AND (starts_at > now() OR status = 'cancelled') FOR UPDATE
        ), removed AS (
          DELETE FROM registrations WHERE event_id IN (SELECT id FROM event) AND user_id = ${userId}
          RETURNING event_id, deck_photo
        ), seat AS (
          UPDATE events SET taken_seats = taken_seats - 1 FROM removed WHERE events.id = removed.event_id
        )${notice ? sql`, notice AS (${outboxInsert(notice, sql`removed`)})` : sql``}
        SELECT deck_photo FROM removed`)
      const [removed] = rows
      return removed && { deckPhoto: removed.deck_photo }
    },

    async setUserLocale(userId: number, locale: Locale): Promise<void> {
      await db.update(users).set({ locale }).where(eq(users.id, userId))
    },

    /**
     * Points the registration at a new photo; answers the key it replaces (null when there was none), or
     * undefined when the player is no longer registered.
     */
    async replaceDeckPhoto(
      eventId: number,
      userId: number,
      key: string,
    ): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const where = and(eq(registrations.eventId, eventId), eq(registrations.userId, userId))
        const [current] = await tx
          .select({ deckPhoto: registrations.deckPhoto })
          .from(registrations)
          .where(where)
          .for('update')
        if (!current) return undefined
        await tx.update(registrations).set({ deckPhoto: key, deckPhotoUploadedAt: sql`now()` }).where(where)
        return { previous: current.deckPhoto }
      })
    },
  }
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>

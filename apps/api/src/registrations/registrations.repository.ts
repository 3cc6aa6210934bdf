import type { Locale } from '@questboard/domain/constants'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, registrations, users } from '../db/schema.ts'

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
  /** The database's clock: every time rule is judged by the one clock all instances share. */
  now: Date
  registered: boolean
  deckPhoto: string | null
}

export function createRegistrationsRepository(db: Database) {
  return {
    ...registrationQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it and the transaction (for `mail.enqueue`). */
    inTransaction<T>(work: (queries: RegistrationQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(registrationQueries(tx), tx))
    },
  }
}

function registrationQueries(db: Database) {
  return {
    async findEventForPlayer(eventId: number, userId: number): Promise<EventForPlayer | undefined> {
      const [row] = await db
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
          // Read like a timestamptz column, whatever form the driver gives it in.
          now: sql<Date>`now()`.mapWith(events.startsAt),
          registered: sql<boolean>`${registrations.userId} IS NOT NULL`,
          deckPhoto: registrations.deckPhoto,
        })
        .from(events)
        .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, userId)))
        .where(eq(events.id, eventId))
      return row as EventForPlayer | undefined
    },

    /** False when the player already holds a row (a concurrent duplicate waits here for the first to end). */
    async insert(eventId: number, userId: number): Promise<boolean> {
      const inserted = await db
        .insert(registrations)
        .values({ eventId, userId })
        .onConflictDoNothing()
        .returning({ userId: registrations.userId })
      return inserted.length > 0
    },

    /**
     * Takes one seat if, at this very moment, the event still takes registrations. One conditional UPDATE:
     * concurrent ones on the same row queue behind each other and each re-reads the count it raises, so the
     * limit holds whatever the number of clients and API instances.
     */
    async takeSeat(eventId: number): Promise<boolean> {
      const taken = await db
        .update(events)
        .set({ takenSeats: sql`${events.takenSeats} + 1` })
        .where(
          and(
            eq(events.id, eventId),
            eq(events.status, 'published'),
            eq(events.eventType, 'Full'),
            sql`now() < COALESCE(${events.registrationDeadline}, ${events.startsAt})`,
            sql`(${events.maxPlayers} IS NULL OR ${events.takenSeats} < ${events.maxPlayers})`,
          ),
        )
        .returning({ id: events.id })
      return taken.length > 0
    },

    /** Removes the registration and gives its seat back; answers the removed row's deck photo key. */
    async delete(eventId: number, userId: number): Promise<{ deckPhoto: string | null } | undefined> {
      const [removed] = await db
        .delete(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
        .returning({ deckPhoto: registrations.deckPhoto })
      if (!removed) return undefined
      await db
        .update(events)
        .set({ takenSeats: sql`${events.takenSeats} - 1` })
        .where(eq(events.id, eventId))
      return removed
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

export type RegistrationQueries = ReturnType<typeof registrationQueries>
export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>

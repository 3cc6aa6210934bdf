import { and, desc, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, games, organizerRequests, registrations, toolTokens, users } from '../db/schema.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'

export type EventRow = typeof events.$inferSelect
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
export type EventChanges = Partial<EventValues>

/** A registered player as the mails about an event need them. */
export interface Registrant {
  userId: number
  email: string
  nickname: string
  locale: (typeof users.$inferSelect)['locale']
}

/** The write side of events: SQL only, the rules are in event-editing.service.ts. */
export function createEventEditingRepository(db: Database) {
  async function find(id: number): Promise<EventRow | undefined> {
    const [event] = await db.select().from(events).where(eq(events.id, id))
    return event
  }

  return {
    find,

    async gameExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, id))
      return row !== undefined
    },

    async findUser(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id))
      return user
    },

    /**
     * Whether the account service last said the user organizes events (decision 013): the roles of their
     * latest tool token hold organizer or admin, or an admin approved their organizer request after that
     * token was issued (the role reaches their tokens at the next sign-in).
     */
    async mayOrganize(userId: number): Promise<boolean> {
      const [latest] = await db
        .select({ roles: toolTokens.roles })
        .from(toolTokens)
        .where(eq(toolTokens.userId, userId))
        .orderBy(desc(toolTokens.createdAt), desc(toolTokens.id))
        .limit(1)
      if (latest?.roles.some((role) => role === 'organizer' || role === 'admin')) return true
      // Compared in SQL, where the timestamps keep their microseconds.
      const issuedAt = sql`(SELECT ${toolTokens.createdAt} FROM ${toolTokens} WHERE ${toolTokens.userId} = ${userId}
        ORDER BY ${toolTokens.createdAt} DESC, ${toolTokens.id} DESC LIMIT 1)`
      const [approval] = await db
        .select({ id: organizerRequests.id })
        .from(organizerRequests)
        .where(
          and(
            eq(organizerRequests.userId, userId),
            eq(organizerRequests.status, 'approved'),
            sql`${organizerRequests.decidedAt} > COALESCE(${issuedAt}, '-infinity'::timestamptz)`,
          ),
        )
        .limit(1)
      return approval !== undefined
    },

    async insert(values: EventValues): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id })
      if (!row) throw new Error('no event inserted')
      return row.id
    },

    /**
     * Applies `changes` in `tx` unless the event was cancelled meanwhile or its seats taken rose above the new
     * maximum (both re-checked by the statement itself); answers the row as it is now, undefined when refused.
     * `revised`: players would see a difference, so the event's calendar revision (SEQUENCE) goes up.
     */
    async update(
      tx: Database,
      id: number,
      changes: EventChanges,
      { revised }: { revised: boolean },
    ): Promise<EventRow | undefined> {
      const maxPlayers = changes.maxPlayers
      const [row] = await tx
        .update(events)
        .set({
          ...changes,
          updatedAt: sql`now()`,
          ...(revised && { sequence: sql`${events.sequence} + 1` }),
        })
        .where(
          and(
            eq(events.id, id),
            ne(events.status, 'cancelled'),
            maxPlayers === null || maxPlayers === undefined
              ? undefined
              : sql`${events.takenSeats} <= ${maxPlayers}`,
          ),
        )
        .returning()
      return row
    },

    /**
     * Sets the event's cover in one transaction, its row locked so that two uploads cannot both believe they
     * replaced the same cover; answers the cover it replaced (null: none), `cancelled` for a cancelled event
     * (left as it is), undefined for no such event. Not a change players are told about: no new revision.
     */
    async replaceCover(
      id: number,
      cover: StoredPicture | null,
    ): Promise<StoredPicture | null | 'cancelled' | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ cover: events.cover, status: events.status })
          .from(events)
          .where(eq(events.id, id))
          .for('update')
        if (!current) return undefined
        if (current.status === 'cancelled') return 'cancelled'
        await tx.update(events).set({ cover, updatedAt: sql`now()` }).where(eq(events.id, id))
        return current.cover
      })
    },

    /**
     * draft → published, provided the event starts at `earliestStart` or later and its registration deadline,
     * if it has one, is after `now` (checked by the statement itself); true when this call published it.
     */
    async publish(id: number, { earliestStart, now }: { earliestStart: Date; now: Date }): Promise<boolean> {
      const published = await db
        .update(events)
        .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(events.id, id),
            eq(events.status, 'draft'),
            gte(events.startsAt, earliestStart),
            or(isNull(events.registrationDeadline), gt(events.registrationDeadline, now)),
          ),
        )
        .returning({ id: events.id })
      return published.length > 0
    },

    /** Marks the event cancelled in `tx`; answers it only when this call is the one that cancelled it. */
    async cancel(tx: Database, id: number): Promise<EventRow | undefined> {
      const [row] = await tx
        .update(events)
        .set({
          status: 'cancelled',
          cancelledAt: sql`now()`,
          updatedAt: sql`now()`,
          sequence: sql`${events.sequence} + 1`,
        })
        .where(and(eq(events.id, id), ne(events.status, 'cancelled')))
        .returning()
      return row
    },

    /** A draft nobody but its owner and admins ever saw: removed outright. */
    async deleteDraft(tx: Database, id: number): Promise<boolean> {
      const deleted = await tx
        .delete(events)
        .where(and(eq(events.id, id), eq(events.status, 'draft')))
        .returning({ id: events.id })
      return deleted.length > 0
    },

    async registrantsOf(tx: Database, eventId: number): Promise<Registrant[]> {
      return tx
        .select({ userId: users.id, email: users.email, nickname: users.nickname, locale: users.locale })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.eventId, eventId))
        .orderBy(users.id)
    },
  }
}

export type EventEditingRepository = ReturnType<typeof createEventEditingRepository>

import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, games, registrations, users } from '../db/schema.ts'

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

    async insert(values: EventValues): Promise<number> {
      const [row] = await db.insert(events).values(values).returning({ id: events.id })
      if (!row) throw new Error('no event inserted')
      return row.id
    },

    /**
     * Applies `changes` in `tx` unless the event was cancelled meanwhile or its seats taken rose above the new
     * maximum (both re-checked by the statement itself); answers the row as it is now, undefined when refused.
     */
    async update(tx: Database, id: number, changes: EventChanges): Promise<EventRow | undefined> {
      const maxPlayers = changes.maxPlayers
      const [row] = await tx
        .update(events)
        .set({ ...changes, updatedAt: sql`now()` })
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

    /** draft → published; answers the status the event has afterwards (undefined: unknown). */
    async publish(id: number): Promise<EventRow['status'] | undefined> {
      const [published] = await db
        .update(events)
        .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(events.id, id), eq(events.status, 'draft')))
        .returning({ status: events.status })
      if (published) return published.status
      return (await find(id))?.status
    },

    /** Marks the event cancelled in `tx`; answers it only when this call is the one that cancelled it. */
    async cancel(tx: Database, id: number): Promise<EventRow | undefined> {
      const [row] = await tx
        .update(events)
        .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
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

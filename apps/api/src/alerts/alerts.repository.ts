import type { AlertBody } from '@questboard/domain/mail-news.schema'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Clock } from '../db/clock.ts'
import type { Database } from '../db/database.ts'
import { newsDayAt, searchAlerts, users } from '../db/schema.ts'

export type AlertRow = typeof searchAlerts.$inferSelect

const columnsOf = (body: AlertBody) => ({
  label: body.label,
  lat: body.latitude,
  lng: body.longitude,
  radiusKm: body.radius,
  gameId: body.game,
  eventType: body.event_type,
  eventSubtype: body.event_subtype,
  frequency: body.frequency,
})

/** A player's saved searches (decision 037); every statement is scoped to the owner. */
export function createAlertsRepository(db: Database, clock: Clock) {
  const mine = (userId: number, id: number) => and(eq(searchAlerts.id, id), eq(searchAlerts.userId, userId))

  return {
    async list(userId: number, { limit, offset }: { limit: number; offset: number }) {
      const where = eq(searchAlerts.userId, userId)
      const [rows, [total]] = await Promise.all([
        db.select().from(searchAlerts).where(where).orderBy(asc(searchAlerts.id)).limit(limit).offset(offset),
        db.select({ count: sql<number>`count(*)::int` }).from(searchAlerts).where(where),
      ])
      return { rows, count: total?.count ?? 0 }
    },

    find: async (userId: number, id: number): Promise<AlertRow | undefined> =>
      (await db.select().from(searchAlerts).where(mine(userId, id)))[0],

    /**
     * Saves a new alert unless the player already has `max` (undefined then). The player's row is locked for the
     * count, so two saves at once cannot pass the limit together. Its first mail comes on the next news day.
     */
    insert(userId: number, body: AlertBody, max: number): Promise<AlertRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
        const [total] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(searchAlerts)
          .where(eq(searchAlerts.userId, userId))
        if ((total?.count ?? 0) >= max) return undefined
        const [row] = await tx
          .insert(searchAlerts)
          .values({ userId, ...columnsOf(body), alertDay: newsDayAt(clock.now()) })
          .returning()
        return row
      })
    },

    /** A changed search: only events published from now are news to it. */
    async update(userId: number, id: number, body: AlertBody): Promise<AlertRow | undefined> {
      const [row] = await db
        .update(searchAlerts)
        .set({ ...columnsOf(body), criteriaSince: sql`now()` })
        .where(mine(userId, id))
        .returning()
      return row
    },

    async delete(userId: number, id: number): Promise<AlertRow | undefined> {
      const [row] = await db.delete(searchAlerts).where(mine(userId, id)).returning()
      return row
    },
  }
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>

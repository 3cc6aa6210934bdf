import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { checkIns, eventResults, events, registrations, users } from '../db/schema.ts'

/** How long a results submission may hold the event before another one may take over (a dead attempt). */
export const AWARD_CLAIM_SECONDS = 300

export interface ResultPlayer {
  userId: number
  nickname: string
  subject: string
}

export type ResultRow = Omit<typeof eventResults.$inferInsert, 'createdAt'>

export function createResultsRepository(db: Database) {
  return {
    async findEvent(id: number) {
      const [row] = await db
        .select({ event: events, ownerLpOpted: users.lpOpted })
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .where(eq(events.id, id))
      return row
    },

    /**
     * Who the results may name (decision 032). Once event day checked players in, the checked-in players with an
     * account, registered or walk-ins (guests have none, so they earn nothing), and the places the ranking has:
     * one per checked-in player, guests included. Otherwise the registered players, one place each.
     */
    async eligiblePlayers(
      eventId: number,
    ): Promise<{ players: ResultPlayer[]; places: number; checkedIn: boolean }> {
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(checkIns)
        .where(eq(checkIns.eventId, eventId))
      const checkInCount = counted?.count ?? 0
      const columns = { userId: users.id, nickname: users.nickname, subject: users.subject }
      if (checkInCount > 0) {
        const players = await db
          .select(columns)
          .from(checkIns)
          .innerJoin(users, eq(users.id, checkIns.userId))
          .where(eq(checkIns.eventId, eventId))
          .orderBy(users.nickname, users.id)
        return { players, places: checkInCount, checkedIn: true }
      }
      const players = await db
        .select(columns)
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.eventId, eventId))
        .orderBy(users.nickname, users.id)
      return { players, places: players.length, checkedIn: false }
    },

    /** Takes the event for one submission; false when results are saved or another submission holds it. */
    async claim(eventId: number): Promise<boolean> {
      const claimed = await db
        .update(events)
        .set({ awardClaimedAt: sql`now()` })
        .where(
          and(
            eq(events.id, eventId),
            eq(events.awardedXp, false),
            or(
              isNull(events.awardClaimedAt),
              lt(events.awardClaimedAt, sql`now() - ${sql.raw(`interval '${AWARD_CLAIM_SECONDS} seconds'`)}`),
            ),
          ),
        )
        .returning({ id: events.id })
      return claimed.length > 0
    },

    async release(eventId: number): Promise<void> {
      await db.update(events).set({ awardClaimedAt: null }).where(eq(events.id, eventId))
    },

    /** The results and `awarded_xp` in one transaction: both or neither. */
    async record(eventId: number, rows: ResultRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        if (rows.length > 0) await tx.insert(eventResults).values(rows)
        await tx
          .update(events)
          .set({ awardedXp: true, awardClaimedAt: null, updatedAt: sql`now()` })
          .where(eq(events.id, eventId))
      })
    },
  }
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>

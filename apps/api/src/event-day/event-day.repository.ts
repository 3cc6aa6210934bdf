import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import {
  checkIns,
  drops,
  eventDayLog,
  events,
  type MatchStatus,
  matches,
  registrations,
  rounds,
  users,
} from '../db/schema.ts'

export type MatchRow = typeof matches.$inferSelect
export type RoundRow = typeof rounds.$inferSelect & { matches: MatchRow[] }
export type NewTable = Pick<MatchRow, 'tableNumber' | 'player1Id' | 'player2Id'>

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

/** Event day's SQL (issue 14). Writes run in `locked`, one event at a time. */
export function createEventDayRepository(db: Database) {
  return {
    ...queries(db),

    /**
     * Runs `work` in a transaction holding the event's row: check-ins, pairings, results and drops of one event
     * never interleave (a result cannot change while the next round is paired from it), on any instance.
     */
    locked<T>(eventId: number, work: (queries: EventDayQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update')
        return work(queries(tx as unknown as Database))
      })
    },
  }
}

function queries(db: Database) {
  return {
    async findEvent(id: number) {
      const [event] = await db
        .select({
          id: events.id,
          ownerId: events.ownerId,
          status: events.status,
          additionalInfo: events.additionalInfo,
        })
        .from(events)
        .where(eq(events.id, id))
      return event
    },

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
        .select({ userId: users.id, nickname: users.nickname, noShowAt: registrations.noShowAt })
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

    async isRegistered(eventId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: registrations.userId })
        .from(registrations)
        .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
      return row !== undefined
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

    async rounds(eventId: number): Promise<RoundRow[]> {
      const [roundRows, matchRows] = await Promise.all([
        db.select().from(rounds).where(eq(rounds.eventId, eventId)).orderBy(asc(rounds.number)),
        db
          .select()
          .from(matches)
          .where(eq(matches.eventId, eventId))
          .orderBy(asc(matches.roundId), asc(matches.tableNumber)),
      ])
      return roundRows.map((round) => ({
        ...round,
        matches: matchRows.filter((match) => match.roundId === round.id),
      }))
    },

    async insertRound(round: typeof rounds.$inferInsert, tables: NewTable[]): Promise<void> {
      const [inserted] = await db.insert(rounds).values(round).returning({ id: rounds.id })
      if (!inserted) throw new Error('no round inserted')
      await insertTables(db, round.eventId, inserted.id, tables)
    },

    /** A re-pair: the round's tables replaced, its seed too. */
    async replaceTables(eventId: number, roundId: number, seed: string, tables: NewTable[]): Promise<void> {
      await db.delete(matches).where(eq(matches.roundId, roundId))
      await db.update(rounds).set({ seed, startedAt: sql`now()` }).where(eq(rounds.id, roundId))
      await insertTables(db, eventId, roundId, tables)
    },

    async log(entry: typeof eventDayLog.$inferInsert): Promise<void> {
      await db.insert(eventDayLog).values(entry)
    },

    async findMatch(eventId: number, matchId: number) {
      const [row] = await db
        .select({ match: matches, roundNumber: rounds.number, stage: rounds.stage })
        .from(matches)
        .innerJoin(rounds, eq(rounds.id, matches.roundId))
        .where(and(eq(matches.eventId, eventId), eq(matches.id, matchId)))
      return row
    },

    async userIdsOf(checkInIds: number[]): Promise<Map<number, number | null>> {
      if (checkInIds.length === 0) return new Map()
      const rows = await db
        .select({ id: checkIns.id, userId: checkIns.userId })
        .from(checkIns)
        .where(inArray(checkIns.id, checkInIds))
      return new Map(rows.map((row) => [row.id, row.userId]))
    },

    async updateMatch(
      matchId: number,
      set: Partial<Pick<MatchRow, 'player1Wins' | 'player2Wins' | 'draws' | 'reportedBy' | 'confirmedBy'>> & {
        status: MatchStatus
        reportedAt?: ReturnType<typeof sql>
        confirmedAt?: ReturnType<typeof sql> | null
      },
    ): Promise<void> {
      await db.update(matches).set(set).where(eq(matches.id, matchId))
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

async function insertTables(db: Database, eventId: number, roundId: number, tables: NewTable[]) {
  if (tables.length === 0) return
  await db.insert(matches).values(
    tables.map((table) => ({
      ...table,
      eventId,
      roundId,
      // A bye is won at once.
      ...(table.player2Id === null ? { status: 'confirmed' as const, confirmedAt: sql`now()` } : {}),
    })),
  )
}

export type EventDayQueries = ReturnType<typeof queries>
export type EventDayRepository = ReturnType<typeof createEventDayRepository>

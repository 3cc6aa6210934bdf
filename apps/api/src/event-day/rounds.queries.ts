import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { type MatchStatus, matches, rounds } from '../db/schema.ts'

export type MatchRow = typeof matches.$inferSelect
export type RoundRow = typeof rounds.$inferSelect & { matches: MatchRow[] }
export type NewTable = Pick<MatchRow, 'tableNumber' | 'player1Id' | 'player2Id'>

/** The rounds' SQL (issue 14): their tables (matches) as paired, re-paired, and their results. */
export function roundQueries(db: Database) {
  return {
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

    async findMatch(eventId: number, matchId: number) {
      const [row] = await db
        .select({ match: matches, roundNumber: rounds.number, stage: rounds.stage })
        .from(matches)
        .innerJoin(rounds, eq(rounds.id, matches.roundId))
        .where(and(eq(matches.eventId, eventId), eq(matches.id, matchId)))
      return row
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

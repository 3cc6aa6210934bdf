import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, registrations, users } from '../db/schema.ts'
import type { DemoData } from './demo-data.ts'

// Keeps each statement well under PostgreSQL's 65,535 bind parameters.
const CHUNK = 2000

const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK))

export function createDemoRepository(db: Database) {
  return {
    async hasEvents(): Promise<boolean> {
      const { rows } = await db.execute<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM ${events}) AS any`)
      return rows[0]?.any === true
    },

    /** Everything in one transaction: a start that fails half-way leaves no half demo behind. */
    async insert(data: DemoData): Promise<void> {
      await db.transaction(async (tx) => {
        // The demo organizers may have signed in already: their record keeps its id and gets its store.
        const people = await tx
          .insert(users)
          .values([...data.stores, ...data.players])
          .onConflictDoUpdate({
            target: users.subject,
            set: {
              isPublic: sql`excluded.is_public`,
              lpOpted: sql`excluded.lp_opted`,
              storeInformation: sql`excluded.store_information`,
            },
          })
          .returning({ id: users.id, subject: users.subject })
        const idOf = new Map(people.map((person) => [person.subject, person.id]))
        const playerIds = data.players.map((player) => idOf.get(player.subject) as number)

        const inserted = await tx
          .insert(events)
          .values(
            data.events.map(({ storeSubject, event }) => ({
              ...event,
              ownerId: idOf.get(storeSubject) as number,
            })),
          )
          .returning({ id: events.id })
        // A multi-row INSERT … RETURNING answers in the order of its VALUES.
        const seats = data.events.flatMap(({ playerIndexes }, i) =>
          playerIndexes.map((index) => ({
            eventId: inserted[i]?.id as number,
            userId: playerIds[index] as number,
          })),
        )
        for (const rows of chunks(seats)) await tx.insert(registrations).values(rows)
      })
    },
  }
}

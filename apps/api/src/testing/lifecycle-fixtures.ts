import type { Locale } from '@questboard/domain/constants'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, registrations } from '../db/schema.ts'
import { createPlayer } from './registration-fixtures.ts'

/**
 * Registers `count` new adult players (in `locale`) for the event as registration does (a row each, the seat
 * count raised with them), `registeredAt` ago or now; answers the players.
 */
export async function registerNewPlayers(
  db: Database,
  eventId: number,
  count: number,
  { locale = 'en', registeredAt = new Date() }: { locale?: Locale; registeredAt?: Date } = {},
) {
  const players = []
  for (let i = 0; i < count; i++) players.push((await createPlayer(db, { locale })).user)
  if (players.length === 0) return players
  await db
    .insert(registrations)
    .values(players.map((player) => ({ eventId, userId: player.id, createdAt: registeredAt })))
  await db
    .update(events)
    .set({ takenSeats: sql`${events.takenSeats} + ${players.length}` })
    .where(eq(events.id, eventId))
  return players
}

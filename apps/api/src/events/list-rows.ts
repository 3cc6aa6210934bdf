import { eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database.ts'
import { events, games, users } from '../db/schema.ts'

/** The owner's store fields a reader may see (the service decides whether the store is public). */
export interface OwnerStoreRow {
  id: number
  isPublic: boolean
  storeLogo: string | null
  storeInformation: Record<string, unknown> | null
}

/** An event as lists show it: the event with its game and its owner's store. */
export interface ListedRow {
  event: typeof events.$inferSelect
  gameName: string
  owner: OwnerStoreRow
}

const owner = alias(users, 'owner')

const listedColumns = {
  event: events,
  gameName: games.name,
  owner: {
    id: owner.id,
    isPublic: owner.isPublic,
    storeLogo: owner.storeLogo,
    storeInformation: owner.storeInformation,
  },
}

/**
 * Events with their game and owner's store, plus any computed columns (`extra`); the caller adds the
 * conditions and the order. Works inside a transaction too.
 */
export function selectListedRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Database, 'select'>,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...listedColumns, ...extra })
    .from(events)
    .innerJoin(games, eq(games.id, events.gameId))
    .innerJoin(owner, eq(owner.id, events.ownerId))
}

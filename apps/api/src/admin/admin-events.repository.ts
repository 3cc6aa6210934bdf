import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { type EventStatus, events, games, users } from '../db/schema.ts'
import type { PageRequest } from '../pagination.ts'
import { escapeLike } from '../users/users.repository.ts'

export interface AdminEventFilters {
  search?: string
  status?: EventStatus
}

/** Every event, any owner and status: the admin space's list. */
export function createAdminEventsRepository(db: Database) {
  return {
    async list(filters: AdminEventFilters, page: PageRequest) {
      const conditions: (SQL | undefined)[] = [filters.status ? eq(events.status, filters.status) : undefined]
      if (filters.search) {
        const pattern = `%${escapeLike(filters.search)}%`
        conditions.push(or(ilike(events.name, pattern), ilike(users.nickname, pattern)))
      }
      const where = and(...conditions)
      const rows = await db
        .select({ event: events, ownerNickname: users.nickname, gameName: games.name })
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .innerJoin(games, eq(games.id, events.gameId))
        .where(where)
        .orderBy(desc(events.startsAt), desc(events.id))
        .limit(page.limit)
        .offset(page.offset)
      const [total] = await db
        .select({ count: count() })
        .from(events)
        .innerJoin(users, eq(users.id, events.ownerId))
        .where(where)
      return { rows, count: total?.count ?? 0 }
    },
  }
}

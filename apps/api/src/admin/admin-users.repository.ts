import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { events, registrations, users } from '../db/schema.ts'

/** How many of a user's registrations the admin space shows (the latest events first). */
export const ADMIN_REGISTRATIONS_LIMIT = 50

/** What the Event API knows of an account for the admin space: its registrations. */
export function createAdminUsersRepository(db: Database) {
  return {
    /** The account's registrations, latest event first; none when it never signed in here. */
    registrationsOf(subject: string) {
      return db
        .select({
          id: events.id,
          name: events.name,
          status: events.status,
          startsAt: events.startsAt,
          timezone: events.timezone,
          registeredAt: registrations.createdAt,
        })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .innerJoin(events, eq(events.id, registrations.eventId))
        .where(eq(users.subject, subject))
        .orderBy(desc(events.startsAt), desc(events.id))
        .limit(ADMIN_REGISTRATIONS_LIMIT)
    },
  }
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>

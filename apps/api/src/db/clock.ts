import { type SQL, sql } from 'drizzle-orm'

/**
 * The instant the waitlist's time rules (offer windows, their expiry) are judged at, as SQL: the database's clock,
 * the one every instance shares. Tests move it (testing/test-clock.ts) to see offers run out without waiting.
 */
export interface Clock {
  now(): SQL
}

export const databaseClock: Clock = { now: () => sql`now()` }

import { type SQL, sql } from 'drizzle-orm'

/** Anything that runs a drizzle `sql` query: both services' databases, on PGlite or on a PostgreSQL server. */
interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>
}

export interface Hit {
  /** Hits counted in the current window, this one included. */
  count: number
  /** Milliseconds until the current window ends (and the count starts again from nothing). */
  resetMs: number
}

/** Roughly one hit in this many also forgets the counters whose window has ended (no job needed). */
const PRUNE_ONE_IN = 100

/**
 * Fixed-window hit counters in the service's own database (table `rate_limit_counters`), so every instance
 * on that database counts together. One atomic upsert per hit: the window starts at a key's first hit.
 */
export function rateLimitCounters(db: SqlRunner) {
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows
  return {
    async hit(key: string, windowMs: number): Promise<Hit> {
      // Committed without waiting for the WAL's flush (synchronous_commit off for this statement's transaction
      // alone): a crash of the database may forget the last few hits of a counter, never anything a user was
      // told was saved, and the request no longer waits on a disk flush before its real work (issue 11).
      const result = await db.execute(sql`
        INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
        SELECT ${key}, 1, now() + ${Math.max(1, Math.round(windowMs))} * interval '1 millisecond'
        FROM (SELECT set_config('synchronous_commit', 'off', true)) AS without_waiting_for_the_flush
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
          expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
        RETURNING hits, greatest(0, ceil(extract(epoch FROM expires_at - now()) * 1000))::int AS reset_ms`)
      const [row] = rowsOf<{ hits: number; reset_ms: number }>(result)
      if (Math.random() < 1 / PRUNE_ONE_IN)
        await db.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`)
      return { count: Number(row?.hits ?? 1), resetMs: Number(row?.reset_ms ?? windowMs) }
    },
    /** Takes one hit back: an attempt that turned out not to count (a successful sign-in). */
    async undo(key: string): Promise<void> {
      await db.execute(
        sql`UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = ${key} AND hits > 0 AND expires_at > now()`,
      )
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`)
    },
  }
}

export type RateLimitCounters = ReturnType<typeof rateLimitCounters>

/** A limit to count a hit against: the counter's key and its limit (null: off, nothing is counted). */
export interface Check {
  key: string
  limit: { max: number; windowSeconds: number } | null
}

/**
 * Counts one hit on each check's counter; the whole seconds to wait (≥ 1) when any is over its maximum,
 * otherwise undefined.
 */
export async function secondsToWait(
  counters: RateLimitCounters,
  checks: Check[],
): Promise<number | undefined> {
  let wait: number | undefined
  for (const { key, limit } of checks) {
    if (!limit) continue
    const hit = await counters.hit(key, limit.windowSeconds * 1000)
    if (hit.count > limit.max) wait = Math.max(wait ?? 1, Math.ceil(hit.resetMs / 1000))
  }
  return wait
}

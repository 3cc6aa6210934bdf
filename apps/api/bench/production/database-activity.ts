/**
 * What the bench database did under the load (PostgreSQL's statistics views): what its busy backends waited
 * on, and the rows written to the tables a registration writes.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../src/db/database.ts'

/**
 * Samples what the bench database's active backends wait on, every `everyMs`: `Lock:object`, `IO:WALSync`,
 * `CPU` (active, waiting on nothing)… Answers the stop function, which gives the share of each.
 */
export function sampleWaitEvents(db: Database, databaseName: string, everyMs = 50) {
  const counts = new Map<string, number>()
  let samples = 0
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      try {
        // The lock a NOTIFY takes at commit (on database 0, "object" 0 of pg_database) is named as such; a
        // connection idle in a transaction waits for its client (the API) to send the next statement.
        const { rows } = await db.execute<{ wait: string }>(sql`SELECT CASE
            WHEN a.state = 'idle in transaction' THEN 'idle in transaction (waiting for the API)'
            ELSE COALESCE(a.wait_event_type || ':' || a.wait_event, 'CPU') ||
              CASE WHEN l.classid = 'pg_database'::regclass AND l.objid = 0 THEN ' (NOTIFY commit lock)'
                ELSE '' END END AS wait
          FROM pg_stat_activity a
            LEFT JOIN pg_locks l ON l.pid = a.pid AND NOT l.granted AND l.locktype = 'object'
          WHERE a.datname = ${databaseName} AND a.state IN ('active', 'idle in transaction')
            AND a.pid <> pg_backend_pid()`)
        samples++
        for (const { wait } of rows) counts.set(wait, (counts.get(wait) ?? 0) + 1)
      } catch {
        // the server restarting: nothing to sample
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return async () => {
    stopped = true
    await loop
    const total = [...counts.values()].reduce((sum, value) => sum + value, 0)
    return {
      samples,
      /** Average busy backends (active or idle in a transaction) over the samples. */
      activeAverage: samples ? total / samples : 0,
      top: [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([wait, count]) => ({ wait, perSample: count / Math.max(1, samples) })),
    }
  }
}

export type WaitSummary = Awaited<ReturnType<ReturnType<typeof sampleWaitEvents>>>

/** Rows written to the tables a registration writes, and how many of the updates were HOT (no index entry). */
export async function writeCounters(db: Database) {
  const { rows } = await db.execute<{
    table: string
    inserted: number
    updated: number
    hot: number
  }>(sql`SELECT
      relname AS table, n_tup_ins::int AS inserted, n_tup_upd::int AS updated, n_tup_hot_upd::int AS hot
    FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname IN ('events', 'event_changes',
      'registrations', 'mail_outbox', 'users', 'tool_tokens', 'rate_limit_counters')`)
  return new Map(rows.map((row) => [row.table, row]))
}

export type WriteCounters = Awaited<ReturnType<typeof writeCounters>>

export function describeWrites(before: WriteCounters, after: WriteCounters) {
  return [...after.entries()]
    .map(([table, now]) => {
      const then = before.get(table)
      const inserted = now.inserted - (then?.inserted ?? 0)
      const updated = now.updated - (then?.updated ?? 0)
      const hot = now.hot - (then?.hot ?? 0)
      return `${table} ${inserted} inserted, ${updated} updated (${hot} HOT)`
    })
    .join('; ')
}

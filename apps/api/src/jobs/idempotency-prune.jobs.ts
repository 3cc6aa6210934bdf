import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { IDEMPOTENCY_KEY_HOURS } from '../idempotency/idempotency.ts'
import { inBatchesUntilDone } from './batches.ts'

/** A prune scans the keys by their age (indexed); once an hour per instance keeps the table to a day's writes. */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60 * 60 * 1000
const BATCH_SIZE = 1000

/**
 * Deletes the Idempotency-Keys past their retention (decision 025 §11: a key answers for its request a day,
 * `IDEMPOTENCY_KEY_HOURS`; after it, the same key would run as a new request anyway). A conditional DELETE of
 * rows locked with SKIP LOCKED, in batches: any number of instances prune together, and a key being taken over
 * by a new request at that moment is left to it.
 */
export function createIdempotencyPrune({ db }: { db: Database }) {
  let lastRunAt: number | undefined
  const expired = sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`

  async function batch(): Promise<number> {
    const pruned = await db.execute<{ key: string }>(sql`
      DELETE FROM ${idempotencyKeys}
      WHERE (${idempotencyKeys.callerId}, ${idempotencyKeys.key}) IN (
        SELECT ${idempotencyKeys.callerId}, ${idempotencyKeys.key} FROM ${idempotencyKeys}
        WHERE ${expired}
        LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED
      ) AND ${expired}
      RETURNING ${idempotencyKeys.key}`)
    return pruned.rows.length
  }

  /** Prunes now: answers how many keys went. */
  const prune = () => inBatchesUntilDone(BATCH_SIZE, batch)

  return {
    prune,
    /** Prunes unless this instance did less than IDEMPOTENCY_PRUNE_INTERVAL_MS ago (what the scheduler calls). */
    async runDue(): Promise<number> {
      if (lastRunAt !== undefined && Date.now() - lastRunAt < IDEMPOTENCY_PRUNE_INTERVAL_MS) return 0
      const pruned = await prune()
      lastRunAt = Date.now()
      return pruned
    },
  }
}

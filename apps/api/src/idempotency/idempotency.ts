import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { HttpError, type RefusalBody } from '../http/http-error.ts'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** How long a key answers for its request (as Stripe does): a day, room enough for any retry. */
export const IDEMPOTENCY_KEY_HOURS = 24
/** A request still running this long after it began died with its process: the key may run again. */
const ABANDONED_SECONDS = 60
const KEY = /^[\x21-\x7e]{1,255}$/

/**
 * A refusal of the key itself, answered as `{detail}` (400 bad key, 409 still running, 422 another request). The
 * 409 says `Retry-After: 1`: unlike every other 409 of a write, it is not the data refusing the change, and the
 * same request sent again in a moment gets the first one's answer (an offline console's queue tells them apart).
 */
export class IdempotencyRefusal extends HttpError {
  override name = 'IdempotencyRefusal'
  constructor(
    override readonly status: 400 | 409 | 422,
    body: RefusalBody,
  ) {
    super(status, body, `idempotency key refused with ${status}`)
  }
}

export interface Answer {
  status: number
  body: unknown
}

export interface IdempotentRequest {
  headers: Record<string, string | string[] | undefined>
  method: string
  url: string
  body: unknown
}

/**
 * Runs a write once per `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field"): the first request
 * with a key runs and its answer is kept; a retry of the same request (same caller, method, path and body) gets
 * that answer again without running; the key with another request is refused (422), and while the first still
 * runs, a second is told to wait (409). Only a success is kept: a refused request may be retried with its key
 * once the refusal's cause is gone. Without the header, `run` simply runs.
 */
export async function idempotent(
  db: Database,
  callerId: number,
  request: IdempotentRequest,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const header = request.headers[IDEMPOTENCY_HEADER]
  if (header === undefined) return run()
  const key = Array.isArray(header) ? header[0] : header
  if (!key || !KEY.test(key)) {
    throw new IdempotencyRefusal(400, {
      'Idempotency-Key': ['This value must be 1 to 255 visible ASCII characters'],
    })
  }
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex')
  const mine = and(eq(idempotencyKeys.callerId, callerId), eq(idempotencyKeys.key, key))

  // Take the key, or take it over from an expired or abandoned use.
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({ callerId, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.callerId, idempotencyKeys.key],
      set: { requestHash, status: null, body: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${IDEMPOTENCY_KEY_HOURS} hours'`)}
        OR (${idempotencyKeys.status} IS NULL AND ${idempotencyKeys.createdAt} < now() - ${sql.raw(`interval '${ABANDONED_SECONDS} seconds'`)})`,
    })
    .returning({ key: idempotencyKeys.key })
  if (!taken) {
    const [kept] = await db.select().from(idempotencyKeys).where(mine)
    if (!kept) return idempotent(db, callerId, request, run)
    if (kept.requestHash !== requestHash)
      throw new IdempotencyRefusal(422, { detail: 'This Idempotency-Key was used with another request.' })
    if (kept.status === null) {
      const running = new IdempotencyRefusal(409, {
        detail: 'A request with this Idempotency-Key is still running.',
      })
      running.headers = { 'Retry-After': '1' }
      throw running
    }
    return { status: kept.status, body: kept.body }
  }
  try {
    const answer = await run()
    await db
      .update(idempotencyKeys)
      .set({ status: answer.status, body: answer.body ?? null })
      .where(mine)
    return answer
  } catch (error) {
    await db.delete(idempotencyKeys).where(mine)
    throw error
  }
}

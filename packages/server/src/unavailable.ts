/**
 * Which failures mean "the database (or the disk under it) cannot serve right now", and what a request that
 * met one answers: 503 with `Retry-After` while the database is away (restart, failover, killed connection,
 * timeout), 507 while its storage is full. Both services (and the Event API's list) use it, so the same
 * failure answers the same way everywhere. Exported as `@questboard/server/unavailable`.
 */

export interface UnavailableAnswer {
  status: 503 | 507
  retryAfterSeconds: number
  /** In the user's terms, for `{"detail": …}`. */
  detail: string
}

/** A restarted server takes a few seconds; the pools reconnect on their own at the next request. */
export const RETRY_AFTER_SECONDS = 5

const DATABASE_AWAY: UnavailableAnswer = {
  status: 503,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
  detail: 'The service is briefly unavailable. Please try again in a few seconds.',
}

const STORAGE_FULL: UnavailableAnswer = {
  status: 507,
  retryAfterSeconds: 60,
  detail: 'The service cannot save anything right now because its storage is full. Please try again later.',
}

/** SQLSTATEs: 53100 disk_full. */
const STORAGE_FULL_CODES = new Set(['53100', 'ENOSPC', 'EDQUOT'])

/**
 * SQLSTATEs (class 08 connection exception is matched by its prefix): the server shutting down or starting
 * (57P01-57P03), a statement cancelled by `statement_timeout` (57014), no connection slot left (53300), out of
 * memory (53200), an I/O error under an embedded database (58030); and Node's socket errors.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '53200',
  '58030',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/** node-postgres, pg-pool and PGlite say these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
]

interface ErrorLike {
  code?: unknown
  severity?: unknown
  message?: unknown
  cause?: unknown
  errors?: unknown
}

/** The error, the errors it wraps (`cause`, as drizzle wraps a driver's error) and those it aggregates. */
function* chainOf(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 8) return
  const candidate = error as ErrorLike
  yield candidate
  yield* chainOf(candidate.cause, depth + 1)
  if (Array.isArray(candidate.errors)) for (const inner of candidate.errors) yield* chainOf(inner, depth + 1)
}

function isStorageFull(error: ErrorLike): boolean {
  return typeof error.code === 'string' && STORAGE_FULL_CODES.has(error.code)
}

function isAway(error: ErrorLike): boolean {
  const { code, severity, message } = error
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code))) return true
  // FATAL ends the session, PANIC the whole database: either way the query never ran to its end.
  if (severity === 'FATAL' || severity === 'PANIC') return true
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
}

/** What to answer for `error` when it is the database's (or its disk's) absence; undefined otherwise. */
export function unavailableAnswer(error: unknown): UnavailableAnswer | undefined {
  const chain = [...chainOf(error)]
  if (chain.some(isStorageFull)) return STORAGE_FULL
  if (chain.some(isAway)) return DATABASE_AWAY
  return undefined
}

/** The `Retry-After` of a 503 or 507 answer, whatever gave it (also a health check, an unreachable peer). */
export function retryAfterSecondsOf(status: number): number | undefined {
  return [DATABASE_AWAY, STORAGE_FULL].find((answer) => answer.status === status)?.retryAfterSeconds
}

/** True when `error` means the database cannot serve now (a 503 or 507, never a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableAnswer(error) !== undefined
}

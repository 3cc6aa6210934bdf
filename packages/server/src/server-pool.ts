import pg from 'pg'
import { isDatabaseUnavailable } from './unavailable'

/**
 * A node-postgres pool that survives its server: a restart, a failover or `pg_terminate_backend` fails the
 * queries in flight (the caller answers 503) and never the process, and the next query opens a new connection.
 * Exported as `@questboard/server/server-pool` for both services.
 */

/** Waiting for a connection (the pool full, or the server not answering) ends after this long. */
export const CONNECTION_TIMEOUT_MS = 5_000
/** The server cancels a statement after this long (57014), so no request waits on a lock or a slow query. */
export const STATEMENT_TIMEOUT_MS = 7_000
/** The client gives up a statement after this long even when the server cannot say so (a dead network). */
const QUERY_TIMEOUT_MS = 8_000

export interface ServerPoolOptions {
  url: string
  /** Shown in `pg_stat_activity`, so an operator (or a test) can tell whose connections these are. */
  applicationName: string
  max?: number
  /** Extra server settings at connection start (`-c search_path=…`). */
  options?: string
  /** A connection lost (its query, if any, fails on its own); nothing to do unless told. */
  onConnectionLost?: (error: Error) => void
}

/** The timeouts above apply to the pool's queries; migrations take a `serverClient` of their own. */
export function openServerPool({
  url,
  applicationName,
  max = 10,
  options,
  onConnectionLost = () => {},
}: ServerPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max,
    options,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  })
  // An idle connection's loss: the pool has already dropped it.
  pool.on('error', onConnectionLost)
  // A connection in use (a transaction between two statements) emits 'error' on the client itself, where
  // pg-pool listens only while it is idle: without this listener the process would end. The statement in
  // flight fails on its own, and the pool drops the connection when it comes back unusable.
  pool.on('connect', (client) => {
    client.on('error', onConnectionLost)
  })
  return releasingEveryCheckout(pool)
}

/**
 * drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before the try/finally that releases its client,
 * so a BEGIN on a lost connection keeps the client checked out for good (a few kills and the pool is empty),
 * and it gives back a client whose connection failed as if it were sound (drizzle-orm#6241, #6114; remove this
 * once a release fixes them). The pool drizzle sees hands out clients released when their BEGIN fails, and
 * destroyed instead of pooled again once a statement lost its connection or timed out.
 */
function releasingEveryCheckout(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      const value = Reflect.get(target, property, target)
      if (property === 'connect') {
        return (...args: Parameters<pg.Pool['connect']>) =>
          args.length > 0 ? target.connect(...args) : target.connect().then(guardCheckout)
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const BEGIN = /^\s*begin\b/i

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  let released = false
  let lost: Error | undefined
  const release = (error?: Error | boolean) => {
    if (released) return
    released = true
    client.release(error || lost)
  }
  const query = (...args: unknown[]) => {
    const [statement] = args
    const text =
      typeof statement === 'string' ? statement : (statement as { text?: unknown } | undefined)?.text
    const result: unknown = Reflect.apply(client.query, client, args)
    if (!(result instanceof Promise)) return result
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) lost = error as Error
      if (typeof text === 'string' && BEGIN.test(text)) release(error as Error)
      throw error
    })
  }
  return new Proxy(client, {
    get(target, property) {
      if (property === 'release') return release
      if (property === 'query') return query
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * One connection outside the pool, with no statement timeout: for migrations (an index on a large table may
 * take minutes) and the advisory lock that makes instances take turns at them. Lost, it fails its query.
 */
export async function connectServerClient(url: string, applicationName: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  })
  client.on('error', () => {})
  await client.connect()
  return client
}

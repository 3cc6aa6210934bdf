import type { PGlite, Transaction } from '@electric-sql/pglite'

/**
 * The embedded database after a PANIC: PostgreSQL stops there (a WAL file it could not write, e.g. the disk is
 * full), and PGlite 0.5 reports the error but keeps the broken instance, whose next statement spins forever
 * and freezes the whole process. Inside a transaction that next statement is PGlite's own ROLLBACK.
 *
 * `stopAtPanic` puts a gate before the instance: one statement or transaction at a time goes in (as PGlite
 * itself takes them), and after a PANIC nothing more does. What waits at the gate, and everything after,
 * fails at once with `EmbeddedDatabaseStopped` (answered 507 when the disk is full, 503 otherwise); a
 * transaction that met the PANIC is left open inside PGlite instead of rolled back. What was committed
 * before is in the WAL and comes back at the next start. Exported as `@questboard/server/pglite-panic`.
 */
export class EmbeddedDatabaseStopped extends Error {
  override name = 'EmbeddedDatabaseStopped'
  constructor(panic: unknown) {
    super('The embedded database stopped after a fatal error; restart the service once its cause is fixed.', {
      cause: panic,
    })
  }
}

type Statement = (...args: unknown[]) => Promise<unknown>
type TransactionWork = (tx: Transaction) => Promise<unknown>

const GATED = new Set(['query', 'exec', 'transaction'])
const STATEMENTS = new Set(['query', 'exec', 'sql'])

function isPanic(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if ((current as { severity?: unknown }).severity === 'PANIC') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** `database` behind the gate; `close` after a PANIC only lets go of it. */
export function stopAtPanic<Database extends PGlite>(database: Database): Database {
  let panic: unknown
  let tail: Promise<unknown> = Promise.resolve()
  const waiting = new Set<(error: Error) => void>()
  const never = new Promise<never>(() => {})

  const assertRunning = () => {
    if (panic !== undefined) throw new EmbeddedDatabaseStopped(panic)
  }
  const notice = (error: unknown) => {
    if (panic !== undefined || !isPanic(error)) return
    panic = error
    const stopped = new EmbeddedDatabaseStopped(error)
    for (const reject of waiting) reject(stopped)
    waiting.clear()
  }

  /** One at a time, as PGlite's own lock; rejected as soon as a PANIC is seen, whether or not it ran. */
  const gate = <T>(work: () => Promise<T>): Promise<T> => {
    if (panic !== undefined) return Promise.reject(new EmbeddedDatabaseStopped(panic))
    return new Promise<T>((resolve, reject) => {
      waiting.add(reject)
      const run = tail.then(() => {
        assertRunning()
        return work()
      })
      tail = run.then(
        () => undefined,
        () => undefined,
      )
      run
        .then(resolve, (error: unknown) => {
          notice(error)
          reject(error)
        })
        .finally(() => waiting.delete(reject))
    })
  }

  /** The statements of an open transaction: past the gate already, stopped like the rest. */
  const guardStatements = <Target extends object>(target: Target): Target =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object)
        if (typeof value !== 'function') return value
        if (!STATEMENTS.has(String(property))) return value.bind(object)
        return async (...args: unknown[]) => {
          assertRunning()
          try {
            return await (value as Statement).apply(object, args)
          } catch (error) {
            notice(error)
            throw error
          }
        }
      },
    })

  const transaction = (work: TransactionWork) =>
    database.transaction(async (tx) => {
      let result: unknown
      try {
        result = await work(guardStatements(tx))
      } catch (error) {
        notice(error)
        if (panic === undefined) throw error
        return never
      }
      // The work swallowed the PANIC: committing would run PGlite's next statement all the same.
      return panic === undefined ? result : never
    })

  return new Proxy(database, {
    get(object, property) {
      const value = Reflect.get(object, property, object)
      if (property === 'close') return () => (panic === undefined ? object.close() : Promise.resolve())
      if (typeof value !== 'function') return value
      if (property === 'transaction') return (work: TransactionWork) => gate(() => transaction(work))
      if (!GATED.has(String(property))) return value.bind(object)
      return (...args: unknown[]) => gate(() => (value as Statement).apply(object, args))
    },
  })
}

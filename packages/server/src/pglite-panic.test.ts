import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { EmbeddedDatabaseStopped, stopAtPanic } from './pglite-panic'
import { unavailableAnswer } from './unavailable'

/** How the statement that met the PANIC, and every one after it, fails. */
const stopped = { name: 'EmbeddedDatabaseStopped', cause: expect.objectContaining({ severity: 'PANIC' }) }

/** What PGlite 0.5 throws when PostgreSQL PANICs (seen with a full disk: the WAL could not be written). */
const walPanic = () =>
  Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), {
    severity: 'PANIC',
    code: '53100',
  })

/**
 * PGlite at the edge we do not own, as far as the gate sees it: every statement it receives is recorded (a real
 * PGlite after a PANIC would spin forever on it), `panics` names the statements that PANIC, and a transaction
 * runs BEGIN, the work, then COMMIT or its own ROLLBACK.
 */
function fakePglite(panics: string[] = []) {
  const received: string[] = []
  let hold: Promise<void> | undefined
  const run = async (text: string) => {
    received.push(text)
    if (text === 'slow') await hold
    if (panics.includes(text)) throw walPanic()
    if (text === 'bad') throw Object.assign(new Error('syntax error'), { severity: 'ERROR', code: '42601' })
    return { rows: [{ text }] }
  }
  const database = {
    query: run,
    exec: run,
    async transaction(work: (tx: { query: typeof run }) => Promise<unknown>) {
      await run('BEGIN')
      let result: unknown
      try {
        result = await work({ query: run })
      } catch (error) {
        await run('ROLLBACK')
        throw error
      }
      await run('COMMIT')
      return result
    },
    async close() {
      received.push('close')
    },
  }
  return {
    received,
    database: database as unknown as PGlite,
    holdSlowStatements(until: Promise<void>) {
      hold = until
    },
  }
}

describe('stopAtPanic', () => {
  it('passes statements, results and ordinary errors through', async () => {
    const fake = fakePglite()
    const guarded = stopAtPanic(fake.database)
    expect((await guarded.query('SELECT 1')).rows).toEqual([{ text: 'SELECT 1' }])
    await expect(guarded.query('bad')).rejects.toMatchObject({ code: '42601' })
    expect(await guarded.transaction(async (tx) => (await tx.query('UPDATE')).rows)).toEqual([
      { text: 'UPDATE' },
    ])
    await guarded.close()
    expect(fake.received).toEqual(['SELECT 1', 'bad', 'BEGIN', 'UPDATE', 'COMMIT', 'close'])
  })

  it('sends nothing more to PGlite after a PANIC, closing included', async () => {
    const fake = fakePglite(['UPDATE'])
    const guarded = stopAtPanic(fake.database)
    await expect(guarded.query('UPDATE')).rejects.toMatchObject(stopped)
    await expect(guarded.query('SELECT 1')).rejects.toBeInstanceOf(EmbeddedDatabaseStopped)
    await expect(guarded.exec('SELECT 1')).rejects.toBeInstanceOf(EmbeddedDatabaseStopped)
    await expect(guarded.transaction(async () => undefined)).rejects.toBeInstanceOf(EmbeddedDatabaseStopped)
    await guarded.close()
    expect(fake.received).toEqual(['UPDATE'])
  })

  it('fails what waits at the gate at once, without letting it in', async () => {
    const fake = fakePglite(['slow'])
    let release = () => {}
    fake.holdSlowStatements(new Promise<void>((resolve) => (release = resolve)))
    const guarded = stopAtPanic(fake.database)
    const first = guarded.query('slow')
    const waiting = [guarded.query('SELECT 1'), guarded.transaction(async (tx) => tx.query('UPDATE'))]
    release()
    await expect(first).rejects.toMatchObject(stopped)
    for (const statement of waiting) await expect(statement).rejects.toBeInstanceOf(EmbeddedDatabaseStopped)
    expect(fake.received).toEqual(['slow'])
  })

  it('leaves a transaction that met a PANIC open instead of sending ROLLBACK', async () => {
    const fake = fakePglite(['INSERT'])
    const guarded = stopAtPanic(fake.database)
    await expect(guarded.transaction(async (tx) => tx.query('INSERT'))).rejects.toMatchObject(stopped)
    expect(fake.received).toEqual(['BEGIN', 'INSERT'])
  })

  it('sends no COMMIT either when the work swallowed the PANIC', async () => {
    const fake = fakePglite(['INSERT'])
    const guarded = stopAtPanic(fake.database)
    const swallowing = guarded.transaction(async (tx) => {
      await tx.query('INSERT').catch(() => undefined)
      return 'done'
    })
    await expect(swallowing).rejects.toBeInstanceOf(EmbeddedDatabaseStopped)
    expect(fake.received).toEqual(['BEGIN', 'INSERT'])
  })

  it('stops after a PANIC at COMMIT', async () => {
    const fake = fakePglite(['COMMIT'])
    const guarded = stopAtPanic(fake.database)
    await expect(guarded.transaction(async (tx) => tx.query('INSERT'))).rejects.toMatchObject(stopped)
    await expect(guarded.query('SELECT 1')).rejects.toBeInstanceOf(EmbeddedDatabaseStopped)
    expect(fake.received).toEqual(['BEGIN', 'INSERT', 'COMMIT'])
  })

  it('answers 507 once stopped by a full disk, 503 by another PANIC', () => {
    expect(unavailableAnswer(new EmbeddedDatabaseStopped(walPanic()))?.status).toBe(507)
    const other = Object.assign(new Error('could not fsync file'), { severity: 'PANIC', code: '58030' })
    expect(unavailableAnswer(new EmbeddedDatabaseStopped(other))?.status).toBe(503)
  })
})

import { type LiveMessage, MAX_CARRIED_BYTES } from '@questboard/domain/event-day/live.schema'
import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, test } from 'vitest'
import { type Carried, createLiveHub, type LiveState } from './live-hub.ts'

/** A watcher's stream as the hub sees it: what it was sent, as the browser would parse it. */
function stream() {
  const chunks: string[] = []
  return {
    chunks,
    write: (chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
    },
    buffered: 0,
    end: () => {},
    messages(): LiveMessage[] {
      return chunks
        .filter((chunk) => chunk.includes('event: change'))
        .map((chunk) => JSON.parse(chunk.slice(chunk.indexOf('data: ') + 6)) as LiveMessage)
    },
  }
}

const paired: LiveState = {
  eventId: 1,
  version: 5,
  changes: ['pairings', 'standings'],
  round: 2,
  timer: null,
}

/** A hub over one event in `state`, whose carried answers are `carry`'s. */
function hubOf(state: LiveState, carry: () => Promise<Carried>) {
  const warnings: string[] = []
  const asked: unknown[] = []
  const log = { warn: (_error: unknown, text: string) => warnings.push(text) } as unknown as FastifyBaseLogger
  const hub = createLiveHub({
    read: async () => [state],
    carry: (...args) => {
      asked.push(args)
      return carry()
    },
    pollMs: 60_000,
    heartbeatMs: 60_000,
    maxWatchers: 1000,
    log,
  })
  hub.start()
  return { hub, warnings, asked }
}

const tables = (count: number) =>
  JSON.stringify({ number: 2, tables: Array.from({ length: count }, (_, table) => ({ table })) })

describe('the live hub', () => {
  test('reads what a change carries once for all its watchers, and sends it to each', async () => {
    const round = tables(3)
    const { hub, asked } = hubOf(paired, async () => ({ round, standings: '[]' }))
    const streams = Array.from({ length: 50 }, () => stream())
    for (const watcher of streams) hub.watch(1, 4, watcher)
    await expect.poll(() => streams.every((watcher) => watcher.messages().length === 1)).toBe(true)
    expect(asked).toEqual([[1, 2, { round: true, standings: true }]])
    expect(streams[0]?.messages()[0]).toEqual({
      version: 5,
      changes: ['pairings', 'standings'],
      round: 2,
      timer: null,
      round_detail: JSON.parse(round),
      standings: [],
    })
    await hub.stop()
  })

  test('leaves out an answer heavier than the bound (the watcher fetches it), keeps the rest', async () => {
    const heavy = tables(20_000)
    expect(Buffer.byteLength(heavy)).toBeGreaterThan(MAX_CARRIED_BYTES)
    const { hub } = hubOf(paired, async () => ({ round: heavy, standings: '[]' }))
    const watcher = stream()
    hub.watch(1, 4, watcher)
    await expect.poll(() => watcher.messages().length).toBe(1)
    const [message] = watcher.messages()
    expect(message).not.toHaveProperty('round_detail')
    expect(message).toMatchObject({ version: 5, round: 2, standings: [] })
    await hub.stop()
  })

  test('sends the change without what it could not read, and says so in the log', async () => {
    const { hub, warnings } = hubOf(paired, async () => {
      throw new Error('connection reset')
    })
    const watcher = stream()
    hub.watch(1, null, watcher)
    await expect.poll(() => watcher.messages().length).toBe(1)
    expect(watcher.messages()[0]).toEqual({
      version: 5,
      changes: ['pairings', 'results', 'standings', 'players', 'timer'],
      round: 2,
      timer: null,
    })
    expect(warnings).toEqual(['live views: the round or the standings could not be read for the message'])
    await hub.stop()
  })

  test('asks for nothing when only the clock changed', async () => {
    const { hub, asked } = hubOf({ ...paired, changes: ['timer'] }, async () => ({
      round: '{}',
      standings: '[]',
    }))
    const watcher = stream()
    hub.watch(1, 4, watcher)
    await expect.poll(() => watcher.messages().length).toBe(1)
    expect(asked).toEqual([])
    expect(watcher.messages()[0]).toEqual({ version: 5, changes: ['timer'], round: 2, timer: null })
    await hub.stop()
  })
})

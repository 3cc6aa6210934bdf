/**
 * The load generators: each order runs in a process of its own (this file, forked), so no load shares an
 * event loop with a server or with another load. Reads go through autocannon, one instance per target with
 * its share of the connections, every latency kept; registrations and the fault probes through http-driver.
 */
import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import { type OpenEvent, playerToken } from './database.ts'
import { burst, type DriverRequest, type DriverResult, drive, percentile } from './http-driver.ts'
import { stopChild, track } from './processes.ts'
import { type ReadKind, readPaths, registrationPairs } from './requests.ts'

export type LoadOrder =
  | {
      kind: 'read'
      read: ReadKind
      zoom?: number
      targets: string[]
      connections: number
      seconds: number
      seed: number
    }
  | {
      kind: 'register'
      targets: string[]
      seconds: number
      concurrency?: number
      rate?: number
      events: OpenEvent[]
      players: number
      salt: string
      seed: number
      timeline?: boolean
    }
  | { kind: 'seats'; targets: string[]; eventId: number; players: number[]; salt: string }
  | { kind: 'probe-lists'; targets: string[]; seconds: number; rate: number; seed: number }

export interface ReadResult {
  requests: number
  perSecond: number
  p50: number
  p97_5: number
  p99: number
  max: number
  errors: number
  non2xx: number
  statuses: Record<string, number>
  maxBodyBytes: number
  /** What the 2xx bodies were: `array of N` (the old map) or `{count, clusters, events}`, first seen. */
  shapes: string[]
  /** CPU seconds the load process itself used. */
  loadCpuSeconds?: number
}

const register = (salt: string, [eventId, player]: [number, number]): DriverRequest => ({
  method: 'POST',
  path: `/api/events/${eventId}/register/`,
  headers: { authorization: `Token ${playerToken(salt, player)}` },
  tag: [eventId, player],
})

function shapeOf(body: string) {
  try {
    const parsed: unknown = JSON.parse(body)
    if (Array.isArray(parsed)) return `array of ${parsed.length}`
    if (parsed && typeof parsed === 'object' && 'count' in parsed) {
      const map = parsed as { count: number; clusters?: unknown[]; events?: unknown[] }
      return `{count ${map.count}, ${map.clusters?.length ?? '?'} clusters, ${map.events?.length ?? '?'} events}`
    }
    return 'other'
  } catch {
    return 'not JSON'
  }
}

async function read(order: Extract<LoadOrder, { kind: 'read' }>): Promise<ReadResult> {
  const next = readPaths(order.read, order.seed, order.zoom)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let maxBodyBytes = 0
  const shapes: string[] = []
  const perTarget = Math.max(1, Math.round(order.connections / order.targets.length))
  const runs = order.targets.map(
    (url) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url,
            connections: perTarget,
            duration: order.seconds,
            timeout: 30,
            requests: [
              {
                setupRequest: (request) => ({ ...request, path: next() }),
                ...(order.read === 'map'
                  ? {
                      onResponse: (status: number, body: string) => {
                        if (status < 200 || status >= 300) return
                        maxBodyBytes = Math.max(maxBodyBytes, Buffer.byteLength(body))
                        if (shapes.length < 12) shapes.push(shapeOf(body))
                      },
                    }
                  : {}),
              },
            ],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        )
        instance.on('response', (_client, status, _bytes, responseTime) => {
          latencies.push(responseTime)
          statuses[status] = (statuses[status] ?? 0) + 1
        })
      }),
  )
  const results = await Promise.all(runs)
  latencies.sort((a, b) => a - b)
  const duration = Math.max(...results.map((result) => result.duration))
  return {
    requests: latencies.length,
    perSecond: latencies.length / duration,
    p50: percentile(latencies, 0.5),
    p97_5: percentile(latencies, 0.975),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    statuses,
    maxBodyBytes,
    shapes: [...new Set(shapes)],
  }
}

async function run(order: LoadOrder): Promise<ReadResult | DriverResult> {
  switch (order.kind) {
    case 'read':
      return read(order)
    case 'register': {
      const pairs = registrationPairs(order.events, order.players, order.seed)
      return drive({
        targets: order.targets,
        seconds: order.seconds,
        concurrency: order.concurrency,
        rate: order.rate,
        timeline: order.timeline,
        next: () => register(order.salt, pairs()),
      })
    }
    case 'seats':
      return burst(
        order.targets,
        order.players.map((player) => register(order.salt, [order.eventId, player])),
      )
    case 'probe-lists': {
      const next = readPaths('list-distance', order.seed)
      return drive({
        targets: order.targets,
        seconds: order.seconds,
        rate: order.rate,
        maxInFlight: 2_000,
        timeline: true,
        next: () => ({ method: 'GET', path: next() }),
      })
    }
  }
}

export interface RunningLoad<T> {
  pid: number
  result: Promise<T>
}

/** Runs one order in a new process; the result arrives when it is done. */
export function startLoad<T extends ReadResult | DriverResult>(order: LoadOrder): RunningLoad<T> {
  const child = track(
    fork(import.meta.filename, ['--load-child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  )
  const seconds = 'seconds' in order ? order.seconds : 60
  const result = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        reject(new Error(`load ${order.kind} did not finish in time`))
        void stopChild(child, 2_000)
      },
      (seconds + 120) * 1000,
    )
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message as T)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (code !== 0) reject(new Error(`load ${order.kind} exited with ${code}`))
    })
    child.send(order)
  })
  return { pid: child.pid ?? 0, result }
}

export const runLoad = <T extends ReadResult | DriverResult>(order: LoadOrder) => startLoad<T>(order).result

if (process.argv[2] === '--load-child') {
  process.once('message', async (order: LoadOrder) => {
    // The load's own CPU while it ran (not the process start: loading TypeScript and autocannon).
    const before = process.cpuUsage()
    const result = await run(order)
    const cpu = process.cpuUsage(before)
    process.send?.({ ...result, loadCpuSeconds: (cpu.user + cpu.system) / 1e6 }, () => process.exit(0))
  })
}

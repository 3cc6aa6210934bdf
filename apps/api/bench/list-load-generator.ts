/**
 * The list benchmark's load generator (events-list-load.ts): one autocannon run in a child process, so the
 * server under test keeps its event loop to itself, every latency kept so p95 is exact (autocannon reports
 * p90 and p97.5). This file is also the child's entry point.
 */
import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import { randomPoints } from '../src/testing/many-events.ts'

/** The list's two filters, as the web app sends them. */
export const FILTERS = 'is_free=true&event_type=Full'
/** The points the requests ask, in turn: more than any run sends (bounded). */
const POINTS = 100_000

export interface LoadOrder {
  url: string
  connections: number
  kind: 'bare' | 'list'
  seconds: number
  seed: number
}
export interface LoadResult {
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  non2xx: number
}

export const listPath = (point: { lat: number; lng: number }) =>
  `/api/events/?order=distance&latitude=${point.lat.toFixed(5)}&longitude=${point.lng.toFixed(5)}&${FILTERS}`

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

/** The child's side: one autocannon run. */
async function runLoad({ url, connections, kind, seconds, seed }: LoadOrder): Promise<LoadResult> {
  const points = randomPoints(POINTS, seed)
  let next = 0
  const latencies: number[] = []
  let finished: (result: autocannon.Result) => void = () => {}
  let failed: (error: unknown) => void = () => {}
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve
    failed = reject
  })
  const options: autocannon.Options = {
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          if (kind === 'list') request.path = listPath(points[next++ % POINTS] ?? { lat: 48.85, lng: 2.35 })
          return request
        },
      },
    ],
  }
  const instance = autocannon(options, (error, result) => (error ? failed(error) : finished(result)))
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await done
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** The load generator in a child process: the server keeps its event loop to itself. */
export function load(order: LoadOrder): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, ['--load-child'], { stdio: 'inherit' })
    const timer = setTimeout(() => child.kill(), (order.seconds + 60) * 1000)
    child.once('message', (result) => resolve(result as LoadResult))
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (code !== 0) reject(new Error(`load generator exited with ${code}`))
    })
    child.send(order)
  })
}

if (process.argv[2] === '--load-child') {
  process.once('message', async (order: LoadOrder) => {
    process.send?.(await runLoad(order), () => process.exit(0))
  })
}

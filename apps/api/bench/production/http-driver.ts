/**
 * A small HTTP load driver for what autocannon does not tell: which request got which answer (the
 * registrations acknowledged with 201, to look for afterwards), the Retry-After of a 503, requests slower than
 * 10 s, and when each instance answered again after a fault. Closed loop (N requests in flight) or open loop
 * (evenly spaced at a rate, in flight bounded), over keep-alive connections to each target in turn.
 */
import http from 'node:http'
import { SLOW_MS } from './settings.ts'

export interface DriverRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  /** Kept with a 2xx answer (e.g. the registration's event and player). */
  tag?: [number, number]
}

export interface DriverOptions {
  targets: string[]
  seconds: number
  /** Closed loop: this many requests in flight. */
  concurrency?: number
  /** Closed loop: stop after this many requests (whatever the time). */
  total?: number
  /** Open loop: this many requests a second, evenly spaced (at most `maxInFlight` in flight). */
  rate?: number
  maxInFlight?: number
  timeoutMs?: number
  /** Keep each request's target, send and end times, and success (to find when a target answered again). */
  timeline?: boolean
  next: () => DriverRequest
}

export interface DriverResult {
  sent: number
  completed: number
  perSecond: number
  p50: number
  p97_5: number
  p99: number
  max: number
  statuses: Record<string, number>
  /** Answers neither 2xx nor 503. */
  unexpected: number
  /** 503s without a Retry-After header. */
  unavailableWithoutRetryAfter: number
  /** Requests that took longer than 10 s (answered or not). */
  slow: number
  /** Open loop: requests not sent because `maxInFlight` were waiting. */
  skipped: number
  /** The tags of the 2xx answers (201 for a registration). */
  acknowledged: [number, number][]
  /** [target index, sent at, ended at (Date.now() ms), 1 when 2xx else 0], flattened. */
  timeline: number[]
  /** CPU seconds the load process itself used. */
  loadCpuSeconds?: number
}

export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) : 0

export async function drive(options: DriverOptions): Promise<DriverResult> {
  const timeoutMs = options.timeoutMs ?? 30_000
  const agents = options.targets.map(
    () => new http.Agent({ keepAlive: true, maxSockets: options.concurrency ?? options.maxInFlight ?? 500 }),
  )
  const urls = options.targets.map((target) => new URL(target))
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const result: DriverResult = {
    sent: 0,
    completed: 0,
    perSecond: 0,
    p50: 0,
    p97_5: 0,
    p99: 0,
    max: 0,
    statuses,
    unexpected: 0,
    unavailableWithoutRetryAfter: 0,
    slow: 0,
    skipped: 0,
    acknowledged: [],
    timeline: [],
  }
  let inFlight = 0
  let turn = 0
  /** Answers that arrived within the run's seconds: the throughput (the last ones drain after it). */
  let completedInWindow = 0
  const count = (status: string) => {
    statuses[status] = (statuses[status] ?? 0) + 1
  }

  const start = performance.now()
  const until = start + options.seconds * 1000
  const one = () =>
    new Promise<void>((resolve) => {
      const request = options.next()
      const target = turn++ % urls.length
      const url = urls[target] as URL
      const sentAt = Date.now()
      const sentAtMs = performance.now()
      inFlight++
      result.sent++
      let settled = false
      const finish = (status: string, ok: boolean, retryAfter: boolean) => {
        if (settled) return
        settled = true
        inFlight--
        const latency = performance.now() - sentAtMs
        latencies.push(latency)
        if (latency > SLOW_MS) result.slow++
        count(status)
        if (status === '503' && !retryAfter) result.unavailableWithoutRetryAfter++
        if (!ok && status !== '503') result.unexpected++
        if (ok && request.tag) result.acknowledged.push(request.tag)
        if (options.timeline) result.timeline.push(target, sentAt, Date.now(), ok ? 1 : 0)
        result.completed++
        if (performance.now() <= until) completedInWindow++
        resolve()
      }
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          headers: request.headers,
          agent: agents[target],
        },
        (response) => {
          response.resume()
          response.once('end', () => {
            const status = response.statusCode ?? 0
            finish(
              String(status),
              status >= 200 && status < 300,
              response.headers['retry-after'] !== undefined,
            )
          })
          response.once('error', () => finish('error: response cut', false, false))
        },
      )
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timeout')))
      outgoing.once('error', (error: NodeJS.ErrnoException) =>
        finish(`error: ${error.code ?? error.message}`, false, false),
      )
      outgoing.end()
    })

  if (options.rate) {
    const rate = options.rate
    const maxInFlight = options.maxInFlight ?? 500
    const pending = new Set<Promise<void>>()
    let due = 0
    while (performance.now() < until) {
      const elapsed = (performance.now() - start) / 1000
      while (due < Math.floor(elapsed * rate)) {
        due++
        if (inFlight >= maxInFlight) {
          result.skipped++
          continue
        }
        const promise = one()
        pending.add(promise)
        promise.then(() => pending.delete(promise))
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.min(20, 1000 / rate / 2))))
    }
    await Promise.all(pending)
  } else {
    const more = () => (options.total === undefined ? performance.now() < until : result.sent < options.total)
    const worker = async () => {
      while (more()) await one()
    }
    await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker))
  }
  const elapsed = Math.min((performance.now() - start) / 1000, options.seconds)
  for (const agent of agents) agent.destroy()
  latencies.sort((a, b) => a - b)
  result.perSecond = (options.total === undefined ? completedInWindow : result.completed) / elapsed
  result.p50 = percentile(latencies, 0.5)
  result.p97_5 = percentile(latencies, 0.975)
  result.p99 = percentile(latencies, 0.99)
  result.max = latencies.at(-1) ?? 0
  return result
}

/** The requests sent at once (one connection each, targets in turn), answered when all have answered. */
export async function burst(targets: string[], requests: DriverRequest[], timeoutMs = 60_000) {
  let index = 0
  return drive({
    targets,
    seconds: timeoutMs / 1000,
    concurrency: requests.length,
    total: requests.length,
    timeoutMs,
    next: () => requests[index++] as DriverRequest,
  })
}

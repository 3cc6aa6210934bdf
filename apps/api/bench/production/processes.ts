/**
 * The processes the production benchmark starts (the account service, Event API instances, the bare route,
 * the load generators): launched as `npm start` launches them (scripts/services.mjs), each remembered by pid
 * and stopped by pid — at the end, on failure and on Ctrl-C. Also what /proc says of them: memory and CPU.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { REPO_ROOT } from '../../src/config.ts'

export interface Service {
  name: string
  child: ChildProcess
  pid: number
  port: number
  url: string
  spawnedAt: number
  /** Set when the process ended, with when and how. */
  exit?: { at: number; code: number | null; signal: NodeJS.Signals | null }
  stderrTail: string
}

const started = new Set<ChildProcess>()

/** Remembers a child so `stopAll` ends it; forgets it once it exits. */
export function track(child: ChildProcess) {
  started.add(child)
  child.once('exit', () => started.delete(child))
  return child
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Stops one child by its pid: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000) {
  if (!alive(child) || child.pid === undefined) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => alive(child) && child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Every child this run started and that still runs. */
export async function stopAll() {
  await Promise.all([...started].map((child) => stopChild(child)))
}

/** Runs `cleanup` once, on Ctrl-C, SIGTERM or a crash, then exits. */
export function onInterrupt(cleanup: () => Promise<void>) {
  let cleaning = false
  const handle = (reason: string, code: number) => async (error?: unknown) => {
    if (cleaning) return
    cleaning = true
    console.error(`\n${reason}: stopping the processes this benchmark started and dropping its database …`)
    if (error instanceof Error) console.error(error)
    const force = setTimeout(() => process.exit(code), 60_000)
    force.unref()
    await cleanup().catch((failure: unknown) => console.error(failure))
    process.exit(code)
  }
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal, and relayed by tsx and npm), and a
  // signal without a listener would end it before the cleanup is done.
  process.on('SIGINT', handle('interrupted', 130))
  process.on('SIGTERM', handle('terminated', 143))
  process.on('uncaughtException', handle('failed', 1))
  process.on('unhandledRejection', handle('failed', 1))
}

/** A port nobody listens on right now (the OS picks it; taken back at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Starts a TypeScript entry as `npm start` does (`node --import tsx`), in its own process. */
/**
 * How node runs an entry: compiled JavaScript (`…/dist/….js`) as production runs it (the Dockerfiles' command),
 * TypeScript through tsx otherwise (the bench's own bare route).
 */
function entryArguments(entry: string): string[] {
  const file = path.resolve(REPO_ROOT, entry)
  return entry.endsWith('.js')
    ? ['--conditions=questboard-compiled', '--enable-source-maps', file]
    : ['--import', 'tsx', file]
}

export function launch(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  port: number,
  nodeOptions: string[] = [],
): Service {
  const child = track(
    spawn(process.execPath, [...nodeOptions, ...entryArguments(entry)], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  )
  if (child.pid === undefined) throw new Error(`${name} did not start`)
  const service: Service = {
    name,
    child,
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    spawnedAt: performance.now(),
    stderrTail: '',
  }
  child.stderr?.on('data', (chunk) => {
    service.stderrTail = (service.stderrTail + chunk).slice(-4000)
  })
  child.once('exit', (code, signal) => {
    service.exit = { at: performance.now(), code, signal }
  })
  return service
}

/** Resolves when `url` answers 2xx; fails if the service exits first or `timeoutMs` passes. */
export async function waitUntilOk(service: Service, url: string, timeoutMs = 180_000, everyMs = 10) {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (service.exit) {
      throw new Error(
        `${service.name} exited (${service.exit.code ?? service.exit.signal})\n${service.stderrTail}`,
      )
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return performance.now()
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs / 1000} s\n${service.stderrTail}`)
}

export interface FirstList {
  /** From the spawn to the first 2xx of /healthz. */
  healthySeconds: number
  /** From that /healthz to the first 2xx list. */
  firstListMs: number
  /** The latency of that list request alone. */
  firstListLatencyMs: number
  /** Answers other than 2xx before it. */
  refusals: number
}

/** A fresh instance: how long until /healthz answers, then until a list is answered. */
export async function measureFirstList(service: Service, listPath: string): Promise<FirstList> {
  const healthyAt = await waitUntilOk(service, `${service.url}/healthz`, 180_000, 5)
  let refusals = 0
  for (;;) {
    const sent = performance.now()
    const response = await fetch(`${service.url}${listPath}`, { signal: AbortSignal.timeout(120_000) })
    await response.arrayBuffer()
    const answered = performance.now()
    if (response.ok) {
      return {
        healthySeconds: (healthyAt - service.spawnedAt) / 1000,
        firstListMs: answered - healthyAt,
        firstListLatencyMs: answered - sent,
        refusals,
      }
    }
    refusals++
    if (answered - healthyAt > 120_000) throw new Error(`${service.name}: no list within 120 s`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status); undefined once it is gone. */
export function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
    return kb ? Number(kb) / 1024 : undefined
  } catch {
    return undefined
  }
}

/** The token the bench's services are started with, so it can read their /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token'

/** What V8 says of a service's heap (from its /metrics), in MB; undefined when it does not answer. */
export async function heapMb(service: Service) {
  try {
    const response = await fetch(`${service.url}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) return undefined
    const text = await response.text()
    const gauge = (name: string) => {
      const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]
      return value === undefined ? Number.NaN : Number(value) / 1024 / 1024
    }
    return {
      used: gauge('nodejs_heap_size_used_bytes'),
      total: gauge('nodejs_heap_size_total_bytes'),
      external: gauge('nodejs_external_memory_bytes'),
    }
  } catch {
    return undefined
  }
}

const TICKS = 100 // USER_HZ on Linux

/** CPU seconds (user + system) a process used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return 0
  }
}

/**
 * CPU seconds of the machine's PostgreSQL server (the server is shared: other databases' work included): every
 * `postgres` process alive, plus what the postmaster's exited children (backends that ended) used.
 */
export function postgresCpuSeconds(): number {
  const stats = new Map<number, string[]>()
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (stat.includes('(postgres)'))
        stats.set(Number(pid), stat.slice(stat.lastIndexOf(')') + 2).split(' '))
    } catch {
      // gone meanwhile
    }
  }
  let total = 0
  for (const fields of stats.values()) {
    total += (Number(fields[11]) + Number(fields[12])) / TICKS
    // The postmaster (its parent is no postgres process) holds the time of the children it reaped.
    if (!stats.has(Number(fields[1]))) total += (Number(fields[13]) + Number(fields[14])) / TICKS
  }
  return total
}

/** The whole machine's CPU seconds, busy and in all, from /proc/stat. */
export function machineCpuSeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const values = line.trim().split(/\s+/).slice(1).map(Number)
  const total = values.reduce((sum, value) => sum + value, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: (total - idle) / TICKS, total: total / TICKS }
}

/**
 * Waits until the services are idle (each under `idleShare` of a core over a second, e.g. once an instance
 * has loaded what it loads after starting); answers the seconds it took, or undefined after `maxSeconds`.
 */
export async function settle(services: Service[], maxSeconds = 180, idleShare = 0.1) {
  const start = performance.now()
  let before = services.map((service) => cpuSeconds(service.pid))
  while (performance.now() - start < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = services.map((service) => cpuSeconds(service.pid))
    if (now.every((value, i) => value - (before[i] ?? 0) < idleShare)) {
      return (performance.now() - start) / 1000
    }
    before = now
  }
  return undefined
}

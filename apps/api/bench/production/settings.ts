/** What a run of the production benchmark is told by its environment, and its help text. */

export type Driver = 'postgres' | 'pglite'

const positive = (name: string, fallback: number, min = 1) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw.replace(/_/g, ''))
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, not ${raw}`)
  return value
}

export function readSettings() {
  const driver: Driver = process.env.BENCH_DRIVER === 'pglite' ? 'pglite' : 'postgres'
  if (process.env.BENCH_DRIVER && !['pglite', 'postgres'].includes(process.env.BENCH_DRIVER)) {
    throw new Error(`BENCH_DRIVER must be postgres or pglite, not ${process.env.BENCH_DRIVER}`)
  }
  return {
    driver,
    adminUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    events: Math.round(positive('BENCH_EVENTS', driver === 'pglite' ? 100_000 : 1_000_000, 1000)),
    seconds: positive('BENCH_SECONDS', 10, 1),
    /** The fault variants to run: both by default, only the one that leaves the shared server up, or none. */
    faults: (driver === 'pglite' || process.env.BENCH_FAULTS === '0'
      ? []
      : process.env.BENCH_FAULTS === 'terminate'
        ? ['terminate']
        : ['restart', 'terminate']) as ('restart' | 'terminate')[],
    players: Math.round(positive('BENCH_PLAYERS', 10_000, 600)),
    /** The registrations a second sent while the list is measured (open loop, evenly spaced). */
    registrationRate: positive('BENCH_REGISTRATION_RATE', 60, 1),
    logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
    /** Each API instance writes a V8 CPU profile (`.cpuprofile`) into this directory when it stops. */
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR || undefined,
    /** More arguments of node for each API instance (V8's garbage collector flags, say), for trying them. */
    apiNodeArgs: process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
    /** Only these runs (lists, map, registrations), for working on one of them; all by default. */
    only: readOnly(process.env.BENCH_ONLY),
  }
}

const RUNS = ['lists', 'map', 'registrations'] as const
export type Run = (typeof RUNS)[number]

function readOnly(raw: string | undefined): ReadonlySet<Run> {
  if (!raw) return new Set(RUNS)
  const names = raw.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !(RUNS as readonly string[]).includes(name))
  if (unknown.length > 0) throw new Error(`BENCH_ONLY takes ${RUNS.join(', ')}, not ${unknown.join(', ')}`)
  return new Set(names as Run[])
}

export type Settings = ReturnType<typeof readSettings>

/** The read load: concurrent connections of the list (spread over the instances) and of the map. */
export const LIST_CONNECTIONS = 50
export const MAP_CONNECTIONS = 10
export const REGISTRATION_CONCURRENCY = 50
export const SEAT_EVENT_SEATS = 16
export const SEAT_EVENT_REGISTRATIONS = 500
export const MAP_ZOOMS = [3, 8, 13] as const
/** A laptop's map view, in CSS pixels. */
export const VIEW = { width: 1280, height: 800 }
export const WARM_UP_SECONDS = 3
/** A request slower than this is reported (the fault target: an answer within 10 s). */
export const SLOW_MS = 10_000

export const HELP = `npm run bench:production  (from the repository root, or -w apps/api)

Issue 11's production benchmark. On the PostgreSQL server it creates a fresh database, migrates it, loads
BENCH_EVENTS events and BENCH_PLAYERS players with tool tokens through SQL, starts the account service, two
Event API instances (NODE_ENV=production, generated secrets) and a bare Fastify route as separate processes,
drives load from other processes (autocannon; registrations through a paced HTTP client) over 127.0.0.1, and
prints one table: the list read-only and while registrations flow, the map at zooms ${MAP_ZOOMS.join(', ')}, registration
throughput, ${SEAT_EVENT_REGISTRATIONS} registrations on a ${SEAT_EVENT_SEATS}-seat event, each instance's memory and first list, the
PostgreSQL restart fault, and the bare route, each beside its target. The database is dropped at the end,
and every process it started is stopped (also on Ctrl-C or failure). About 5 minutes at 1,000,000 events
on a 2-core machine, a third of it the seed (one INSERT … SELECT, ~100 s).

  BENCH_DATABASE_URL   admin URL of the server (postgres://postgres@127.0.0.1:5432/test); the bench
                       database is created beside it and dropped afterwards
  BENCH_EVENTS         events to load (1000000; 100000 with BENCH_DRIVER=pglite)
  BENCH_SECONDS        length of each measured run (10)
  BENCH_FAULTS         0 skips the fault runs. THE FAULT RUNS RESTART THE MACHINE'S SHARED POSTGRESQL SERVER
                       (pg_ctlcluster ... restart -m fast) and kill every connection to the bench database:
                       whatever else uses that server (other people's tests) sees its connections dropped for a
                       few seconds. Use BENCH_FAULTS=0 on a shared machine unless that is acceptable;
                       BENCH_FAULTS=terminate runs only the variant that kills the bench database's connections.
  BENCH_DRIVER         pglite: one instance on an embedded PGlite data directory in a temporary folder
                       (100,000 events), the list read-only and while registrations flow, the bare route
  BENCH_PLAYERS        players with tool tokens (10000)
  BENCH_REGISTRATION_RATE  registrations a second while the list is measured (60; the target is ≥ 50)
  BENCH_LOG_LEVEL      the services' LOG_LEVEL (warn: a production log of every request costs CPU too)
  BENCH_ONLY           a comma-separated subset of lists, map, registrations: only those runs (all)
  BENCH_CPU_PROFILE_DIR  a directory: each API instance writes a V8 CPU profile there when it stops
                       (open it in Chrome DevTools; profiling slows the instances down)
  BENCH_API_NODE_ARGS  more arguments of node for each API instance, e.g. a V8 flag to try
`

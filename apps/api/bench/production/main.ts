/**
 * `npm run bench:production`: issue 11's production benchmark, one command. See settings.ts (HELP) for what
 * it does and its knobs; `npm run bench:production -- --help` prints them.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../../src/config.ts'
import { sharingLine } from './cpu.ts'
import {
  createPlayerAccounts,
  createServerDatabase,
  loadDatabase,
  makeSeatEvent,
  type OpenEvent,
  openEvents,
} from './database.ts'
import { faultPhases } from './fault-runs.ts'
import { listPhases, mapPhases, memoryAndStart, type PhaseContext } from './phases.ts'
import { onInterrupt, stopAll } from './processes.ts'
import { registrationPhases } from './registration-runs.ts'
import { int, Report, seconds } from './report.ts'
import { distanceListPath } from './requests.ts'
import { startStack } from './services.ts'
import { HELP, readSettings, SEAT_EVENT_SEATS, type Settings } from './settings.ts'

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(HELP)
  process.exit(0)
}

const settings = readSettings()
const began = performance.now()
const log = (line: string) =>
  console.log(`[${seconds((performance.now() - began) / 1000).padStart(7)}] ${line}`)
const timings: [string, number][] = []
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now()
  try {
    return await work()
  } finally {
    timings.push([name, (performance.now() - start) / 1000])
  }
}

const cleanups: (() => Promise<unknown>)[] = []
let cleaning: Promise<void> | undefined
/** Stops every process started, then drops the database and the temporary folder; once, whoever asks first. */
function cleanup() {
  cleaning ??= (async () => {
    await stopAll()
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((error: unknown) => console.error(error))
    }
  })()
  return cleaning
}
onInterrupt(cleanup)

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')

/** Splits the open events between the runs that register: none is asked twice. */
function splitEvents(events: OpenEvent[]) {
  const seat = events.shift()
  const quarter = Math.floor(events.length / 4)
  return {
    seat,
    flow: events.slice(0, quarter),
    throughput: events.slice(quarter, 3 * quarter),
    faults: events.slice(3 * quarter),
  }
}

async function serverRun(report: Report) {
  const database = await createServerDatabase(settings.adminUrl)
  cleanups.push(() => database.drop())
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'questboard-prodbench-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  log(`database ${database.name} created on ${new URL(settings.adminUrl).host}`)
  const loaded = await timed('migrate + load events and players', () =>
    loadDatabase({ driver: 'postgres', url: database.url }, settings, log),
  )
  cleanups.push(() => loaded.connection.close())
  const { db } = loaded.connection
  const events = splitEvents(await openEvents(db, 40_000))
  if (events.seat) await makeSeatEvent(db, events.seat.id, SEAT_EVENT_SEATS)
  await createPlayerAccounts(db, { url: database.url })
  describeLoad(report, loaded)

  log('starting the account service and two API instances …')
  const stack = await timed('start the services (first lists)', () =>
    startStack({
      databaseUrl: database.url,
      dataDir,
      instances: 2,
      logLevel: settings.logLevel,
      firstListPath: distanceListPath({ lat: 48.8566, lng: 2.3522 }),
      cpuProfileDir: settings.cpuProfileDir,
      apiNodeArgs: settings.apiNodeArgs,
    }),
  )
  const context: PhaseContext = {
    settings,
    report,
    stack,
    db,
    databaseName: database.name,
    salt: loaded.tokenSalt,
    log,
    events,
    seatEventId: events.seat?.id,
    listReadOnlyTargetMs: 20,
    listWhileWritingTargetMs: 30,
  }
  await runPhases(context)

  await faultPhases(context, { adminUrl: settings.adminUrl, databaseUrl: database.url }, timed)
}

async function pgliteRun(report: Report) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'questboard-prodbench-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const loaded = await timed('migrate + load events and players', () =>
    loadDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') }, settings, log),
  )
  const events = splitEvents(await openEvents(loaded.connection.db, 40_000))
  await createPlayerAccounts(loaded.connection.db, { dataDir })
  // One process owns a PGlite directory: the bench lets go of it before the API opens it.
  await loaded.connection.close()
  describeLoad(report, loaded)
  log('starting the account service and one API instance (embedded PGlite) …')
  const stack = await timed('start the services (first list)', () =>
    startStack({
      dataDir,
      instances: 1,
      logLevel: settings.logLevel,
      firstListPath: distanceListPath({ lat: 48.8566, lng: 2.3522 }),
      cpuProfileDir: settings.cpuProfileDir,
      apiNodeArgs: settings.apiNodeArgs,
    }),
  )
  const context: PhaseContext = {
    settings,
    report,
    stack,
    salt: loaded.tokenSalt,
    log,
    events,
    listWhileWritingTargetMs: 50,
  }
  if (settings.only.has('lists')) await timed('list runs (1, 2, 7)', () => listPhases(context))
  await memoryAndStart(context)
  report.note(
    'PGlite mode: the map, registration throughput, the 16-seat event and the faults are measured on the server only.',
  )
}

/** The runs BENCH_ONLY keeps, in their order; memory and first list always. */
async function runPhases(context: PhaseContext) {
  if (settings.only.has('lists')) await timed('list runs (1, 2, 7)', () => listPhases(context))
  if (settings.only.has('map')) await timed('map runs (3)', () => mapPhases(context))
  if (settings.only.has('registrations'))
    await timed('registration runs (4)', () => registrationPhases(context))
  await memoryAndStart(context)
}

function describeLoad(report: Report, loaded: Awaited<ReturnType<typeof loadDatabase>>) {
  const t = loaded.timings
  report.note(
    `Loaded ${int(settings.events)} events (${int(loaded.listed)} listed: published, public, not ended; ` +
      `${int(loaded.freeFull)} of them free Full events) and ${int(settings.players)} players with tool tokens: ` +
      `migrate ${seconds(t.migrate)}, events ${seconds(t.events)} (one INSERT … SELECT + ANALYZE; ` +
      `events has ${loaded.indexesOnEvents} indexes, ${loaded.foreignKeysOfEvents} foreign keys checked per row, ` +
      `triggers ${loaded.triggersOnEvents.join(', ') || 'none'}), ` +
      `VACUUM ANALYZE ${seconds(t.vacuum)}, players ${seconds(t.players)}`,
  )
}

/** The code under test: the commit, and the files others have changed in the tree since (they run too). */
function codeUnderTest() {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  try {
    const changed = git(
      'status',
      '--porcelain',
      '--',
      'apps/api/src',
      'apps/api/migrations',
      'apps/account/src',
      'packages/domain/src',
      'packages/demo/src',
      'packages/server/src',
    )
    const count = changed ? changed.split('\n').length : 0
    return `commit ${git('rev-parse', '--short', 'HEAD')}${count ? ` + ${count} uncommitted server-side files` : ''}`
  } catch {
    return 'commit unknown'
  }
}

async function main(settings: Settings) {
  console.log(
    `Questboard production benchmark, ${new Date().toISOString()}: ${settings.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL server'}, ` +
      `${int(settings.events)} events, ${settings.seconds} s per run, faults ${settings.faults.join(' + ') || 'off'}; ` +
      `${os.cpus().length} CPUs, node ${process.version}, load average ${loadAverage()}; ${codeUnderTest()}`,
  )
  const report = new Report()
  try {
    if (settings.driver === 'pglite') await pgliteRun(report)
    else await serverRun(report)
  } catch (error) {
    console.log(`\nThe run failed; what was measured before:\n\n${report.render()}\n`)
    throw error
  } finally {
    log('stopping the processes …')
    await cleanup()
  }
  const sharing = sharingLine()
  if (sharing) report.headline(sharing)
  report.note(`Load average at the end: ${loadAverage()}.`)
  report.note(
    `Phases: ${timings.map(([name, value]) => `${name} ${seconds(value)}`).join(', ')}; total ${seconds((performance.now() - began) / 1000)}.`,
  )
  console.log(`\n${report.render()}\n`)
}

await main(settings)
process.exit(0)

/**
 * Issue 14's live target: 500 players watching the live view of one event, across two instances, get each new
 * round within 2 s of its pairing (decision 033). `npm run bench:live -w apps/api` (TEST_DATABASE_URL names the
 * PostgreSQL server) creates a database, an organizer and an event with BENCH_WATCHERS (500) players checked in,
 * starts two compiled API instances (NODE_ENV=production, as services do) on it, and a watcher process opening
 * one live stream per player split over both instances. It then pairs BENCH_ROUNDS (3) rounds through the API,
 * alternating instances (the results in between written to the database directly), and reports for each round
 * how long after the pairing's answer every watcher had the `change` message, and had the round on the phone:
 * the message itself when it carries the round (decision 033), else once `GET /api/events/{id}/rounds/{n}/`
 * answered (fetched at once, and the standings within 3 s when the message lacks them, as the web app does).
 * Everything it started is stopped and its database dropped at the end (or on Ctrl-C). Figures go to
 * docs/performance.md by hand.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildServices } from '../../../../scripts/build-services.mjs'
import { openDatabase } from '../../src/db/database.ts'
import { seedReferenceData } from '../../src/db/seed-reference-data.ts'
import { createEvent } from '../../src/testing/factories.ts'
import { createPlayer } from '../../src/testing/registration-fixtures.ts'
import { createServerDatabase } from '../production/database.ts'
import {
  cpuSeconds,
  freePort,
  launch,
  onInterrupt,
  postgresCpuSeconds,
  type Service,
  stopAll,
  track,
  waitUntilOk,
} from '../production/processes.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL
if (!adminUrl) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).',
  )
  process.exit(1)
}
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 500)
/** BENCH_FETCH=0: the watchers fetch nothing a message lacks, and the messages' delivery is measured alone. */
const FETCH = process.env.BENCH_FETCH !== '0'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const TARGET_MS = 2000
/** How long a round's messages and fetches may take before the bench counts the missing ones as missed. */
const COLLECT_MS = 15_000

const epochNow = () => performance.timeOrigin + performance.now()
const began = performance.now()
const log = (line: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s] ${line}`)

const cleanups: (() => Promise<unknown>)[] = []
let cleaning: Promise<void> | undefined
function cleanup() {
  cleaning ??= (async () => {
    await stopAll()
    for (const step of cleanups.splice(0).reverse())
      await step().catch((error: unknown) => console.error(error))
  })()
  return cleaning
}
onInterrupt(cleanup)

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0)
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const ms = (value: number) => `${Math.round(value)} ms`
  return `p50 ${ms(percentile(sorted, 0.5))}, p97.5 ${ms(percentile(sorted, 0.975))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`
}

interface Arrival {
  watcher: number
  instance: number
  messageAt: number
  roundAt?: number
  carried: { round: boolean; standings: boolean }
  bytes: number
  failed?: string
}

async function prepare(url: string) {
  const opened = await openDatabase({ driver: 'postgres', url })
  await opened.migrate()
  await seedReferenceData(opened.db)
  const organizer = await createPlayer(opened.db, { nickname: 'Bench store' }, ['user', 'organizer'])
  const event = await createEvent(opened.db, organizer.user.id, {
    maxPlayers: WATCHERS,
    additionalInfo: {
      event_description: 'The live benchmark',
      language: 'en',
      stages: [{ format: 'SW', players_min: 2, players_max: WATCHERS, order_index: 0 }],
    },
  })
  await opened.db.execute(sql`INSERT INTO check_ins (event_id, guest_name)
    SELECT ${event.id}, 'Player ' || g FROM generate_series(1, ${WATCHERS}) AS g`)
  return { opened, organizer, event }
}

async function startInstances(databaseUrl: string, dataDir: string): Promise<Service[]> {
  buildServices()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_USERS: '0',
    API_CLIENT_SECRET: randomBytes(24).toString('hex'),
    MAIL_LINK_SECRET: randomBytes(24).toString('hex'),
    // No account service: the organizer's roles are kept fresh by the bench (see keepRolesFresh).
    ACCOUNT_URL: `http://127.0.0.1:${await freePort()}`,
    LOG_LEVEL: 'warn',
    E2E_HOOKS: '',
    TEST_DATABASE_URL: '',
  }
  const instances: Service[] = []
  for (let index = 0; index < 2; index++) {
    const port = await freePort()
    const api = launch(`API ${index + 1}`, 'apps/api/dist/server.js', { ...env, PORT: String(port) }, port)
    await waitUntilOk(api, `${api.url}/healthz`)
    instances.push(api)
  }
  return instances
}

function startWatchers(bases: string[], eventId: number): Promise<{ child: ChildProcess; refused: number }> {
  const child = track(
    fork(path.join(import.meta.dirname, 'watchers.ts'), {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        BENCH_BASES: bases.join(','),
        BENCH_EVENT: String(eventId),
        BENCH_WATCHERS: String(WATCHERS),
      },
    }),
  )
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the watchers exited (${code})`)))
    child.on('message', (message: { type: string; connected: number; refused: number }) => {
      if (message.type === 'ready') resolve({ child, refused: message.refused })
    })
  })
}

function report(child: ChildProcess, round: number): Promise<Arrival[]> {
  return new Promise((resolve) => {
    const listener = (message: { type: string; round: number; arrivals: Arrival[] }) => {
      if (message.type !== 'report' || message.round !== round) return
      child.off('message', listener)
      resolve(message.arrivals)
    }
    child.on('message', listener)
    child.send({ type: 'report', round })
  })
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'questboard-livebench-'))
cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
const database = await createServerDatabase(adminUrl)
cleanups.push(() => database.drop())
log(`database ${database.name}; ${WATCHERS} players checked in`)
const { opened, organizer, event } = await prepare(database.url)
cleanups.push(() => opened.close())
const instances = await startInstances(database.url, dataDir)
log(`two API instances: ${instances.map((api) => api.url).join(', ')}`)
const { child, refused } = await startWatchers(
  instances.map((api) => api.url),
  event.id,
)
log(`${WATCHERS - refused} live streams open (${refused} refused), ${Math.ceil(WATCHERS / 2)} per instance`)

/** The bench runs no account service: the organizer's roles stay confirmed as the feed would keep them. */
const keepRolesFresh = () =>
  opened.db.execute(sql`UPDATE tool_tokens SET roles_checked_at = now() WHERE user_id = ${organizer.user.id}`)

const messages: number[] = []
const rounds: number[] = []
let missed = 0
for (let round = 1; round <= ROUNDS; round++) {
  await keepRolesFresh()
  if (round > 1)
    await opened.db.execute(sql`UPDATE matches SET player1_wins = 2, player2_wins = 0, draws = 0,
      status = 'confirmed', confirmed_at = now() WHERE event_id = ${event.id} AND status <> 'confirmed'`)
  const via = instances[round % 2] as Service
  const cpuBefore = [
    ...instances.map((api) => cpuSeconds(api.pid)),
    cpuSeconds(child.pid ?? 0),
    postgresCpuSeconds(),
  ]
  const sentAt = epochNow()
  const response = await fetch(`${via.url}/api/events/${event.id}/rounds/`, {
    method: 'POST',
    headers: { ...organizer.headers },
  })
  const answeredAt = epochNow()
  if (response.status !== 201) throw new Error(`round ${round}: ${response.status} ${await response.text()}`)
  await response.arrayBuffer()
  const deadline = performance.now() + COLLECT_MS
  let arrivals: Arrival[] = []
  do {
    await new Promise((resolve) => setTimeout(resolve, 500))
    arrivals = await report(child, round)
  } while (
    performance.now() < deadline &&
    (arrivals.length < WATCHERS - refused ||
      (FETCH && arrivals.some((a) => a.roundAt === undefined && !a.failed)))
  )
  const cpu = [
    ...instances.map((api) => cpuSeconds(api.pid)),
    cpuSeconds(child.pid ?? 0),
    postgresCpuSeconds(),
  ].map((after, index) => (after ?? 0) - (cpuBefore[index] ?? 0))
  const message = arrivals.map((arrival) => arrival.messageAt - answeredAt)
  const onPhone = arrivals.flatMap((arrival) => (arrival.roundAt ? [arrival.roundAt - answeredAt] : []))
  const carriedRound = arrivals.filter((arrival) => arrival.carried.round).length
  const carriedStandings = arrivals.filter((arrival) => arrival.carried.standings).length
  const kilobytes = Math.round(Math.max(0, ...arrivals.map((arrival) => arrival.bytes)) / 1024)
  const roundMissed = WATCHERS - refused - arrivals.length
  missed += roundMissed
  messages.push(...message)
  rounds.push(...onPhone)
  const failures = arrivals.flatMap((arrival) => (arrival.failed ? [arrival.failed] : []))
  const failed = failures.length
  const reasons = [...new Set(failures)].map(
    (reason) => `${reason} ×${failures.filter((f) => f === reason).length}`,
  )
  log(
    `round ${round} paired through ${via.name} in ${Math.round(answeredAt - sentAt)} ms; ` +
      `message: ${summary(message)} (${arrivals.length} watchers, ${roundMissed} missed; ${kilobytes} KB, ` +
      `carrying the round ${carriedRound}×, the standings ${carriedStandings}×); ` +
      `round on the phone: ${summary(onPhone)}${failed ? ` (${failed} failed: ${reasons.join(', ')})` : ''}; ` +
      `CPU s: API 1 ${cpu[0]?.toFixed(2)}, API 2 ${cpu[1]?.toFixed(2)}, watchers ${cpu[2]?.toFixed(2)}, PostgreSQL ${cpu[3]?.toFixed(2)}; ` +
      `load average ${os.loadavg()[0]?.toFixed(1)}`,
  )
}

const worst = percentile(
  [...rounds].sort((a, b) => a - b),
  0.975,
)
console.log(
  `\n${WATCHERS} watchers over 2 instances, ${ROUNDS} rounds: the change message ${summary(messages)}; ` +
    `the round on the phone ${summary(rounds)} (${rounds.length} of ${messages.length}); ` +
    `${missed} missed. Target: each watcher has the round within ${TARGET_MS} ms ` +
    `of the pairing (p97.5) — ${worst <= TARGET_MS && missed === 0 && rounds.length === messages.length ? 'met' : 'NOT met'}. Load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}.`,
)
child.send({ type: 'stop' })
await cleanup()
process.exit(0)

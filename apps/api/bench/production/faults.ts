/**
 * Issue 11's fault runs: while lists and registrations flow to both instances, PostgreSQL is restarted
 * (`pg_ctlcluster … restart -m fast`, the machine's shared server) or every connection to the bench database is
 * killed (`pg_terminate_backend`). Then: which processes exited, whether every acknowledged registration is a
 * row, which answers were neither 2xx nor a 503 with Retry-After, which took over 10 s, and how long after the
 * database was back each instance answered lists again.
 */
import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { promisify } from 'node:util'
import pg from 'pg'
import type { Database } from '../../src/db/database.ts'
import { missingRegistrations, type OpenEvent } from './database.ts'
import type { DriverResult } from './http-driver.ts'
import { startLoad } from './load.ts'
import type { Service } from './processes.ts'
import { distanceListPath } from './requests.ts'

export type FaultVariant = 'restart' | 'terminate'

export interface FaultResult {
  variant: FaultVariant
  /** The processes that exited during the run. */
  exits: string[]
  lists: DriverResult
  registrations: DriverResult
  lost: number
  /** From the fault to the database answering again (0 for terminate: it never went away). */
  downSeconds: number
  /** Per instance: seconds from the database's return to answering lists again; null: not within 60 s. */
  backSeconds: (number | null)[]
  accountAnswers: boolean
}

const LIST_RATE = 100
const REGISTRATION_RATE = 60
const BEFORE_SECONDS = 5
const AFTER_SECONDS = 30

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  client.on('error', () => {})
  try {
    await client.connect()
    return await client.query(text, values)
  } finally {
    await client.end().catch(() => {})
  }
}

async function untilDatabaseAnswers(url: string) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      await query(url, 'SELECT 1')
      return Date.now()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw new Error('the database did not come back within 120 s')
}

/** When each target served lists again after `since`: the first 2xx sent after its last failure. */
function servingAgain(timeline: number[], targets: number, since: number, faultAt: number) {
  const back: (number | null)[] = []
  for (let target = 0; target < targets; target++) {
    let lastFailureSent = -1
    for (let i = 0; i < timeline.length; i += 4) {
      if (timeline[i] === target && timeline[i + 3] === 0 && (timeline[i + 1] ?? 0) >= faultAt - 1_000) {
        lastFailureSent = Math.max(lastFailureSent, timeline[i + 1] ?? 0)
      }
    }
    if (lastFailureSent < 0) {
      back.push(0)
      continue
    }
    let firstOk: number | null = null
    for (let i = 0; i < timeline.length; i += 4) {
      if (timeline[i] === target && timeline[i + 3] === 1 && (timeline[i + 1] ?? 0) > lastFailureSent) {
        firstOk = Math.min(firstOk ?? Number.POSITIVE_INFINITY, timeline[i + 2] ?? 0)
      }
    }
    back.push(firstOk === null ? null : Math.max(0, (firstOk - since) / 1000))
  }
  return back
}

/** After the load: how long until an instance that had not answered again does (at most 60 s more). */
async function pollUntilServing(api: Service, since: number, seed: number) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && !api.exit) {
    try {
      const response = await fetch(`${api.url}${distanceListPath({ lat: 48.85, lng: 2.35 + seed })}`, {
        signal: AbortSignal.timeout(5_000),
      })
      await response.arrayBuffer()
      if (response.ok) return (Date.now() - since) / 1000
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

export async function runFault(
  variant: FaultVariant,
  context: {
    db: Database
    adminUrl: string
    databaseUrl: string
    databaseName: string
    apis: Service[]
    account: Service
    events: OpenEvent[]
    players: number
    salt: string
    seed: number
  },
): Promise<FaultResult> {
  const { apis, account } = context
  const targets = apis.map((api) => api.url)
  const seconds = BEFORE_SECONDS + AFTER_SECONDS
  const lists = startLoad<DriverResult>({
    kind: 'probe-lists',
    targets,
    seconds,
    rate: LIST_RATE,
    seed: context.seed,
  })
  const registrations = startLoad<DriverResult>({
    kind: 'register',
    targets,
    seconds,
    rate: REGISTRATION_RATE,
    events: context.events,
    players: context.players,
    salt: context.salt,
    seed: context.seed,
  })
  await new Promise((resolve) => setTimeout(resolve, BEFORE_SECONDS * 1000))
  const faultAt = Date.now()
  const startedAt = performance.now()
  if (variant === 'restart') {
    const version = readdirSync('/etc/postgresql')[0]
    if (!version) throw new Error('no cluster in /etc/postgresql')
    await promisify(execFile)('pg_ctlcluster', [
      '--skip-systemctl-redirect',
      version,
      'main',
      'restart',
      '-m',
      'fast',
    ])
  } else {
    await query(
      context.adminUrl,
      'SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [context.databaseName],
    )
  }
  const backAt = variant === 'restart' ? await untilDatabaseAnswers(context.databaseUrl) : Date.now()
  const [listResult, registrationResult] = await Promise.all([lists.result, registrations.result])
  const exits = [...apis, account].filter((service) => service.exit && service.exit.at >= startedAt)
  const backSeconds = servingAgain(listResult.timeline, apis.length, backAt, faultAt)
  for (const [index, api] of apis.entries()) {
    if (backSeconds[index] === null) backSeconds[index] = await pollUntilServing(api, backAt, index)
  }
  const accountAnswers = await fetch(`${account.url}/healthz`, { signal: AbortSignal.timeout(5_000) })
    .then((response) => response.ok)
    .catch(() => false)
  listResult.timeline = []
  return {
    variant,
    exits: exits.map((service) => `${service.name} (${service.exit?.code ?? service.exit?.signal})`),
    lists: listResult,
    registrations: registrationResult,
    lost: await missingRegistrations(context.db, registrationResult.acknowledged),
    downSeconds: (backAt - faultAt) / 1000,
    backSeconds,
    accountAnswers,
  }
}

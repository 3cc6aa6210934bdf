/**
 * The measured runs, each with its figures and targets added to the report: the bare route, the list read-only
 * and while registrations flow, the map, memory and first list (registrations: registration-runs.ts).
 */
import type { Database } from '../../src/db/database.ts'
import { cpuLine, startCpu } from './cpu.ts'
import type { OpenEvent } from './database.ts'
import { sampleWaitEvents, type WaitSummary } from './database-activity.ts'
import type { DriverResult } from './http-driver.ts'
import { type LoadOrder, type ReadResult, runLoad, startLoad } from './load.ts'
import { heapMb, residentMb } from './processes.ts'
import { driverFigure, int, type Report, readFigure } from './report.ts'
import type { ReadKind } from './requests.ts'
import type { Stack } from './services.ts'
import { LIST_CONNECTIONS, MAP_CONNECTIONS, MAP_ZOOMS, type Settings, WARM_UP_SECONDS } from './settings.ts'

export interface PhaseContext {
  settings: Settings
  report: Report
  stack: Stack
  /** Where the runs go: the bench database (wait events, seats), when the bench can reach it meanwhile. */
  db?: Database
  databaseName?: string
  salt: string
  log: (line: string) => void
  /** Disjoint sets of open events, so no registration is ever asked twice across runs. */
  events: { flow: OpenEvent[]; throughput: OpenEvent[]; faults: OpenEvent[] }
  seatEventId?: number
  /** The list's p97.5 target read-only (20 ms on the server; PGlite has none) and the bare route share's. */
  listReadOnlyTargetMs?: number
  /** The list p97.5 target while registrations flow (30 ms on the server, 50 ms on PGlite). */
  listWhileWritingTargetMs: number
}

/** A latency target is met only by a run that was answered at all. */
const within = (result: { p97_5: number; requests?: number; completed?: number }, limitMs: number) =>
  (result.requests ?? result.completed ?? 0) > 0 && result.p97_5 <= limitMs

export const waitsLine = (label: string, waits: WaitSummary) =>
  `PostgreSQL during ${label}: what the bench database's backends in a statement or a transaction wait on ` +
  `(${waits.samples} samples, ${waits.activeAverage.toFixed(1)} such backends on average; per sample): ` +
  waits.top.map(({ wait, perSample }) => `${wait} ${perSample.toFixed(2)}`).join(', ')

/** A read load over every API instance, with the CPU it cost (and optionally registrations beside it). */
async function measured(
  context: PhaseContext,
  label: string,
  read: Omit<Extract<LoadOrder, { kind: 'read' }>, 'kind' | 'targets' | 'seconds'>,
  options: { targets?: string[]; registrations?: number } = {},
) {
  const { stack, settings } = context
  const services = [...stack.apis, stack.account, stack.bare]
  const endCpu = startCpu(label, services)
  const endWaits =
    options.registrations && context.db && context.databaseName
      ? sampleWaitEvents(context.db, context.databaseName)
      : undefined
  const writes = options.registrations
    ? startLoad<DriverResult>({
        kind: 'register',
        targets: stack.apis.map((api) => api.url),
        seconds: settings.seconds,
        rate: options.registrations,
        events: context.events.flow.splice(0, Math.ceil(context.events.flow.length / 4)),
        players: settings.players,
        salt: context.salt,
        seed: 101,
      })
    : undefined
  const result = await runLoad<ReadResult>({
    kind: 'read',
    targets: options.targets ?? stack.apis.map((api) => api.url),
    seconds: settings.seconds,
    ...read,
  })
  const registrations = await writes?.result
  const cpu = endCpu((result.loadCpuSeconds ?? 0) + (registrations?.loadCpuSeconds ?? 0))
  const serving = options.targets ? [stack.bare.name] : stack.apis.map((api) => api.name)
  context.report.note(cpuLine(cpu, { count: result.requests, services: serving, unit: 'request' }))
  const waits = await endWaits?.()
  if (waits) context.report.note(waitsLine(label, waits))
  return { result, registrations }
}

export async function listPhases(context: PhaseContext) {
  const { report, stack, settings, log } = context
  const targets = stack.apis.map((api) => api.url)
  log('warming up (lists on every instance) …')
  for (const read of ['list-distance', 'list-date'] as ReadKind[]) {
    await runLoad({
      kind: 'read',
      read,
      targets,
      connections: LIST_CONNECTIONS,
      seconds: WARM_UP_SECONDS,
      seed: 1,
    })
  }
  log('bare Fastify route …')
  const bare = await measured(
    context,
    'the bare route',
    { read: 'bare', connections: LIST_CONNECTIONS, seed: 2 },
    { targets: [stack.bare.url] },
  )
  log('the list, read-only …')
  const distance = await measured(context, 'the list by distance', {
    read: 'list-distance',
    connections: LIST_CONNECTIONS,
    seed: 3,
  })
  const date = await measured(context, 'the list by date', {
    read: 'list-date',
    connections: LIST_CONNECTIONS,
    seed: 4,
  })
  log('the list while registrations flow …')
  const rate = settings.registrationRate
  const distanceWriting = await measured(
    context,
    'the list by distance while registrations flow',
    { read: 'list-distance', connections: LIST_CONNECTIONS, seed: 5 },
    { registrations: rate },
  )
  const dateWriting = await measured(
    context,
    'the list by date while registrations flow',
    { read: 'list-date', connections: LIST_CONNECTIONS, seed: 6 },
    { registrations: rate },
  )

  const instances = `${stack.apis.length} instance${stack.apis.length > 1 ? 's' : ''}`
  report.section(
    `1. The list read-only, ${LIST_CONNECTIONS} connections over ${instances}, ${settings.seconds} s each`,
  )
  // Issue 11's read-only and share targets are the server's; PGlite's is the list while registrations flow.
  const readOnly = context.listReadOnlyTargetMs
  for (const [label, run] of [
    ['by distance + `is_free` + `event_type=Full`', distance],
    ['by date + `event_type=Full` + `game`', date],
  ] as const) {
    report.add(
      label,
      readFigure(run.result),
      readOnly === undefined ? undefined : `p97.5 ≤ ${readOnly} ms`,
      readOnly === undefined ? undefined : within(run.result, readOnly),
    )
  }
  report.section(`2. The same while registrations flow (paced at ${rate}/s, a separate process)`)
  const target = context.listWhileWritingTargetMs
  for (const [label, run] of [
    ['by distance', distanceWriting],
    ['by date', dateWriting],
  ] as const) {
    const writes = run.registrations as DriverResult
    report.add(
      `${label}, while registrations flow`,
      readFigure(run.result),
      `p97.5 ≤ ${target} ms`,
      within(run.result, target),
    )
    report.add(
      `… the registrations meanwhile`,
      driverFigure(writes, 'registrations'),
      '≥ 50/s',
      writes.perSecond >= 50,
    )
  }
  report.section(`7. The yardstick: a bare Fastify route in its own process, ${LIST_CONNECTIONS} connections`)
  report.add('bare route', readFigure(bare.result))
  const share = (distance.result.perSecond / Math.max(1, bare.result.perSecond)) * 100
  report.add(
    "the list's share of it (by distance, read-only)",
    `${share.toFixed(1)} %`,
    readOnly === undefined ? undefined : '≥ 10 %',
    readOnly === undefined ? undefined : share >= 10,
  )
}

export async function mapPhases(context: PhaseContext) {
  const { report, settings, log } = context
  report.section(
    `3. The map, \`event_locations/?bbox&zoom\`, ${MAP_CONNECTIONS} connections, 1280×800 views where events are`,
  )
  for (const zoom of MAP_ZOOMS) {
    log(`the map at zoom ${zoom} …`)
    const { result } = await measured(context, `the map at zoom ${zoom}`, {
      read: 'map',
      zoom,
      connections: MAP_CONNECTIONS,
      seed: 20 + zoom,
    })
    report.add(`zoom ${zoom}`, readFigure(result), 'p97.5 ≤ 50 ms', within(result, 50))
    report.add(
      `… largest answer; what it answers`,
      `${int(result.maxBodyBytes)} bytes; ${result.shapes.slice(0, 3).join(' · ') || 'no 2xx answer'}`,
      '≤ 100 KB',
      result.requests > 0 && result.maxBodyBytes <= 100_000,
    )
  }
  report.note(
    `${settings.seconds} s per zoom; the answer's shape as first seen (the old shape is an array of points).`,
  )
}

export async function memoryAndStart(context: PhaseContext) {
  const { report, stack } = context
  report.section(
    '5. Each instance: memory after the load, first list after a fresh start on the loaded database',
  )
  for (const [index, api] of stack.apis.entries()) {
    const rss = residentMb(api.pid)
    report.add(
      `${api.name}: VmRSS after the load`,
      rss === undefined ? 'exited' : `${int(rss)} MB`,
      '≤ 600 MB',
      rss !== undefined && rss <= 600,
    )
    const heap = await heapMb(api)
    if (heap)
      report.note(
        `${api.name}: V8 heap used ${int(heap.used)} MB of ${int(heap.total)} MB, external ${int(heap.external)} MB`,
      )
    const first = stack.firstLists[index]
    if (!first) continue
    report.add(
      `${api.name}: first list after /healthz answered`,
      `${int(first.firstListMs)} ms (that request alone: ${int(first.firstListLatencyMs)} ms` +
        `${first.refusals ? `, after ${first.refusals} refusals` : ''}); /healthz ${first.healthySeconds.toFixed(1)} s after spawn`,
      '≤ 1 s',
      first.firstListMs <= 1000,
    )
  }
  report.add(
    'instances idle (whatever they load at start, loaded) after the last first list',
    stack.settledSeconds === undefined ? 'still busy after 180 s' : `${stack.settledSeconds.toFixed(0)} s`,
  )
  const accountRss = residentMb(stack.account.pid)
  if (accountRss !== undefined) report.note(`account service VmRSS after the load: ${int(accountRss)} MB`)
}

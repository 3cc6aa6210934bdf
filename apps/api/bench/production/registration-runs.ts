/**
 * The registration runs: throughput with room for all (with the CPU, the wait events and the rows written),
 * then 500 registrations at once on a 16-seat event across the instances.
 */
import { cpuLine, startCpu } from './cpu.ts'
import { seatEventState } from './database.ts'
import { describeWrites, sampleWaitEvents, writeCounters } from './database-activity.ts'
import type { DriverResult } from './http-driver.ts'
import { runLoad } from './load.ts'
import { type PhaseContext, waitsLine } from './phases.ts'
import { driverFigure, int, statusList } from './report.ts'
import { REGISTRATION_CONCURRENCY, SEAT_EVENT_REGISTRATIONS, SEAT_EVENT_SEATS } from './settings.ts'

export async function registrationPhases(context: PhaseContext) {
  const { report, stack, settings, log, db } = context
  const targets = stack.apis.map((api) => api.url)
  log('registration throughput …')
  const services = [...stack.apis, stack.account]
  const endCpu = startCpu('registration throughput', services)
  const endWaits = db && context.databaseName ? sampleWaitEvents(db, context.databaseName) : undefined
  const writesBefore = db ? await writeCounters(db) : undefined
  const throughput = await runLoad<DriverResult>({
    kind: 'register',
    targets,
    seconds: settings.seconds,
    concurrency: REGISTRATION_CONCURRENCY,
    events: context.events.throughput,
    players: settings.players,
    salt: context.salt,
    seed: 202,
  })
  report.note(
    cpuLine(endCpu(throughput.loadCpuSeconds ?? 0), {
      count: throughput.completed,
      services: stack.apis.map((api) => api.name),
      unit: 'registration',
    }),
  )
  const waits = await endWaits?.()
  if (waits) report.note(waitsLine('registration throughput', waits))
  if (db && writesBefore) {
    // The statistics reach pg_stat_user_tables within a second or so of each transaction.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    report.note(
      `Rows written during registration throughput (${int(throughput.completed)} registrations answered): ` +
        describeWrites(writesBefore, await writeCounters(db)),
    )
  }
  report.section(
    `4. Registrations, ${REGISTRATION_CONCURRENCY} concurrent over ${targets.length} instance(s), room for all`,
  )
  report.add('throughput', driverFigure(throughput, 'registrations'), '≥ 500/s', throughput.perSecond >= 500)

  if (context.seatEventId === undefined || !db) return
  log(`${SEAT_EVENT_REGISTRATIONS} registrations at once on a ${SEAT_EVENT_SEATS}-seat event …`)
  const seats = await runLoad<DriverResult>({
    kind: 'seats',
    targets,
    eventId: context.seatEventId,
    players: Array.from({ length: SEAT_EVENT_REGISTRATIONS }, (_, i) => i + 1),
    salt: context.salt,
  })
  const state = await seatEventState(db, context.seatEventId)
  const exact = state.rows === SEAT_EVENT_SEATS && state.taken === SEAT_EVENT_SEATS
  report.add(
    `${SEAT_EVENT_REGISTRATIONS} at once on a ${SEAT_EVENT_SEATS}-seat event`,
    `${state.rows} registrations, taken_seats ${state.taken}; answers: ${statusList(seats.statuses)}; ` +
      `all answered in ${int(seats.max)} ms`,
    `exactly ${SEAT_EVENT_SEATS}`,
    exact,
  )
}

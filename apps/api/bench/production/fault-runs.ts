/**
 * Section 6: each fault of BENCH_FAULTS (a PostgreSQL restart, every connection killed) while lists and
 * registrations flow to both instances, and what it cost: processes that exited, acknowledged registrations
 * lost, answers other than 2xx or 503 with Retry-After, and how soon each instance served lists again.
 */
import { runFault } from './faults.ts'
import type { PhaseContext } from './phases.ts'
import { driverFigure, int, seconds } from './report.ts'

/** The bench's phase timer (main.ts): runs `work`, and records how long it took under `name`. */
type Timed = <T>(name: string, work: () => Promise<T>) => Promise<T>

export async function faultPhases(
  context: PhaseContext,
  server: { adminUrl: string; databaseUrl: string },
  timed: Timed,
) {
  const { report, stack, log, db, databaseName } = context
  if (!db || !databaseName) throw new Error('The faults are run on the PostgreSQL server only')
  report.section('6. Faults while lists (100/s) and registrations (60/s) flow to both instances')
  if (context.settings.faults.length === 0) {
    report.add('PostgreSQL restart, connections killed', 'skipped (BENCH_FAULTS=0)')
    return
  }
  const faultEvents = context.events.faults
  for (const variant of context.settings.faults) {
    // An instance that exited in the previous variant is started again, as a supervisor would.
    for (const [index, api] of stack.apis.entries()) {
      if (api.exit) {
        log(`${api.name} exited: starting it again`)
        await stack.restartApi(index)
      }
    }
    log(
      variant === 'restart' ? 'restarting PostgreSQL under load …' : 'killing every connection under load …',
    )
    const fault = await timed(`fault: ${variant}`, () =>
      runFault(variant, {
        db,
        adminUrl: server.adminUrl,
        databaseUrl: server.databaseUrl,
        databaseName: databaseName,
        apis: stack.apis,
        account: stack.account,
        events: faultEvents.splice(0, Math.ceil(faultEvents.length / 2)),
        players: context.settings.players,
        salt: context.salt,
        seed: variant === 'restart' ? 301 : 302,
      }),
    )
    const name =
      variant === 'restart'
        ? `\`pg_ctlcluster … restart -m fast\` (down ${seconds(fault.downSeconds)})`
        : '`pg_terminate_backend` of every connection to the bench database'
    report.add(
      `${name}: processes that exited`,
      fault.exits.join(', ') || 'none',
      '0',
      fault.exits.length === 0,
    )
    report.add(
      '… acknowledged registrations lost',
      `${int(fault.lost)} of ${int(fault.registrations.acknowledged.length)}`,
      '0',
      fault.lost === 0,
    )
    for (const [label, result] of [
      ['lists', fault.lists],
      ['registrations', fault.registrations],
    ] as const) {
      const bad = result.unexpected + result.unavailableWithoutRetryAfter
      report.add(
        `… ${label}: answers other than 2xx / 503 with Retry-After; over 10 s`,
        `${int(result.unexpected)} other, ${int(result.unavailableWithoutRetryAfter)} 503 without Retry-After; ` +
          `${int(result.slow)} over 10 s (max ${int(result.max)} ms) — ${driverFigure(result)}`,
        '0; 0',
        bad === 0 && result.slow === 0,
      )
    }
    const back = fault.backSeconds
    report.add(
      '… each instance serving lists again, after the database is back',
      back
        .map((value, i) => `API ${i + 1}: ${value === null ? 'not within 60 s' : seconds(value)}`)
        .join(', ') +
        (fault.accountAnswers ? '; account service answers' : '; account service does NOT answer'),
      '≤ 5 s',
      back.every((value) => value !== null && value <= 5),
    )
  }
  report.note(
    'Faults: the restart is of the machine-wide PostgreSQL server; "other" answers include connection errors ' +
      '(refused or reset) and 5xx other than 503.',
  )
}

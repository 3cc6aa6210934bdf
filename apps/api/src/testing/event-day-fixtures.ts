import type { EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import type { TestApp } from './build-test-app.ts'
import { createEvent, register } from './factories.ts'
import { createPlayer } from './registration-fixtures.ts'

type Headers = Record<string, string>

/** An organizer's published event under way, with `players` registered players (each with their headers). */
export async function eventDayFixture(
  app: TestApp,
  { players = 8, stages = [] as Record<string, unknown>[] } = {},
) {
  const organizer = await createPlayer(app.db, { nickname: 'The Store' }, ['user', 'organizer'])
  const event = await createEvent(app.db, organizer.user.id, {
    maxPlayers: Math.max(16, players),
    additionalInfo: { event_description: 'Event day', language: 'fr', stages },
  })
  const registered = []
  for (let i = 0; i < players; i++) registered.push(await createPlayer(app.db))
  if (players > 0)
    await register(
      app.db,
      event.id,
      registered.map((player) => player.user.id),
    )
  return { organizer, event, players: registered }
}

/** Sends a request and returns status and parsed body (null for an answer without one, a 204). */
export async function call<T = unknown>(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { headers = {}, payload }: { headers?: Headers; payload?: unknown } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  return { status: response.statusCode, body: (response.body === '' ? null : response.json()) as T }
}

/** Enters every table's result as the organizer: the higher table player wins 2–1 (or as `result` says). */
export async function enterResults(
  app: TestApp,
  eventId: number,
  round: EventDayRound,
  headers: Headers,
  result = (_table: number) => ({ player1_wins: 2, player2_wins: 1, draws: 0 }),
) {
  for (const table of round.tables) {
    if (table.player2 === null) continue
    const { status, body } = await call(app, 'PUT', `/api/events/${eventId}/matches/${table.match_id}/`, {
      headers,
      payload: result(table.table),
    })
    if (status !== 200) throw new Error(`result refused: ${status} ${JSON.stringify(body)}`)
  }
}

export const SWISS_THEN_TOP_8 = [
  { format: 'SW', players_min: 8, players_max: 64, order_index: 0 },
  { format: 'SE', players_min: 8, players_max: 8, order_index: 1 },
]

/**
 * Issue 14's target, through the API: `players` registered players checked in by their codes, a Swiss of the
 * suggested rounds, then a top-8 single elimination, every result entered by the organizer. Answers the rounds,
 * how long each pairing request took (ms, as the client saw it) and the CPU time the process spent on it (ms: on a
 * busy machine, the server's own work without the wait for a core).
 */
export async function runSwissWithTop8(app: TestApp, players = 64) {
  const fixture = await eventDayFixture(app, { players, stages: SWISS_THEN_TOP_8 })
  const { event, organizer } = fixture
  const headers = organizer.headers
  for (const player of fixture.players) {
    const { status } = await call(app, 'POST', `/api/events/${event.id}/check_ins/`, {
      headers,
      payload: { user_id: player.user.id },
    })
    if (status !== 201) throw new Error(`check-in refused: ${status}`)
  }
  const rounds: EventDayRound[] = []
  const pairingMs: number[] = []
  const pairingCpuMs: number[] = []
  for (;;) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const { status, body } = await call<EventDayRound>(app, 'POST', `/api/events/${event.id}/rounds/`, {
      headers,
    })
    pairingMs.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    pairingCpuMs.push((used.user + used.system) / 1000)
    if (status === 409) break
    if (status !== 201) throw new Error(`pairing refused: ${status} ${JSON.stringify(body)}`)
    rounds.push(body)
    // Higher table wins in the Swiss; in the cut, the player with the better seed (player 1) wins.
    await enterResults(app, event.id, body, headers)
  }
  pairingMs.pop()
  pairingCpuMs.pop()
  return { fixture, rounds, pairingMs, pairingCpuMs }
}

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

/** Sends a request and returns status and parsed body. */
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
  return { status: response.statusCode, body: response.json<T>() }
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

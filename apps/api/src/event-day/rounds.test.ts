import type {
  EventDayRound,
  EventDayTable,
  Standing,
} from '@questboard/domain/event-day/event-day-api.schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eventDayLog, registrations, rounds } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, enterResults, eventDayFixture } from '../testing/event-day-fixtures.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

type Fixture = Awaited<ReturnType<typeof eventDayFixture>>

/** The fixture with `present` of its players checked in (from the list), the rest absent. */
async function checkedIn(fixture: Fixture, present = fixture.players.length) {
  for (const player of fixture.players.slice(0, present)) {
    const { status } = await call(app, 'POST', `/api/events/${fixture.event.id}/check_ins/`, {
      headers: fixture.organizer.headers,
      payload: { user_id: player.user.id },
    })
    expect(status).toBe(201)
  }
  return fixture
}

const pair = (fixture: Fixture, payload?: unknown, headers = fixture.organizer.headers) =>
  call<EventDayRound>(app, 'POST', `/api/events/${fixture.event.id}/rounds/`, { headers, payload })
const result = (fixture: Fixture, table: EventDayTable, headers: Record<string, string>, games: number[]) =>
  call<EventDayTable>(app, 'PUT', `/api/events/${fixture.event.id}/matches/${table.match_id}/`, {
    headers,
    payload: { player1_wins: games[0], player2_wins: games[1], draws: games[2] ?? 0 },
  })
const headersOf = (fixture: Fixture, userId: number | null | undefined) =>
  fixture.players.find((player) => player.user.id === userId)?.headers ?? {}

describe('POST /api/events/{id}/rounds/', () => {
  test('pairs the checked-in players, records the absent as no-shows, and waits for every result', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 6 }), 5)
    const first = await pair(fixture)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body).toMatchObject({
      number: 1,
      stage: 0,
      format: 'SW',
      planned_rounds: 3,
      complete: false,
    })
    expect(first.body.seed).toMatch(/^[0-9a-f]{32}$/)
    expect(first.body.tables).toHaveLength(3)
    const bye = first.body.tables.at(-1)
    expect(bye).toMatchObject({ table: 3, player2: null, status: 'confirmed' })
    const seated = first.body.tables.flatMap((t) => [t.player1.user_id, t.player2?.user_id].filter(Boolean))
    expect(seated).toHaveLength(5)
    expect(seated).not.toContain(fixture.players[5]?.user.id)

    const noShows = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.eventId, fixture.event.id))
    expect(noShows.filter((row) => row.noShowAt !== null).map((row) => row.userId)).toEqual([
      fixture.players[5]?.user.id,
    ])

    expect(await pair(fixture)).toEqual({
      status: 409,
      body: { detail: 'The current round still has matches without a confirmed result.' },
    })
    await enterResults(app, fixture.event.id, first.body, fixture.organizer.headers)
    const second = await pair(fixture)
    expect(second.body).toMatchObject({ number: 2 })
    // Public: the round, the list, the standings, for anyone.
    const one = await call<EventDayRound>(app, 'GET', `/api/events/${fixture.event.id}/rounds/1/`)
    expect(one.body).toMatchObject({ number: 1, complete: true })
    const list = await call<EventDayRound[]>(app, 'GET', `/api/events/${fixture.event.id}/rounds/`)
    expect(list.body.map((round) => round.number)).toEqual([1, 2])
    expect((await call(app, 'GET', `/api/events/${fixture.event.id}/rounds/3/`)).status).toBe(404)
  })

  test('the organizer may change the number of Swiss rounds; a bad number is a 400 naming the field', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 4 }))
    expect(await pair(fixture, { rounds: 0 })).toMatchObject({
      status: 400,
      body: { rounds: expect.any(Array) },
    })
    expect((await pair(fixture, { rounds: 5 })).body).toMatchObject({ planned_rounds: 5 })
  })

  test('only the organizer or an admin pairs; a player may not', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 2 }))
    expect((await pair(fixture, undefined, fixture.players[0]?.headers)).status).toBe(403)
    const stranger = await createPlayer(app.db, {}, ['user', 'organizer'])
    expect((await pair(fixture, undefined, stranger.headers)).status).toBe(403)
  })

  test('two pairings at once make one round: the second finds it waiting for its results', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 4 }))
    const answers = await Promise.all([pair(fixture), pair(fixture)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await app.db.select().from(rounds).where(eq(rounds.eventId, fixture.event.id))).toHaveLength(1)
  })

  test('Idempotency-Key: a retried pairing pairs once', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 4 }))
    const headers = { ...fixture.organizer.headers, 'idempotency-key': 'round-1' }
    const first = await pair(fixture, undefined, headers)
    const retry = await pair(fixture, undefined, headers)
    expect(retry).toEqual(first)
    expect(await app.db.select().from(rounds).where(eq(rounds.eventId, fixture.event.id))).toHaveLength(1)
  })
})

describe('PUT /api/events/{id}/matches/{match_id}/', () => {
  test('a player reports, the opponent confirms; a different report is a dispute the organizer settles', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 4 }))
    const round = (await pair(fixture)).body
    const [a, b] = round.tables
    if (!a?.player2 || !b?.player2) throw new Error('two tables expected')
    const a1 = headersOf(fixture, a.player1.user_id)
    const a2 = headersOf(fixture, a.player2.user_id)

    expect((await result(fixture, a, a1, [2, 0])).body).toMatchObject({
      status: 'reported',
      player1_wins: 2,
      reported_by: a.player1.id,
    })
    expect((await result(fixture, a, a2, [2, 0])).body).toMatchObject({ status: 'confirmed' })
    expect((await result(fixture, a, a1, [0, 2])).status).toBe(409)

    const b1 = headersOf(fixture, b.player1.user_id)
    const b2 = headersOf(fixture, b.player2.user_id)
    await result(fixture, b, b1, [2, 1])
    expect((await result(fixture, b, b2, [1, 2])).body).toMatchObject({ status: 'disputed' })
    expect((await result(fixture, b, b1, [2, 1])).status).toBe(409)
    // A player of another table may not touch it.
    expect((await result(fixture, b, a1, [2, 1])).status).toBe(403)
    expect((await result(fixture, b, fixture.organizer.headers, [1, 2, 1])).body).toMatchObject({
      status: 'confirmed',
      player2_wins: 2,
      draws: 1,
      reported_by: null,
    })
    expect((await result(fixture, b, fixture.organizer.headers, [3, 0])).status).toBe(200)
    expect(await result(fixture, b, fixture.organizer.headers, [-1, 0])).toMatchObject({
      status: 400,
      body: { player1_wins: expect.any(Array) },
    })

    // Once the next round is paired, this one's results stay as they are.
    await pair(fixture)
    expect((await result(fixture, a, fixture.organizer.headers, [0, 2])).status).toBe(409)
  })

  test('an elimination match needs a winner', async () => {
    const fixture = await checkedIn(
      await eventDayFixture(app, {
        players: 2,
        stages: [{ format: 'SE', players_min: 2, players_max: 8, order_index: 0 }],
      }),
    )
    const round = (await pair(fixture)).body
    const [final] = round.tables
    if (!final) throw new Error('a final expected')
    expect(await result(fixture, final, fixture.organizer.headers, [1, 1, 1])).toEqual({
      status: 400,
      body: { non_field_errors: ['An elimination match needs a winner'] },
    })
  })
})

describe('POST /api/events/{id}/rounds/{n}/re_pair/', () => {
  test('pairs the current round again before any result, logged with who did it; not after a result', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 4 }), 3)
    const round = (await pair(fixture)).body
    // A late arrival, then the round paired again with them.
    await call(app, 'POST', `/api/events/${fixture.event.id}/check_ins/`, {
      headers: fixture.organizer.headers,
      payload: { user_id: fixture.players[3]?.user.id },
    })
    const url = `/api/events/${fixture.event.id}/rounds/1/re_pair/`
    const again = await call<EventDayRound>(app, 'POST', url, { headers: fixture.organizer.headers })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.seed).not.toBe(round.seed)
    expect(again.body.tables.every((table) => table.player2 !== null)).toBe(true)
    const log = await app.db.select().from(eventDayLog).where(eq(eventDayLog.eventId, fixture.event.id))
    expect(log).toMatchObject([{ action: 're-pair', roundNumber: 1, actorId: fixture.organizer.user.id }])

    const [table] = again.body.tables
    if (!table) throw new Error('a table expected')
    await result(fixture, table, headersOf(fixture, table.player1.user_id), [2, 0])
    expect((await call(app, 'POST', url, { headers: fixture.organizer.headers })).status).toBe(409)
  })
})

describe('GET /api/events/{id}/standings/', () => {
  test('ranks by match points then tiebreakers, drops stay ranked and are paired no more', async () => {
    const fixture = await checkedIn(await eventDayFixture(app, { players: 4 }))
    const round = (await pair(fixture)).body
    await enterResults(app, fixture.event.id, round, fixture.organizer.headers)
    const standings = await call<Standing[]>(app, 'GET', `/api/events/${fixture.event.id}/standings/`)
    expect(standings.status).toBe(200)
    expect(standings.body.map((row) => [row.rank, row.points])).toEqual([
      [1, 3],
      [2, 3],
      [3, 0],
      [4, 0],
    ])
    expect(standings.body[0]).toMatchObject({ gw: 66.67, omw: 33.33, wins: 1, losses: 0, dropped: false })

    const leaving = standings.body[3]?.player.id
    await call(app, 'POST', `/api/events/${fixture.event.id}/drops/`, {
      headers: fixture.organizer.headers,
      payload: { check_in_id: leaving },
    })
    const next = (await pair(fixture)).body
    expect(next.tables.flatMap((t) => [t.player1.id, t.player2?.id])).not.toContain(leaving)
    const after = await call<Standing[]>(app, 'GET', `/api/events/${fixture.event.id}/standings/`)
    expect(after.body.find((row) => row.player.id === leaving)).toMatchObject({ dropped: true })
  })
})

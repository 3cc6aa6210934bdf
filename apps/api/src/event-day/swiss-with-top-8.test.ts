import { eventDayOfAnswers } from '@questboard/domain/event-day/day-of-answers'
import type { CheckInEntry, EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import { eventStandings, nextRound } from '@questboard/domain/event-day/tournament'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, runSwissWithTop8, SWISS_THEN_TOP_8 } from '../testing/event-day-fixtures.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

test('64 players through the API: six Swiss rounds, a top-8 cut of three rounds, then standings the results flow can take', {
  timeout: 180_000,
}, async () => {
  const { fixture, rounds } = await runSwissWithTop8(app, 64)
  expect(rounds.map((round) => [round.number, round.format, round.tables.length])).toEqual([
    [1, 'SW', 32],
    [2, 'SW', 32],
    [3, 'SW', 32],
    [4, 'SW', 32],
    [5, 'SW', 32],
    [6, 'SW', 32],
    [7, 'SE', 4],
    [8, 'SE', 2],
    [9, 'SE', 1],
  ])
  // No rematch in the Swiss.
  const pairs = rounds
    .slice(0, 6)
    .flatMap((round) => round.tables.map((t) => [t.player1.id, t.player2?.id].sort().join('-')))
  expect(new Set(pairs).size).toBe(pairs.length)

  const { body: standings } = await call<Standing[]>(app, 'GET', `/api/events/${fixture.event.id}/standings/`)
  expect(standings).toHaveLength(64)
  expect(standings.map((row) => row.rank)).toEqual(standings.map((_, index) => index + 1))
  const final = rounds.at(-1)?.tables[0]
  expect(standings[0]?.player.id).toBe(final?.player1.id)
  expect(standings[1]?.player.id).toBe(final?.player2?.id)
  const quarterFinalists = new Set(rounds[6]?.tables.flatMap((t) => [t.player1.id, t.player2?.id]))
  expect(standings.slice(0, 8).every((row) => quarterFinalists.has(row.player.id) && row.stage === 1)).toBe(
    true,
  )
  expect(standings.slice(8).every((row) => row.stage === 0)).toBe(true)
  // Every player is an account here: the results flow's {id, position} follow from user_id and rank.
  expect(standings.every((row) => row.player.user_id !== null && !row.player.guest)).toBe(true)

  // A device holding the API's answers computes the same standings, and knows the event is over (decision 032).
  const { body: checkIns } = await call<CheckInEntry[]>(
    app,
    'GET',
    `/api/events/${fixture.event.id}/check_ins/`,
    {
      headers: fixture.organizer.headers,
    },
  )
  const { body: answered } = await call<EventDayRound[]>(
    app,
    'GET',
    `/api/events/${fixture.event.id}/rounds/`,
  )
  const day = eventDayOfAnswers({ stages: SWISS_THEN_TOP_8 }, checkIns, answered)
  expect(eventStandings(day).map((row) => [row.entrant, row.points, row.stage])).toEqual(
    standings.map((row) => [row.player.id, row.points, row.stage]),
  )
  expect(nextRound(day, 'any seed')).toEqual({ refused: 'event-finished' })
})

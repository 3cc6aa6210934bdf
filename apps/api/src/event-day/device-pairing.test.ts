// Issue 14 §7: an offline console pairs the next round on the device, from its own seed, and sends it when the
// connection returns; the server pairs from the same seed and accepts the round only when its tables are the
// same (the server is the referee). The check-in list gives the organizer's device the registered players' codes.
import { eventDayOfAnswers } from '@questboard/domain/event-day/day-of-answers'
import type { CheckInEntry, EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import type { Pairing } from '@questboard/domain/event-day/matches'
import { newSeed } from '@questboard/domain/event-day/seeded-random'
import { nextRound } from '@questboard/domain/event-day/tournament'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eventDayLog, rounds } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, enterResults, eventDayFixture } from '../testing/event-day-fixtures.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

type Fixture = Awaited<ReturnType<typeof eventDayFixture>>
const urlOf = (fixture: Fixture, path: string) => `/api/events/${fixture.event.id}/${path}`

async function checkedIn(players: number) {
  const fixture = await eventDayFixture(app, { players })
  for (const player of fixture.players) {
    const { status } = await call(app, 'POST', urlOf(fixture, 'check_ins/'), {
      headers: fixture.organizer.headers,
      payload: { user_id: player.user.id },
    })
    expect(status).toBe(201)
  }
  return fixture
}

/** What the organizer's device holds: the API's answers, as the console reads them. */
async function answers(fixture: Fixture) {
  const headers = fixture.organizer.headers
  const list = await call<CheckInEntry[]>(app, 'GET', urlOf(fixture, 'check_ins/'), { headers })
  const played = await call<EventDayRound[]>(app, 'GET', urlOf(fixture, 'rounds/'), { headers })
  return { checkIns: list.body, rounds: played.body }
}

/** The next round as the device computes it with the engine, from its answers and its own seed. */
async function pairedOnDevice(fixture: Fixture, seed = newSeed()) {
  const { checkIns, rounds: played } = await answers(fixture)
  const day = eventDayOfAnswers({ stages: [] }, checkIns, played)
  const next = nextRound(day, seed)
  if ('refused' in next) throw new Error(next.refused)
  const tables = next.pairings.map(({ table, player1, player2 }) => ({ table, player1, player2 }))
  return { seed, tables, number: next.number }
}

const tablesOf = (round: EventDayRound): Pairing[] =>
  round.tables.map((table) => ({
    table: table.table,
    player1: table.player1.id,
    player2: table.player2?.id ?? null,
  }))

const pair = (fixture: Fixture, payload: unknown, key?: string) =>
  call<EventDayRound>(app, 'POST', urlOf(fixture, 'rounds/'), {
    headers: { ...fixture.organizer.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
    payload,
  })

const roundCount = async (fixture: Fixture) =>
  (await app.db.select().from(rounds).where(eq(rounds.eventId, fixture.event.id))).length

describe('a round paired on the device', () => {
  test('is the server’s round when the server computes the same tables from the same seed, once per key', async () => {
    const fixture = await checkedIn(7)
    const device = await pairedOnDevice(fixture)
    const first = await pair(fixture, { seed: device.seed, tables: device.tables }, 'device-round-1')
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body).toMatchObject({ number: 1, seed: device.seed })
    expect(tablesOf(first.body)).toEqual(device.tables)
    // Sent again (the answer was lost): the same answer, still one round.
    expect(await pair(fixture, { seed: device.seed, tables: device.tables }, 'device-round-1')).toEqual(first)
    expect(await roundCount(fixture)).toBe(1)

    // Round 2, from the results the device entered: the same again.
    await enterResults(app, fixture.event.id, first.body, fixture.organizer.headers)
    const second = await pairedOnDevice(fixture)
    const answer = await pair(fixture, { seed: second.seed, tables: second.tables })
    expect(answer.status).toBe(201)
    expect(tablesOf(answer.body)).toEqual(second.tables)
  })

  test('is refused (409, nothing written) when the server’s tables differ: the day changed meanwhile', async () => {
    const fixture = await checkedIn(6)
    const device = await pairedOnDevice(fixture)
    // Another device checks a late player in before this one's round arrives.
    const late = await call(app, 'POST', urlOf(fixture, 'check_ins/'), {
      headers: fixture.organizer.headers,
      payload: { guest_name: 'Late' },
    })
    expect(late.status).toBe(201)
    const refused = await pair(fixture, { seed: device.seed, tables: device.tables })
    expect(refused).toEqual({
      status: 409,
      body: {
        detail:
          'The tables sent are not the ones this seed gives from the event day as the server has it: it changed meanwhile.',
      },
    })
    expect(await roundCount(fixture)).toBe(0)

    // Tables someone changed by hand: refused alike.
    const again = await pairedOnDevice(fixture)
    const [a, b] = again.tables
    if (!a || !b) throw new Error('two tables expected')
    const swapped = [{ ...a, player2: b.player2 }, { ...b, player2: a.player2 }, ...again.tables.slice(2)]
    expect((await pair(fixture, { seed: again.seed, tables: swapped })).status).toBe(409)
    expect(await roundCount(fixture)).toBe(0)
    // Only the seed: the server pairs from it.
    const fromSeed = await pair(fixture, { seed: again.seed })
    expect(fromSeed.status).toBe(201)
    expect(tablesOf(fromSeed.body)).toEqual(again.tables)
  })

  test('bad input is a 400 naming the field', async () => {
    const fixture = await checkedIn(4)
    const device = await pairedOnDevice(fixture)
    const cases: [unknown, string][] = [
      [{ tables: device.tables }, 'seed'],
      [{ seed: 'no spaces allowed', tables: device.tables }, 'seed'],
      [{ seed: 'short' }, 'seed'],
      [{ seed: device.seed, tables: 'all of them' }, 'tables'],
      [{ seed: device.seed, tables: [{ table: 1, player1: 'x', player2: null }] }, 'tables'],
    ]
    for (const [payload, field] of cases) {
      const { status, body } = await pair(fixture, payload)
      expect(status, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(body as object), JSON.stringify(body)).toContain(field)
    }
    expect(await roundCount(fixture)).toBe(0)
  })

  test('a re-pair from the device’s seed and tables, logged with both seeds; other tables are refused', async () => {
    const fixture = await checkedIn(6)
    const first = await pair(fixture, {})
    expect(first.status).toBe(201)
    const { checkIns, rounds: played } = await answers(fixture)
    const day = eventDayOfAnswers({ stages: [] }, checkIns, [])
    const seed = newSeed()
    const next = nextRound(day, seed, played[0]?.planned_rounds ?? undefined)
    if ('refused' in next) throw new Error(next.refused)
    const url = urlOf(fixture, 'rounds/1/re_pair/')
    const headers = fixture.organizer.headers
    const wrong = next.pairings.map((pairing, index) => (index === 0 ? { ...pairing, table: 99 } : pairing))
    expect((await call(app, 'POST', url, { headers, payload: { seed, tables: wrong } })).status).toBe(409)
    const again = await call<EventDayRound>(app, 'POST', url, {
      headers,
      payload: { seed, tables: next.pairings },
    })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.seed).toBe(seed)
    expect(tablesOf(again.body)).toEqual(next.pairings)
    const log = await app.db.select().from(eventDayLog).where(eq(eventDayLog.eventId, fixture.event.id))
    expect(log.map((row) => row.details)).toEqual([{ previous_seed: first.body.seed, seed }])
  })
})

describe('GET /api/events/{id}/check_ins/', () => {
  test('gives the organizer each registered player’s check-in code (for check-in offline), null for a guest', async () => {
    const fixture = await eventDayFixture(app, { players: 2 })
    const guest = await call<CheckInEntry>(app, 'POST', urlOf(fixture, 'check_ins/'), {
      headers: fixture.organizer.headers,
      payload: { guest_name: 'Guest' },
    })
    expect(guest.body.check_in_code).toBeNull()
    const { checkIns } = await answers(fixture)
    const registered = checkIns.filter((entry) => entry.registered)
    expect(registered).toHaveLength(2)
    for (const entry of registered) expect(entry.check_in_code).toMatch(/^[0-9A-Z]{6}$/)
    // Checking one in by that code answers the same code.
    const code = registered[0]?.check_in_code as string
    const byCode = await call<CheckInEntry>(app, 'POST', urlOf(fixture, 'check_ins/'), {
      headers: fixture.organizer.headers,
      payload: { code },
    })
    expect(byCode.body).toMatchObject({ checked_in: true, check_in_code: code })
  })
})

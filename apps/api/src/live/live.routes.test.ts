import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import { LIVE_CHANGES, type LiveMessage } from '@questboard/domain/event-day/live.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, enterResults, eventDayFixture } from '../testing/event-day-fixtures.ts'
import { isChange, openLiveStream } from '../testing/live-client.ts'

let app: TestApp
let base: string
beforeAll(async () => {
  app = await buildTestApp({
    live: { pollMs: 500, heartbeatMs: 300, maxWatchers: 8 },
    metricsToken: METRICS_TOKEN,
  })
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app?.close()
})

const METRICS_TOKEN = 'live-views-metrics-token'
const metric = async (name: string) => {
  const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
    .body
  return text.split('\n').filter((line) => line.startsWith(name))
}

/** Issue 14's target: a watcher has each change within 2 s of the write's answer. */
const WITHIN_MS = 2000

/** An event with four players checked in (round 1 not paired yet), and how to follow it. */
async function eventUnderWay() {
  const fixture = await eventDayFixture(app, { players: 4 })
  const headers = fixture.organizer.headers
  for (const player of fixture.players) {
    const { status } = await call(app, 'POST', `/api/events/${fixture.event.id}/check_ins/`, {
      headers,
      payload: { user_id: player.user.id },
    })
    expect(status).toBe(201)
  }
  const pair = () => call<EventDayRound>(app, 'POST', `/api/events/${fixture.event.id}/rounds/`, { headers })
  const live = (query = '') => `${base}/api/events/${fixture.event.id}/live/${query}`
  /** What the public reads answer now: what a message carries must be the same. */
  const answers = async (round: number, from: TestApp = app) => ({
    round: (await call<EventDayRound>(from, 'GET', `/api/events/${fixture.event.id}/rounds/${round}/`)).body,
    standings: (await call<Standing[]>(from, 'GET', `/api/events/${fixture.event.id}/standings/`)).body,
  })
  return { ...fixture, headers, pair, live, answers }
}

const messageOf = (event: { data: unknown }) => event.data as LiveMessage

describe('GET /api/events/{id}/live/', () => {
  test('streams the state at once, then each pairing, result and timer change within 2 s', async () => {
    const day = await eventUnderWay()
    const stream = await openLiveStream(day.live())
    try {
      expect(stream.status).toBe(200)
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform')
      expect(stream.headers['x-accel-buffering']).toBe('no')
      const hello = await stream.next(isChange())
      // Four check-ins so far; a first connection is told everything: the standings (none before round 1) too.
      expect(messageOf(hello)).toEqual({
        version: 4,
        changes: [...LIVE_CHANGES],
        round: null,
        timer: null,
        standings: [],
      })
      expect(hello.id).toBe('4')
      expect(stream.retry).toBe(3000)

      const paired = await day.pair()
      const answeredAt = performance.now()
      const pairing = await stream.next(isChange('pairings', 5))
      expect(pairing.at - answeredAt).toBeLessThan(WITHIN_MS)
      expect(messageOf(pairing)).toMatchObject({
        version: 5,
        changes: ['pairings', 'standings', 'timer'],
        round: 1,
        timer: { round: 1, state: 'not_started' },
      })
      // The round itself comes with its pairing, as GET …/rounds/1/ answers it: no phone needs to ask.
      const afterPairing = await day.answers(1)
      expect(messageOf(pairing).round_detail).toEqual(paired.body)
      expect(messageOf(pairing).round_detail).toEqual(afterPairing.round)
      expect(messageOf(pairing).standings).toEqual(afterPairing.standings)

      const start = await call(app, 'POST', `/api/events/${day.event.id}/rounds/1/timer/start/`, {
        headers: day.headers,
        payload: { minutes: 50 },
      })
      expect(start.status).toBe(200)
      const timer = messageOf(await stream.next(isChange('timer', 6)))
      expect(timer).toMatchObject({ version: 6, changes: ['timer'], round: 1, timer: { state: 'running' } })
      expect(timer.timer?.remaining_ms).toBeGreaterThan(49 * 60_000)
      // Nothing but the clock changed: nothing else rides along.
      expect(timer).not.toHaveProperty('round_detail')
      expect(timer).not.toHaveProperty('standings')

      await enterResults(app, day.event.id, paired.body, day.headers)
      const results = messageOf(await stream.next(isChange('results', 8)))
      expect(results.changes).toEqual(['results', 'standings'])
      // A result's message carries the round's updated tables and the standings after it.
      const afterResults = await day.answers(1)
      expect(results.round_detail?.tables.map((table) => table.status)).toEqual(['confirmed', 'confirmed'])
      expect(results.round_detail).toEqual(afterResults.round)
      expect(results.standings).toEqual(afterResults.standings)
      expect(results.standings?.[0]?.points).toBe(3)
      // Nothing is sent twice: one message per version, in order.
      const versions = stream.events.filter(isChange()).map((event) => messageOf(event).version)
      expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b))
    } finally {
      stream.close()
    }
  })

  test('a reconnection with Last-Event-ID is told only what it missed, with the current round', async () => {
    const day = await eventUnderWay()
    const paired = await day.pair()
    await call(app, 'PUT', `/api/events/${day.event.id}/matches/${paired.body.tables[0]?.match_id}/`, {
      headers: day.headers,
      payload: { player1_wins: 2, player2_wins: 0, draws: 0 },
    })
    // Version 6 is a result, 5 the pairing, 4 the last check-in.
    const now = await day.answers(1)
    expect(now.round.tables.map((table) => table.status)).toEqual(['confirmed', 'pending'])
    const upToDate = await openLiveStream(day.live(), { lastEventId: '6' })
    const oneBehind = await openLiveStream(day.live(), { lastEventId: '5' })
    const farBehind = await openLiveStream(day.live('?last_event_id=2'))
    try {
      expect(messageOf(await upToDate.next(isChange()))).toEqual({
        version: 6,
        changes: [],
        round: 1,
        timer: expect.objectContaining({ round: 1 }),
      })
      expect(messageOf(await oneBehind.next(isChange()))).toMatchObject({
        version: 6,
        changes: ['results', 'standings'],
        round_detail: now.round,
        standings: now.standings,
      })
      // Far behind: the state as it is now, the round with its result and the standings after it.
      expect(messageOf(await farBehind.next(isChange()))).toMatchObject({
        version: 6,
        changes: [...LIVE_CHANGES],
        round_detail: now.round,
        standings: now.standings,
      })
    } finally {
      for (const stream of [upToDate, oneBehind, farBehind]) stream.close()
    }
  })

  test('a comment line keeps a quiet stream alive; the metrics count the open streams', async () => {
    const day = await eventUnderWay()
    const stream = await openLiveStream(day.live())
    try {
      await stream.next(isChange())
      expect(await metric('questboard_live_watchers{')).toEqual(['questboard_live_watchers{service="api"} 1'])
      await expect.poll(() => stream.comments.length, { timeout: 3000 }).toBeGreaterThan(1)
      expect(stream.comments[0]).toBe('keep-alive')
    } finally {
      stream.close()
    }
    await expect.poll(() => app.live.watchers).toBe(0)
    expect(await metric('questboard_live_watchers{')).toEqual(['questboard_live_watchers{service="api"} 0'])
  })

  test('a bad Last-Event-ID is a 400 naming it; a draft or a missing event a 404', async () => {
    const day = await eventUnderWay()
    const badHeader = await openLiveStream(day.live(), { lastEventId: 'yesterday' })
    expect(badHeader.status).toBe(400)
    expect(Object.keys((await badHeader.refusal()) as object)).toEqual(['last-event-id'])
    const badQuery = await openLiveStream(day.live('?last_event_id=-1'))
    expect(badQuery.status).toBe(400)
    expect(Object.keys((await badQuery.refusal()) as object)).toEqual(['last_event_id'])

    await app.db.execute(`UPDATE events SET status = 'draft' WHERE id = ${day.event.id}`)
    expect((await openLiveStream(day.live())).status).toBe(404)
    expect((await openLiveStream(`${base}/api/events/999999/live/`)).status).toBe(404)
  })

  test('beyond its watchers an instance answers 503 with Retry-After, and takes one again once one leaves', async () => {
    const day = await eventUnderWay()
    const streams = []
    try {
      while (app.live.watchers < 8) streams.push(await openLiveStream(day.live()))
      const refused = await openLiveStream(day.live())
      expect(refused.status).toBe(503)
      expect(refused.headers['retry-after']).toBe('30')
      expect(await refused.refusal()).toEqual({
        detail: 'This server follows as many live views as it can. Try again in a moment.',
      })
      streams.pop()?.close()
      await expect.poll(() => app.live.watchers).toBe(7)
      const again = await openLiveStream(day.live())
      streams.push(again)
      expect(again.status).toBe(200)
    } finally {
      for (const stream of streams) stream.close()
    }
    await expect.poll(() => app.live.watchers).toBe(0)
    // With nobody left to serve, the instance serves the next one who comes.
    const next = await openLiveStream(day.live())
    try {
      expect(messageOf(await next.next(isChange())).version).toBe(4)
    } finally {
      next.close()
    }
  })
})

// One process owns a PGlite database: instances side by side need the server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances (PostgreSQL server)', () => {
  test('a watcher of one instance has the pairing made through another within 2 s, and reads its results at once', async () => {
    const second = await anotherInstance(app, { live: { pollMs: 500 } })
    try {
      const secondBase = await second.instance.listen({ port: 0, host: '127.0.0.1' })
      const day = await eventUnderWay()
      const stream = await openLiveStream(day.live().replace(base, secondBase))
      try {
        await stream.next(isChange())
        const paired = await day.pair()
        expect(paired.status).toBe(201)
        const answeredAt = performance.now()
        const pairing = await stream.next(isChange('pairings', 5))
        expect(pairing.at - answeredAt).toBeLessThan(WITHIN_MS)
        expect(messageOf(pairing)).toMatchObject({ round: 1, version: 5, round_detail: paired.body })

        // The other instance answers the round as it is now, not as it held it (decision 033's cache).
        const round = `/api/events/${day.event.id}/rounds/1/`
        const before = await call<EventDayRound>(second.instance, 'GET', round)
        expect(before.body.tables.map((table) => table.status)).toEqual(['pending', 'pending'])
        await enterResults(app, day.event.id, paired.body, day.headers)
        const after = await call<EventDayRound>(second.instance, 'GET', round)
        expect(after.body.tables.map((table) => table.status)).toEqual(['confirmed', 'confirmed'])
        // And so does its stream: the results made through the first instance, carried by the second.
        const results = messageOf(await stream.next(isChange('results', 7), { timeoutMs: WITHIN_MS * 2 }))
        expect(results.round_detail).toEqual(after.body)
      } finally {
        stream.close()
      }
    } finally {
      await second.close()
    }
  })
})

describe('stopping', () => {
  test('an instance that stops ends its streams, so their browsers reconnect elsewhere', async () => {
    const stopping = await buildTestApp()
    const address = await stopping.listen({ port: 0, host: '127.0.0.1' })
    const fixture = await eventDayFixture(stopping, { players: 0 })
    const stream = await openLiveStream(`${address}/api/events/${fixture.event.id}/live/`)
    await stream.next(isChange())
    await stopping.close()
    await expect.poll(() => stream.ended).toBe(true)
  })
})

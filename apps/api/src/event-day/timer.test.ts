import type { EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
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

const MINUTE = 60_000

/** An event with four players checked in and its first round paired. */
async function pairedEvent() {
  const fixture = await eventDayFixture(app, { players: 4 })
  const headers = fixture.organizer.headers
  for (const player of fixture.players) {
    await call(app, 'POST', `/api/events/${fixture.event.id}/check_ins/`, {
      headers,
      payload: { user_id: player.user.id },
    })
  }
  const round = await call<EventDayRound>(app, 'POST', `/api/events/${fixture.event.id}/rounds/`, { headers })
  expect(round.status).toBe(201)
  const timer = (action = '', n = 1) => `/api/events/${fixture.event.id}/rounds/${n}/timer/${action}`
  return { ...fixture, headers, round: round.body, timer }
}

describe('the round timer', () => {
  test('starts, pauses, resumes and extends on the database clock; anyone reads it', async () => {
    const { headers, timer } = await pairedEvent()
    const before = await call<RoundTimer>(app, 'GET', timer())
    expect(before).toMatchObject({
      status: 200,
      body: { round: 1, state: 'not_started', remaining_ms: null },
    })

    const started = await call<RoundTimer>(app, 'POST', timer('start/'), {
      headers,
      payload: { minutes: 50 },
    })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ round: 1, state: 'running' })
    expect(started.body.remaining_ms).toBe(50 * MINUTE)
    const endsAt = Date.parse(started.body.ends_at ?? '')
    expect(endsAt - Date.parse(started.body.server_time)).toBe(50 * MINUTE)

    const paused = await call<RoundTimer>(app, 'POST', timer('pause/'), { headers })
    expect(paused.body).toMatchObject({ state: 'paused', ends_at: null })
    expect(paused.body.remaining_ms).toBeLessThanOrEqual(50 * MINUTE)
    expect(paused.body.remaining_ms).toBeGreaterThan(49 * MINUTE)
    // Paused, the time left stays as it was, whoever reads it and when.
    const read = await call<RoundTimer>(app, 'GET', timer())
    expect(read.body.remaining_ms).toBe(paused.body.remaining_ms)

    const extended = await call<RoundTimer>(app, 'POST', timer('extend/'), {
      headers,
      payload: { minutes: 5 },
    })
    expect(extended.body).toMatchObject({ state: 'paused' })
    expect(extended.body.remaining_ms).toBe((paused.body.remaining_ms ?? 0) + 5 * MINUTE)

    const resumed = await call<RoundTimer>(app, 'POST', timer('resume/'), { headers })
    expect(resumed.body.state).toBe('running')
    expect(Date.parse(resumed.body.ends_at ?? '') - Date.parse(resumed.body.server_time)).toBe(
      extended.body.remaining_ms,
    )

    const runningLonger = await call<RoundTimer>(app, 'POST', timer('extend/'), {
      headers,
      payload: { minutes: 3 },
    })
    expect(Date.parse(runningLonger.body.ends_at ?? '')).toBe(
      Date.parse(resumed.body.ends_at ?? '') + 3 * MINUTE,
    )

    // Starting again sets a new length from now (a wrong length is corrected this way).
    const again = await call<RoundTimer>(app, 'POST', timer('start/'), { headers, payload: { minutes: 1 } })
    expect(again.body).toMatchObject({ state: 'running', remaining_ms: MINUTE })
  })

  test('refuses what the timer cannot do, and any round but the current one', async () => {
    const { headers, timer, event, round } = await pairedEvent()
    expect((await call(app, 'POST', timer('pause/'), { headers })).status).toBe(409)
    expect((await call(app, 'POST', timer('resume/'), { headers })).status).toBe(409)
    const extend = await call(app, 'POST', timer('extend/'), { headers, payload: { minutes: 5 } })
    expect(extend).toMatchObject({ status: 409, body: { detail: 'The timer has not been started.' } })
    await call(app, 'POST', timer('start/'), { headers, payload: { minutes: 50 } })
    expect((await call(app, 'POST', timer('resume/'), { headers })).status).toBe(409)

    expect((await call(app, 'GET', timer('', 2))).status).toBe(404)
    expect((await call(app, 'POST', timer('start/', 2), { headers, payload: { minutes: 5 } })).status).toBe(
      404,
    )
    await enterResults(app, event.id, round, headers)
    expect((await call(app, 'POST', `/api/events/${event.id}/rounds/`, { headers })).status).toBe(201)
    const earlier = await call(app, 'POST', timer('pause/', 1), { headers })
    expect(earlier).toMatchObject({
      status: 409,
      body: { detail: 'Only the current round’s timer may change.' },
    })
    // The new round's timer has not started; the first round's is still there to read.
    expect((await call<RoundTimer>(app, 'GET', timer('', 2))).body.state).toBe('not_started')
    expect((await call<RoundTimer>(app, 'GET', timer('', 1))).body.state).toBe('running')
  })

  test('a bad body is a 400 naming the field, and changes nothing', async () => {
    const { headers, timer } = await pairedEvent()
    const cases: [string, unknown][] = [
      ['start/', {}],
      ['start/', { minutes: 0 }],
      ['start/', { minutes: 181 }],
      ['start/', { minutes: 2.5 }],
      ['start/', { minutes: 'ten' }],
      ['extend/', { minutes: 61 }],
    ]
    for (const [action, payload] of cases) {
      const answer = await call<Record<string, string[]>>(app, 'POST', timer(action), { headers, payload })
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(answer.body)).toEqual(['minutes'])
    }
    for (const [action, payload] of [
      ['start/', { minutes: 5, at: 'yesterday' }],
      ['pause/', { at: 12 }],
      ['resume/', { at: 'soon' }],
    ] as const) {
      const answer = await call<Record<string, string[]>>(app, 'POST', timer(action), { headers, payload })
      expect(answer.status, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(answer.body)).toEqual(['at'])
    }
    expect((await call<RoundTimer>(app, 'GET', timer())).body.state).toBe('not_started')
  })

  test('only the event’s organizer or an admin changes it; drafts stay hidden', async () => {
    const { timer, players } = await pairedEvent()
    const stranger = await createPlayer(app.db, {}, ['user', 'organizer'])
    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    const start = { minutes: 10 }
    expect((await call(app, 'POST', timer('start/'), { payload: start })).status).toBe(401)
    // A player of the event is no organizer: refused before the event is even looked at.
    const player = await call(app, 'POST', timer('start/'), { headers: players[0]?.headers, payload: start })
    expect(player.status).toBe(403)
    const otherOrganizer = await call(app, 'POST', timer('start/'), {
      headers: stranger.headers,
      payload: start,
    })
    expect(otherOrganizer).toMatchObject({
      status: 403,
      body: { detail: 'Only the organizer of this event or an administrator may run its event day.' },
    })
    const byAdmin = await call<RoundTimer>(app, 'POST', timer('start/'), {
      headers: admin.headers,
      payload: start,
    })
    expect(byAdmin).toMatchObject({ status: 200, body: { state: 'running' } })

    const draft = await eventDayFixture(app, { players: 0 })
    await app.db.execute(`UPDATE events SET status = 'draft' WHERE id = ${draft.event.id}`)
    expect((await call(app, 'GET', `/api/events/${draft.event.id}/rounds/1/timer/`)).status).toBe(404)
  })

  test('an Idempotency-Key retry answers the first answer without extending twice', async () => {
    const { headers, timer } = await pairedEvent()
    await call(app, 'POST', timer('start/'), { headers, payload: { minutes: 30 } })
    const keyed = { ...headers, 'idempotency-key': 'extend-once' }
    const first = await call<RoundTimer>(app, 'POST', timer('extend/'), {
      headers: keyed,
      payload: { minutes: 5 },
    })
    const retry = await call<RoundTimer>(app, 'POST', timer('extend/'), {
      headers: keyed,
      payload: { minutes: 5 },
    })
    expect(retry).toEqual(first)
    const now = await call<RoundTimer>(app, 'GET', timer())
    expect(Date.parse(now.body.ends_at ?? '')).toBe(Date.parse(first.body.ends_at ?? ''))
    const other = await call(app, 'POST', timer('extend/'), { headers: keyed, payload: { minutes: 6 } })
    expect(other.status).toBe(422)
  })

  test('a change an offline console made earlier counts from when it was made (`at`), never before the round', async () => {
    const { headers, timer, event } = await pairedEvent()
    // The round was paired 20 minutes ago; the organizer's phone went offline meanwhile.
    await app.db.execute(
      `UPDATE rounds SET started_at = now() - interval '20 minutes' WHERE event_id = ${event.id}`,
    )
    const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString()
    const started = await call<RoundTimer>(app, 'POST', timer('start/'), {
      headers,
      payload: { minutes: 50, at: ago(15) },
    })
    expect(started.body.state).toBe('running')
    expect(started.body.remaining_ms).toBeGreaterThan(35 * MINUTE - 5000)
    expect(started.body.remaining_ms).toBeLessThanOrEqual(35 * MINUTE)
    // Paused 10 minutes ago (45 minutes were left then), resumed 4 minutes ago: 41 minutes left now.
    const paused = await call<RoundTimer>(app, 'POST', timer('pause/'), { headers, payload: { at: ago(10) } })
    expect(paused.body.state).toBe('paused')
    expect(Math.abs((paused.body.remaining_ms ?? 0) - 45 * MINUTE)).toBeLessThan(5000)
    const resumed = await call<RoundTimer>(app, 'POST', timer('resume/'), {
      headers,
      payload: { at: ago(4) },
    })
    expect(Math.abs((resumed.body.remaining_ms ?? 0) - 41 * MINUTE)).toBeLessThan(5000)

    // A moment before the round was paired counts from its pairing; one in the future from now.
    const early = await call<RoundTimer>(app, 'POST', timer('start/'), {
      headers,
      payload: { minutes: 30, at: ago(60) },
    })
    expect(Math.abs((early.body.remaining_ms ?? 0) - 10 * MINUTE)).toBeLessThan(5000)
    const future = await call<RoundTimer>(app, 'POST', timer('start/'), {
      headers,
      payload: { minutes: 30, at: new Date(Date.now() + 60 * MINUTE).toISOString() },
    })
    expect(future.body.remaining_ms).toBe(30 * MINUTE)
    // The change is checked against the timer as it stood then: paused at a moment it was over is refused.
    await call(app, 'POST', timer('start/'), { headers, payload: { minutes: 1, at: ago(10) } })
    const late = await call(app, 'POST', timer('pause/'), { headers, payload: { at: ago(2) } })
    expect(late).toMatchObject({ status: 409, body: { detail: 'The round’s time is already over.' } })
  })
})

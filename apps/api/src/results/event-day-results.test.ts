import { signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { eventResults, users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call, enterResults } from '../testing/event-day-fixtures.ts'
import { createEvent, register, wallClockIn } from '../testing/factories.ts'

// Decision 032: the end of event day goes through the results flow; the real account service keeps the ledger.
let account: TestService
let app: TestApp
const people = ['organizer', 'organizer2', 'admin', 'player', 'jugador'] as const
const headers = {} as Record<(typeof people)[number], { authorization: string }>
const userIds = {} as Record<(typeof people)[number], number>

beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  for (const name of people) {
    const { access_token } = (await signIn(account.url, WEB_URL, `${name}@questboard.test`)).tokens
    const response = await app.inject({ method: 'POST', url: '/authenticate/', payload: { access_token } })
    const body = response.json<{ token: string; user_id: number }>()
    headers[name] = { authorization: `Token ${body.token}` }
    userIds[name] = body.user_id
  }
  await app.db.update(users).set({ lpOpted: true }).where(eq(users.id, userIds.organizer))
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

const balances = (accountId: string) => app.accountService.balances(accountId)

test('the final standings become the ranking once the last round is over: checked-in players only, guests keep their place and earn nothing', async () => {
  // An event still to come (it has not ended): its day runs now, a Swiss of two rounds.
  const event = await createEvent(app.db, userIds.organizer, {
    start: wallClockIn(3),
    additionalInfo: {
      event_description: 'Event day',
      language: 'fr',
      stages: [{ format: 'SW', players_min: 2, players_max: 8, order_index: 0 }],
    },
  })
  await register(app.db, event.id, [userIds.player, userIds.jugador, userIds.organizer2])
  const organizer = headers.organizer
  const url = (path: string) => `/api/events/${event.id}/${path}`
  for (const payload of [
    { user_id: userIds.player },
    { user_id: userIds.jugador },
    { user_id: userIds.admin }, // a walk-in with an account
    { guest_name: 'Sam' },
  ]) {
    expect((await call(app, 'POST', url('check_ins/'), { headers: organizer, payload })).status).toBe(201)
  }

  // Only who was checked in may earn: organizer2 registered but never came; the guest has no account.
  const valid = await call<{ valid_users: Record<string, number> }>(app, 'GET', url('award_xp/'), {
    headers: organizer,
  })
  expect(Object.values(valid.body.valid_users).sort()).toEqual(
    [userIds.player, userIds.jugador, userIds.admin].sort(),
  )

  const first = await call<EventDayRound>(app, 'POST', url('rounds/'), {
    headers: organizer,
    payload: { rounds: 2 },
  })
  expect(first.status).toBe(201)
  const early = await call(app, 'POST', url('award_xp/'), {
    headers: organizer,
    payload: { event_category: 'competitive', players: [{ id: userIds.player, position: 1 }] },
  })
  expect(early).toEqual({
    status: 409,
    body: { detail: 'The results can be saved once the event has ended.' },
  })
  await enterResults(app, event.id, first.body, organizer)
  const second = await call<EventDayRound>(app, 'POST', url('rounds/'), { headers: organizer })
  await enterResults(app, event.id, second.body, organizer)
  expect((await call(app, 'POST', url('rounds/'), { headers: organizer })).status).toBe(409)

  const standings = (await call<Standing[]>(app, 'GET', url('standings/'))).body
  const ranked = standings.filter((row) => row.player.user_id !== null)
  const notCheckedIn = await call(app, 'POST', url('award_xp/'), {
    headers: organizer,
    payload: {
      event_category: 'competitive',
      players: [...ranked, { rank: 4, player: { user_id: userIds.organizer2 } }].map((row, index) => ({
        id: row.player.user_id,
        position: index === ranked.length ? null : row.rank,
      })),
    },
  })
  expect(notCheckedIn).toEqual({
    status: 400,
    body: { players: { [ranked.length]: { id: ['This player was not checked in at this event'] } } },
  })

  const before = await balances(DEMO_ACCOUNT_IDS.admin)
  const adminRank = ranked.find((row) => row.player.user_id === userIds.admin)?.rank ?? 0
  const saved = await call(app, 'POST', url('award_xp/'), {
    headers: organizer,
    payload: {
      event_category: 'competitive',
      players: ranked.map((row) => ({
        id: row.player.user_id,
        name: row.player.nickname,
        position: row.rank,
      })),
    },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(204)
  // 10 for attending and the bonus of the place the standings gave (the guest's place stays the guest's).
  const bonus = [25, 15, 10, 10][adminRank - 1] ?? 0
  expect((await balances(DEMO_ACCOUNT_IDS.admin)).XP - before.XP).toBe(10 + bonus)
  const rows = await app.db.select().from(eventResults).where(eq(eventResults.eventId, event.id))
  expect(rows.map((row) => [row.userId, row.position]).sort()).toEqual(
    ranked.map((row) => [row.player.user_id, row.rank]).sort(),
  )
  // Once.
  expect(
    (
      await call(app, 'POST', url('award_xp/'), {
        headers: organizer,
        payload: { event_category: 'non-competitive', players: [{ id: userIds.player }] },
      })
    ).status,
  ).toBe(409)
})

import { signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eventResults, events, users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, register, wallClockIn } from '../testing/factories.ts'

// The real account service keeps the ledger: the points are read back from it.
let account: TestService
let app: TestApp
const headers: Record<
  'organizer' | 'organizer2' | 'admin' | 'player' | 'jugador',
  { authorization: string }
> = {} as never
const userIds: Record<string, number> = {}

async function signInTo(email: string) {
  const { access_token } = (await signIn(account.url, WEB_URL, email)).tokens
  const response = await app.inject({ method: 'POST', url: '/authenticate/', payload: { access_token } })
  const body = response.json<{ token: string; user_id: number }>()
  return { accessToken: access_token, authorization: `Token ${body.token}`, userId: body.user_id }
}

beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  for (const name of ['organizer', 'organizer2', 'admin', 'player', 'jugador'] as const) {
    const session = await signInTo(`${name}@questboard.test`)
    headers[name] = { authorization: session.authorization }
    userIds[name] = session.userId
    if (name === 'jugador') {
      // jugador joins the loyalty club: members earn coins besides XP.
      const joined = await fetch(`${account.url}/main/v1/user/me/loyalty`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
      expect(joined.status).toBe(200)
    }
  }
  await app.db
    .update(users)
    .set({ lpOpted: true })
    .where(eq(users.id, userIds.organizer ?? 0))
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

const awardUrl = (id: number) => `/api/events/${id}/award_xp/`
const submit = (id: number, payload: unknown, as = headers.organizer) =>
  app.inject({ method: 'POST', url: awardUrl(id), headers: as, payload: payload as object })
const balances = (accountId: string) => app.accountService.balances(accountId)

/** A published event of `owner` that ended yesterday, with jugador and player registered. */
async function endedEvent(owner = userIds.organizer ?? 0) {
  const event = await createEvent(app.db, owner, { start: wallClockIn(-1, '10:00'), hours: 4 })
  await register(app.db, event.id, [userIds.jugador ?? 0, userIds.player ?? 0])
  return event
}

const ranking = (first: number, second: number) => ({
  event_category: 'competitive',
  players: [
    { id: first, name: 'first', position: 1 },
    { id: second, name: 'second', position: 2 },
  ],
})

describe('GET /api/events/{id}/award_xp/', () => {
  test('lists the registered players by nickname, for the organizer and admins only', async () => {
    const event = await endedEvent()
    const response = await app.inject({ method: 'GET', url: awardUrl(event.id), headers: headers.organizer })
    expect(response.statusCode).toBe(200)
    const { valid_users } = response.json<{ valid_users: Record<string, number> }>()
    expect(Object.values(valid_users).sort()).toEqual([userIds.jugador, userIds.player].sort())
    expect(
      (await app.inject({ method: 'GET', url: awardUrl(event.id), headers: headers.admin })).statusCode,
    ).toBe(200)
    expect(
      (await app.inject({ method: 'GET', url: awardUrl(event.id), headers: headers.organizer2 })).statusCode,
    ).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: awardUrl(event.id), headers: headers.player })).statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'GET', url: awardUrl(event.id) })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'GET', url: awardUrl(999_999), headers: headers.admin })).statusCode,
    ).toBe(404)
  })
})

describe('POST /api/events/{id}/award_xp/', () => {
  test('credits the ranking at the account service once, and marks the event awarded', async () => {
    const event = await endedEvent()
    const jugadorBefore = await balances(DEMO_ACCOUNT_IDS.jugador)
    const playerBefore = await balances(DEMO_ACCOUNT_IDS.player)

    const response = await submit(event.id, ranking(userIds.jugador ?? 0, userIds.player ?? 0))
    expect(response.statusCode, response.body).toBe(204)

    // 10 for attending + 25 for first; a member earns 1 coin per 10 XP, a non-member none.
    const jugadorAfter = await balances(DEMO_ACCOUNT_IDS.jugador)
    expect(jugadorAfter.XP - jugadorBefore.XP).toBe(35)
    expect(jugadorAfter.Coins - jugadorBefore.Coins).toBe(3)
    const playerAfter = await balances(DEMO_ACCOUNT_IDS.player)
    expect(playerAfter.XP - playerBefore.XP).toBe(25)
    expect(playerAfter.Coins - playerBefore.Coins).toBe(0)

    const detail = await app.inject({ method: 'GET', url: `/api/events/${event.id}/` })
    expect(detail.json()).toMatchObject({ awarded_xp: true })
    const rows = await app.db.select().from(eventResults).where(eq(eventResults.eventId, event.id))
    expect(rows.map(({ userId, position, xp, credited }) => ({ userId, position, xp, credited }))).toEqual(
      expect.arrayContaining([
        { userId: userIds.jugador, position: 1, xp: 35, credited: true },
        { userId: userIds.player, position: 2, xp: 25, credited: true },
      ]),
    )

    // Only once: the second submission is refused and nothing more is credited.
    const again = await submit(event.id, ranking(userIds.player ?? 0, userIds.jugador ?? 0), headers.admin)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: 'The results have been saved already' })
    expect((await balances(DEMO_ACCOUNT_IDS.jugador)).XP).toBe(jugadorAfter.XP)
  })

  test('a retry after a credit whose results were not recorded pays nothing twice', async () => {
    const event = await endedEvent()
    const before = await balances(DEMO_ACCOUNT_IDS.player)
    // As if an earlier attempt credited the points and then failed before recording the results.
    await app.accountService.credit(event.id, [{ accountId: DEMO_ACCOUNT_IDS.player, xp: 10, coins: 1 }])
    const response = await submit(event.id, {
      event_category: 'non-competitive',
      players: [{ id: userIds.player, name: 'player', position: null }],
    })
    expect(response.statusCode, response.body).toBe(204)
    expect((await balances(DEMO_ACCOUNT_IDS.player)).XP - before.XP).toBe(10)
  })

  test('two submissions at once: one saves and credits, the other is refused', async () => {
    const event = await endedEvent()
    const before = await balances(DEMO_ACCOUNT_IDS.player)
    const responses = await Promise.all([
      submit(event.id, ranking(userIds.player ?? 0, userIds.jugador ?? 0)),
      submit(event.id, ranking(userIds.jugador ?? 0, userIds.player ?? 0), headers.admin),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 409])
    const after = await balances(DEMO_ACCOUNT_IDS.player)
    // Whichever won, the player was credited once: 35 (first) or 25 (second).
    expect([25, 35]).toContain(after.XP - before.XP)
    const rows = await app.db.select().from(eventResults).where(eq(eventResults.eventId, event.id))
    expect(rows.find((row) => row.userId === userIds.player)?.xp).toBe(after.XP - before.XP)
  })

  test('non-competitive: 10 XP each, positions ignored', async () => {
    const event = await endedEvent()
    const before = await balances(DEMO_ACCOUNT_IDS.jugador)
    const response = await submit(event.id, {
      event_category: 'non-competitive',
      players: [{ id: userIds.jugador, name: 'jugador', position: 1 }],
    })
    expect(response.statusCode).toBe(204)
    const after = await balances(DEMO_ACCOUNT_IDS.jugador)
    expect([after.XP - before.XP, after.Coins - before.Coins]).toEqual([10, 1])
  })

  test('before the end: 409; not the organizer: 403; a player or anonymous: 403 / 401', async () => {
    const upcoming = await createEvent(app.db, userIds.organizer ?? 0, { start: wallClockIn(3) })
    await register(app.db, upcoming.id, [userIds.player ?? 0])
    const early = await submit(upcoming.id, ranking(userIds.player ?? 0, userIds.player ?? 0))
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ detail: 'The results can be saved once the event has ended.' })

    const event = await endedEvent()
    const body = ranking(userIds.jugador ?? 0, userIds.player ?? 0)
    expect((await submit(event.id, body, headers.organizer2)).statusCode).toBe(403)
    expect((await submit(event.id, body, headers.player)).statusCode).toBe(403)
    expect((await app.inject({ method: 'POST', url: awardUrl(event.id), payload: body })).statusCode).toBe(
      401,
    )
    expect((await app.db.select().from(events).where(eq(events.id, event.id)))[0]?.awardedXp).toBe(false)
    expect((await submit(event.id, body, headers.admin)).statusCode).toBe(204)
  })

  test('400 for an unregistered player, a bad body or shared positions; nothing is saved', async () => {
    const event = await endedEvent()
    const stranger = await createUser(app.db)
    const unregistered = await submit(event.id, ranking(userIds.jugador ?? 0, stranger.id))
    expect(unregistered.statusCode).toBe(400)
    expect(unregistered.json()).toEqual({
      players: { '1': { id: ['This player is not registered for this event'] } },
    })
    const shared = await submit(event.id, {
      event_category: 'competitive',
      players: [
        { id: userIds.jugador, position: 1 },
        { id: userIds.player, position: 1 },
      ],
    })
    expect(shared.statusCode).toBe(400)
    expect(shared.json()).toEqual({
      players: { '1': { position: ['Two players cannot share the same position'] } },
    })
    const empty = await submit(event.id, { event_category: 'competitive', players: [] })
    expect(empty.json()).toEqual({ players: ['At least one player is required'] })
    expect((await submit(event.id, { players: 'all' })).statusCode).toBe(400)
    expect((await app.db.select().from(events).where(eq(events.id, event.id)))[0]?.awardedXp).toBe(false)
  })

  test('a store that did not opt in to loyalty points: results saved, no points', async () => {
    const event = await endedEvent(userIds.organizer2)
    const before = await balances(DEMO_ACCOUNT_IDS.jugador)
    const response = await submit(
      event.id,
      ranking(userIds.jugador ?? 0, userIds.player ?? 0),
      headers.organizer2,
    )
    expect(response.statusCode).toBe(204)
    expect((await balances(DEMO_ACCOUNT_IDS.jugador)).XP).toBe(before.XP)
    const rows = await app.db.select().from(eventResults).where(eq(eventResults.eventId, event.id))
    expect(rows.every((row) => !row.credited)).toBe(true)
    expect(
      (await submit(event.id, ranking(userIds.jugador ?? 0, userIds.player ?? 0), headers.organizer2))
        .statusCode,
    ).toBe(409)
  })

  test('players without an account at the account service are saved without points', async () => {
    const event = await endedEvent()
    const demo = await createUser(app.db) // its subject names no account
    await register(app.db, event.id, [demo.id])
    const response = await submit(event.id, ranking(userIds.jugador ?? 0, demo.id))
    expect(response.statusCode, response.body).toBe(204)
    const [row] = await app.db.select().from(eventResults).where(eq(eventResults.userId, demo.id))
    expect(row).toMatchObject({ credited: false, xp: 25 })
  })

  test('a position beyond the registered players is a 400, and nothing is saved or credited', async () => {
    const event = await endedEvent()
    const before = await balances(DEMO_ACCOUNT_IDS.jugador)
    for (const position of [3, 3_000_000_000]) {
      const response = await submit(event.id, {
        event_category: 'competitive',
        players: [
          { id: userIds.jugador, position: 1 },
          { id: userIds.player, position },
        ],
      })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({
        players: { '1': { position: ['This value must be at most 2'] } },
      })
    }
    expect((await balances(DEMO_ACCOUNT_IDS.jugador)).XP).toBe(before.XP)
    expect(await app.db.select().from(eventResults).where(eq(eventResults.eventId, event.id))).toEqual([])
    expect((await app.db.select().from(events).where(eq(events.id, event.id)))[0]?.awardedXp).toBe(false)
  })

  test('a draft takes no results (409); another organizer does not see it (404)', async () => {
    const draft = await createEvent(app.db, userIds.organizer ?? 0, {
      status: 'draft',
      start: wallClockIn(-1, '10:00'),
      hours: 4,
    })
    await register(app.db, draft.id, [userIds.player ?? 0])
    const body = { event_category: 'non-competitive', players: [{ id: userIds.player, position: null }] }
    const refused = await submit(draft.id, body)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ detail: 'Results are saved for published events only.' })
    expect((await submit(draft.id, body, headers.organizer2)).statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'GET', url: awardUrl(draft.id), headers: headers.organizer2 })).statusCode,
    ).toBe(404)
    expect((await app.db.select().from(events).where(eq(events.id, draft.id)))[0]?.awardedXp).toBe(false)
  })

  test('a cancelled event takes no results', async () => {
    const event = await endedEvent()
    await app.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, event.id))
    expect((await submit(event.id, ranking(userIds.jugador ?? 0, userIds.player ?? 0))).statusCode).toBe(409)
  })
})

import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serviceToken, signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  eventResults,
  events,
  mailedEvents,
  mailPreferences,
  newsletterSubscriptions,
  registrations,
  searchAlerts,
  storeFollows,
  users,
  waitlist,
} from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { DELETED_PLAYER } from './personal-data.repository.ts'

// The real account service holds the account and the ledger; the Event API the rest (docs/decisions/021).
let account: TestService
let app: TestApp
let dataDir: string
let organizer: Awaited<ReturnType<typeof createPlayer>>
const people: Record<string, { accessToken: string; toolToken: string; userId: number }> = {}
let future: Awaited<ReturnType<typeof createRegistrationEvent>>
let past: Awaited<ReturnType<typeof createRegistrationEvent>>
let soldOut: Awaited<ReturnType<typeof createRegistrationEvent>>
const files: Record<string, string> = {}

async function signInBoth(name: 'player' | 'jugador') {
  const accessToken = (await signIn(account.url, WEB_URL, `${name}@questboard.test`)).tokens.access_token
  const response = await app.inject({
    method: 'POST',
    url: '/authenticate/',
    payload: { access_token: accessToken },
  })
  expect(response.statusCode).toBe(200)
  const { token, user_id } = response.json<{ token: string; user_id: number }>()
  people[name] = { accessToken, toolToken: token, userId: user_id }
}

const register = (eventId: number, name: string, what: 'register' | 'waitlist' = 'register') =>
  app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/${what}/`,
    headers: { authorization: `Token ${people[name]?.toolToken}` },
  })

async function giveDeckPhoto(eventId: number, userId: number, key: string) {
  await app.storage.put(key, Buffer.from('a deck photo'))
  await app.db
    .update(registrations)
    .set({ deckPhoto: key, deckPhotoUploadedAt: new Date() })
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
  files[key] = path.join(dataDir, 'uploads', ...key.split('/'))
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-personal-'))
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url, dataDir })
  await signInBoth('player')
  await signInBoth('jugador')
  const player = people.player?.userId ?? 0
  const jugador = people.jugador?.userId ?? 0
  organizer = await createPlayer(app.db, {}, ['user', 'organizer'])

  future = await createRegistrationEvent(app.db, organizer.user.id, { startsInHours: 48 })
  expect((await register(future.id, 'player')).statusCode).toBe(201)
  expect((await register(future.id, 'jugador')).statusCode).toBe(201)
  await giveDeckPhoto(future.id, player, `deck-photos/${future.id}/player-future.jpg`)
  await giveDeckPhoto(future.id, jugador, `deck-photos/${future.id}/jugador-future.jpg`)

  // A past event the player attended and was ranked at.
  past = await createRegistrationEvent(app.db, organizer.user.id, { startsInHours: -72, takenSeats: 1 })
  await app.db.insert(registrations).values({ eventId: past.id, userId: player })
  await giveDeckPhoto(past.id, player, `deck-photos/${past.id}/player-past.jpg`)
  await app.db.insert(eventResults).values({
    eventId: past.id,
    userId: player,
    category: 'competitive',
    position: 1,
    xp: 35,
    coins: 3,
    credited: true,
  })
  // A sold-out event whose waitlist the player joined.
  soldOut = await createRegistrationEvent(app.db, organizer.user.id, { maxPlayers: 1 })
  expect((await register(soldOut.id, 'jugador')).statusCode).toBe(201)
  expect((await register(soldOut.id, 'player', 'waitlist')).statusCode).toBe(201)
  await app.db.insert(storeFollows).values({ userId: player, storeId: organizer.user.id })
  // An alert, the digest turned off, and an event a morning mail listed to the player (decision 037).
  const alert = await app.inject({
    method: 'POST',
    url: '/api/users/me/alerts/',
    headers: { authorization: `Token ${people.player?.toolToken}` },
    payload: { label: 'Near home', latitude: 48.85, longitude: 2.35, radius: 30, frequency: 'weekly' },
  })
  expect(alert.statusCode).toBe(201)
  await app.db.insert(mailPreferences).values({ userId: player, dailyDigest: false })
  await app.db.insert(mailedEvents).values({ userId: player, eventId: future.id })
  // The other player's own, which stay.
  await app.db.insert(mailPreferences).values({ userId: jugador, dailyDigest: false })
  await app.db.insert(newsletterSubscriptions).values([
    { email: 'player@questboard.test', locale: 'fr', confirmedAt: new Date() },
    { email: 'jugador@questboard.test', locale: 'es', confirmedAt: new Date() },
  ])
})
afterAll(async () => {
  await app?.close()
  await account?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const exportData = (toolToken: string | undefined, accessToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/me/export/',
    headers: toolToken ? { authorization: `Token ${toolToken}` } : {},
    payload: accessToken === undefined ? {} : { access_token: accessToken },
  })

describe('POST /api/users/me/export/', () => {
  test("gathers the caller's account, ledger, registrations, results and newsletter, nothing of others", async () => {
    const response = await exportData(people.player?.toolToken, people.player?.accessToken)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain('attachment')
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json()
    expect(body.account).toMatchObject({ id: DEMO_ACCOUNT_IDS.player, email: 'player@questboard.test' })
    expect(body.loyalty).toMatchObject({ ledger: [] })
    expect(body.event_api.registrations.map((row: { event_id: number }) => row.event_id)).toEqual([
      past.id,
      future.id,
    ])
    expect(body.event_api.registrations[1].deck_photo_url).toBe(`/api/events/${future.id}/register/deck/`)
    expect(body.event_api.results).toEqual([
      expect.objectContaining({ event_id: past.id, category: 'competitive', position: 1, xp: 35 }),
    ])
    expect(body.event_api.waitlists).toEqual([
      expect.objectContaining({ event_id: soldOut.id, offered_at: null, offer_expires_at: null }),
    ])
    expect(body.event_api.followed_stores).toEqual([
      { store_id: organizer.user.id, followed_at: expect.any(String) },
    ])
    expect(body.event_api.alerts).toEqual([
      expect.objectContaining({ label: 'Near home', radius: 30, frequency: 'weekly' }),
    ])
    expect(body.event_api.mail_preferences).toMatchObject({ daily_digest: false })
    expect(body.event_api.mailed_events).toEqual([{ event_id: future.id, mailed_at: expect.any(String) }])
    expect(body.event_api.newsletter).toMatchObject({ email: 'player@questboard.test', language: 'fr' })
    const text = response.body
    expect(text).not.toContain('jugador')
    expect(text).not.toContain(DEMO_ACCOUNT_IDS.jugador)
  })

  test('refuses an access token of another account, a missing one and a missing tool token', async () => {
    expect((await exportData(people.player?.toolToken, people.jugador?.accessToken)).statusCode).toBe(403)
    const missing = await exportData(people.player?.toolToken)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toHaveProperty('access_token')
    expect((await exportData(people.player?.toolToken, 'garbage')).statusCode).toBe(400)
    expect((await exportData(undefined, people.player?.accessToken)).statusCode).toBe(401)
  })
})

describe('deleting an account', () => {
  test('waits at the account service while the Event API is away, then frees seats and keeps past results', async () => {
    const player = people.player?.userId ?? 0
    const deleted = await fetch(`${account.url}/main/v1/user/me`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${people.player?.accessToken}` },
    })
    expect(deleted.status).toBe(204)

    // The Event API has not asked yet (it was "down"): the deletion waits for it.
    const service = await serviceToken(account.url, 'test-api-client-secret', 'accounts:deletions')
    const pending = async () =>
      (
        (await (
          await fetch(`${account.url}/main/v1/account-deletions`, {
            headers: { authorization: `Bearer ${service}` },
          })
        ).json()) as { results: { account_id: string }[] }
      ).results.map((row) => row.account_id)
    expect(await pending()).toEqual([DEMO_ACCOUNT_IDS.player])

    expect(await app.accountDeletions.sync()).toBe(1)
    expect(await pending()).toEqual([])

    // The future seat is free again, exactly; the other player keeps theirs.
    const [event] = await app.db.select().from(events).where(eq(events.id, future.id))
    expect(event?.takenSeats).toBe(1)
    const seats = await app.db.select().from(registrations).where(eq(registrations.eventId, future.id))
    expect(seats.map((row) => row.userId)).toEqual([people.jugador?.userId])
    // Every deck photo of the deleted player is gone, files included; the other player's stays.
    expect(await exists(files[`deck-photos/${future.id}/player-future.jpg`] ?? '')).toBe(false)
    expect(await exists(files[`deck-photos/${past.id}/player-past.jpg`] ?? '')).toBe(false)
    expect(await exists(files[`deck-photos/${future.id}/jugador-future.jpg`] ?? '')).toBe(true)
    // The past result is kept, anonymized.
    const [result] = await app.db.select().from(eventResults).where(eq(eventResults.eventId, past.id))
    expect(result).toMatchObject({ userId: player, position: 1, xp: 35 })
    const [user] = await app.db.select().from(users).where(eq(users.id, player))
    expect(user).toMatchObject({ nickname: DELETED_PLAYER, email: '', country: null, birthDate: null })
    expect(user?.subject).not.toBe(DEMO_ACCOUNT_IDS.player)
    const [pastSeat] = await app.db.select().from(registrations).where(eq(registrations.eventId, past.id))
    expect(pastSeat?.deckPhoto).toBeNull()
    // Newsletter, followed stores, alerts and mail preferences go; another person's stay.
    const newsletter = await app.db.select().from(newsletterSubscriptions)
    expect(newsletter.map((row) => row.email)).toEqual(['jugador@questboard.test'])
    expect(await app.db.select().from(storeFollows).where(eq(storeFollows.userId, player))).toEqual([])
    expect(await app.db.select().from(searchAlerts).where(eq(searchAlerts.userId, player))).toEqual([])
    expect(await app.db.select().from(mailedEvents).where(eq(mailedEvents.userId, player))).toEqual([])
    const preferences = await app.db.select().from(mailPreferences)
    expect(preferences.map((row) => row.userId)).toEqual([people.jugador?.userId])
    // Out of the waitlists too.
    expect(await app.db.select().from(waitlist).where(eq(waitlist.userId, player))).toEqual([])

    // Signed out of the Event API, and no way back in.
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me/',
      headers: { authorization: `Token ${people.player?.toolToken}` },
    })
    expect(me.statusCode).toBe(401)
    const again = await app.inject({
      method: 'POST',
      url: '/authenticate/',
      payload: { access_token: people.player?.accessToken },
    })
    expect(again.statusCode).toBe(401)
    await expect(signIn(account.url, WEB_URL, 'player@questboard.test')).rejects.toThrow()

    // Applying it again changes nothing.
    expect(await app.accountDeletions.sync()).toBe(0)
  })

  test('an account service out of reach leaves the deletion pending for the next run', async () => {
    const { tokens } = await signIn(account.url, WEB_URL, 'jugador@questboard.test')
    const away = await buildTestApp({ accountUrl: 'http://127.0.0.1:9', oidcIssuer: account.url, dataDir })
    try {
      await fetch(`${account.url}/main/v1/user/me`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
      await expect(away.accountDeletions.sync()).rejects.toThrow()
    } finally {
      await away.close()
    }
    expect(await app.accountDeletions.sync()).toBe(1)
    const [event] = await app.db.select().from(events).where(eq(events.id, future.id))
    expect(event?.takenSeats).toBe(0)
  })
})

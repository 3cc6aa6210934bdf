import { signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, register, tokenFor, wallClockIn } from '../testing/factories.ts'

// Issue 13 §10 through HTTP, against the real account service that holds the accounts, the roles and their audit.
let account: TestService
let app: TestApp

async function signInTo(email: string) {
  const { tokens } = await signIn(account.url, WEB_URL, email)
  const response = await app.inject({
    method: 'POST',
    url: '/authenticate/',
    payload: { access_token: tokens.access_token },
  })
  const body = response.json<{ token: string; user_id: number }>()
  return { headers: { authorization: `Token ${body.token}` }, userId: body.user_id }
}

let admin: { authorization: string }
beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  admin = (await signInTo('admin@questboard.test')).headers
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

const get = (url: string, headers = admin) => app.inject({ method: 'GET', url, headers })
const putRoles = (subject: string, payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/users/${subject}/roles/`, headers, payload })

describe('finding a user', () => {
  test('by nickname or email, from two characters, with their roles', async () => {
    const byNickname = await get('/api/admin/users/?search=Alin')
    expect(byNickname.statusCode).toBe(200)
    expect(byNickname.json()).toEqual({
      results: [
        { id: DEMO_ACCOUNT_IDS.player, nickname: 'Aline', email: 'player@questboard.test', roles: ['user'] },
      ],
    })
    const byEmail = await get('/api/admin/users/?search=organizer2%40questboard')
    expect(byEmail.json().results).toEqual([
      expect.objectContaining({ id: DEMO_ACCOUNT_IDS.organizer2, roles: ['user', 'organizer'] }),
    ])
    expect((await get('/api/admin/users/?search=A')).json()).toEqual({ results: [] })
    expect((await get(`/api/admin/users/?search=${'x'.repeat(201)}`)).statusCode).toBe(400)
  })

  test('only by an administrator', async () => {
    const organizer = (await signInTo('organizer@questboard.test')).headers
    expect((await get('/api/admin/users/?search=Alin', organizer)).statusCode).toBe(403)
    expect((await get(`/api/admin/users/${DEMO_ACCOUNT_IDS.player}/`, organizer)).statusCode).toBe(403)
    expect(
      (await putRoles(DEMO_ACCOUNT_IDS.organizer, { roles: ['organizer', 'admin'] }, organizer)).statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/admin/users/?search=Alin' })).statusCode).toBe(401)
  })
})

describe("a user's page", () => {
  test('shows their roles and their registrations, latest event first', async () => {
    const player = await signInTo('player@questboard.test')
    const owner = (await signInTo('organizer@questboard.test')).userId
    const soon = await createEvent(app.db, owner, { name: 'Soon', start: wallClockIn(3) })
    const later = await createEvent(app.db, owner, { name: 'Later', start: wallClockIn(20) })
    await register(app.db, soon.id, [player.userId])
    await register(app.db, later.id, [player.userId])

    const response = await get(`/api/admin/users/${DEMO_ACCOUNT_IDS.player}/`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      id: DEMO_ACCOUNT_IDS.player,
      nickname: 'Aline',
      email: 'player@questboard.test',
      country: 'FR',
      roles: ['user'],
      role_history: [],
    })
    expect(body.registrations.map((registration: { name: string }) => registration.name)).toEqual([
      'Later',
      'Soon',
    ])
    expect(body.registrations[0]).toMatchObject({
      id: later.id,
      status: 'published',
      timezone: 'Europe/Paris',
      starts_at: later.startsAt.toISOString(),
    })
  })

  test('is a 404 for an unknown account or a malformed id', async () => {
    expect((await get('/api/admin/users/00000000-0000-4000-8000-00000000ffff/')).statusCode).toBe(404)
    expect((await get('/api/admin/users/42/')).statusCode).toBe(404)
    expect((await putRoles('42', { roles: [] })).statusCode).toBe(404)
    expect((await putRoles('00000000-0000-4000-8000-00000000ffff', { roles: [] })).statusCode).toBe(404)
  })
})

describe('changing roles', () => {
  test('grants and removes organizer and admin, records who did it, and the user’s token follows at once', async () => {
    const jugador = await signInTo('jugador@questboard.test')
    expect((await get('/api/admin/events/', jugador.headers)).statusCode).toBe(403)

    const granted = await putRoles(DEMO_ACCOUNT_IDS.jugador, { roles: ['organizer', 'admin'] })
    expect(granted.statusCode).toBe(200)
    expect(granted.json()).toMatchObject({ roles: ['user', 'organizer', 'admin'] })
    expect(granted.json().role_history).toEqual([
      {
        changed_by: DEMO_ACCOUNT_IDS.admin,
        changed_by_nickname: 'Admin',
        roles_before: ['user'],
        roles_after: ['user', 'organizer', 'admin'],
        reason: 'admin-space',
        changed_at: expect.any(String),
      },
    ])
    // The player's own tool token: admin now, without waiting for the roles feed.
    expect((await get('/api/admin/events/', jugador.headers)).statusCode).toBe(200)

    const removed = await putRoles(DEMO_ACCOUNT_IDS.jugador, { roles: [] })
    expect(removed.json()).toMatchObject({ roles: ['user'] })
    expect(removed.json().role_history).toHaveLength(2)
    expect((await get('/api/admin/events/', jugador.headers)).statusCode).toBe(403)
  })

  test('refuses bad roles with a 400 naming the field, and an admin removing their own admin role', async () => {
    const unknown = await putRoles(DEMO_ACCOUNT_IDS.kid, { roles: ['superuser'] })
    expect(unknown.statusCode).toBe(400)
    expect(Object.keys(unknown.json())).toEqual(['roles'])
    expect((await putRoles(DEMO_ACCOUNT_IDS.kid, { roles: ['admin', 'admin'] })).statusCode).toBe(400)
    expect((await putRoles(DEMO_ACCOUNT_IDS.kid, {})).statusCode).toBe(400)

    const self = await putRoles(DEMO_ACCOUNT_IDS.admin, { roles: ['organizer'] })
    expect(self.statusCode).toBe(409)
    expect(self.json().detail).toMatch(/your own admin role/)
    // Nothing changed: the admin is still one, and the kid still a player.
    expect((await get(`/api/admin/users/${DEMO_ACCOUNT_IDS.admin}/`)).json().roles).toEqual([
      'user',
      'organizer',
      'admin',
    ])
    expect((await get(`/api/admin/users/${DEMO_ACCOUNT_IDS.kid}/`)).json()).toMatchObject({
      roles: ['user'],
      role_history: [],
    })
  })

  test('answers 503 when the account service cannot answer, changing nothing', async () => {
    const offline = await buildTestApp({ accountUrl: 'http://127.0.0.1:9', oidcIssuer: account.url })
    try {
      const user = await createUser(offline.db)
      const headers = await tokenFor(offline.db, user.id, ['user', 'admin'])
      const answer = await offline.inject({
        method: 'PUT',
        url: `/api/admin/users/${DEMO_ACCOUNT_IDS.kid}/roles/`,
        headers,
        payload: { roles: ['organizer'] },
      })
      expect(answer.statusCode).toBe(503)
      expect(answer.json().detail).toMatch(/nothing was changed/)
    } finally {
      await offline.close()
    }
    expect((await get(`/api/admin/users/${DEMO_ACCOUNT_IDS.kid}/`)).json().roles).toEqual(['user'])
  })
})

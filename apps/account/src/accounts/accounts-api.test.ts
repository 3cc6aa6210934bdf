import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceToken, signIn, tokenRequest } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { SERVICE_SCOPES, WEB_CLIENT_ID } from './roles'

let running: TestService
const tokens: Record<string, string> = {}

beforeAll(async () => {
  running = await startTestService()
  for (const name of ['player', 'kid', 'admin', 'jugador', 'organizer2']) {
    tokens[name] = (await signIn(running.url, WEB_URL, `${name}@questboard.test`)).tokens.access_token
  }
})
afterAll(() => running.close())

const api = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${running.url}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  })

describe('GET /main/v1/user/me', () => {
  it('answers the account of the access token', async () => {
    const response = await api('/main/v1/user/me', tokens.player)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: DEMO_ACCOUNT_IDS.player,
      email: 'player@questboard.test',
      nickname: 'Aline',
      picture: null,
      country: 'FR',
      birth_date: '1995-04-12',
      loyalty_registration: false,
      loyalty_registered_at: null,
    })
  })

  it('keeps the kid 14 years old', async () => {
    const me = (await (await api('/main/v1/user/me', tokens.kid)).json()) as { birth_date: string }
    const birth = new Date(`${me.birth_date}T00:00:00Z`)
    const age = (Date.now() - birth.getTime()) / (365.2425 * 24 * 3600 * 1000)
    expect(age).toBeGreaterThanOrEqual(14)
    expect(age).toBeLessThan(15)
  })

  it('refuses a missing, tampered, foreign or garbage token with 401', async () => {
    expect((await api('/main/v1/user/me')).status).toBe(401)
    expect((await api('/main/v1/user/me', 'garbage')).status).toBe(401)
    const [header, payload, signature] = (tokens.player ?? '').split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(tokens.player ?? ''), sub: DEMO_ACCOUNT_IDS.admin }),
    ).toString('base64url')
    expect((await api('/main/v1/user/me', `${header}.${forged}.${signature}`)).status).toBe(401)
    expect(payload).toBeTruthy()
    const foreign = await new SignJWT({ scope: 'questboard-web:admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(running.url)
      .setAudience('questboard')
      .setSubject(DEMO_ACCOUNT_IDS.admin)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-of-at-least-32-bytes-long!!'))
    const response = await api('/main/v1/user/me', foreign)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'The access token is invalid or has expired.' })
  })
})

describe('loyalty club membership', () => {
  it('refuses a French adult and the 14-year-old with 403', async () => {
    const french = await api('/main/v1/user/me/loyalty', tokens.player, { method: 'POST' })
    expect(french.status).toBe(403)
    expect(((await french.json()) as { detail: string }).detail).toMatch(/only open/)
    const kid = await api('/main/v1/user/me/loyalty', tokens.kid, { method: 'POST' })
    expect(kid.status).toBe(403)
    expect(await kid.json()).toEqual({ detail: 'You are not authorized to participate' })
  })

  it('accepts the Spanish adult, once', async () => {
    const first = await api('/main/v1/user/me/loyalty', tokens.jugador, { method: 'POST' })
    expect(first.status).toBe(200)
    const joined = (await first.json()) as { loyalty_registration: boolean; loyalty_registered_at: string }
    expect(joined.loyalty_registration).toBe(true)
    const second = await api('/main/v1/user/me/loyalty', tokens.jugador, { method: 'POST' })
    expect(second.status).toBe(200)
    expect(((await second.json()) as typeof joined).loyalty_registered_at).toBe(joined.loyalty_registered_at)

    const me = await api('/loyalty/v1/me', tokens.jugador)
    expect(await me.json()).toMatchObject({ user: { country: 'ES' }, registered: true })
    expect(await (await api('/loyalty/v1/me', tokens.player)).json()).toMatchObject({
      user: { country: 'FR' },
      registered: false,
    })
  })

  it('answers a malformed body with 400, not 500', async () => {
    const response = await api('/main/v1/user/me/loyalty', tokens.jugador, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(response.status).toBe(400)
  })
})

describe('GET /main/v1/users?login=', () => {
  it('answers an empty list under two characters', async () => {
    expect(await (await api('/main/v1/users?login=A', tokens.player)).json()).toEqual([])
    expect(await (await api('/main/v1/users', tokens.player)).json()).toEqual([])
  })

  it('matches nicknames without emails for players', async () => {
    const found = await (await api('/main/v1/users?login=ali', tokens.player)).json()
    expect(found).toEqual([{ id: DEMO_ACCOUNT_IDS.player, nickname: 'Aline' }])
    expect(await (await api('/main/v1/users?login=jugador@', tokens.player)).json()).toEqual([])
  })

  it('matches emails too and shows them to admins', async () => {
    const found = await (await api('/main/v1/users?login=jugador@', tokens.admin)).json()
    expect(found).toEqual([
      { id: DEMO_ACCOUNT_IDS.jugador, nickname: 'Javier', email: 'jugador@questboard.test' },
    ])
  })

  it('needs a token', async () => {
    expect((await api('/main/v1/users?login=ali')).status).toBe(401)
  })
})

describe('PUT /main/v1/users/{id}/roles', () => {
  it('is refused to user tokens and to service tokens without the scope', async () => {
    const body = JSON.stringify({ roles: ['organizer'] })
    const headers = { 'content-type': 'application/json' }
    const asUser = await api(`/main/v1/users/${DEMO_ACCOUNT_IDS.player}/roles`, tokens.admin, {
      method: 'PUT',
      body,
      headers,
    })
    expect(asUser.status).toBe(403)
    const creditOnly = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.loyaltyCredit)
    const wrongScope = await api(`/main/v1/users/${DEMO_ACCOUNT_IDS.player}/roles`, creditOnly, {
      method: 'PUT',
      body,
      headers,
    })
    expect(wrongScope.status).toBe(403)
  })

  it('refuses a wrong client secret at the token endpoint', async () => {
    const response = await tokenRequest(
      running.url,
      { grant_type: 'client_credentials', scope: SERVICE_SCOPES.accountsRoles },
      { authorization: `Basic ${Buffer.from('questboard-api:wrong').toString('base64')}` },
    )
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client')
  })

  it('sets the roles with the service credential, and refreshed tokens carry them', async () => {
    const { tokens: player } = await signIn(running.url, WEB_URL, 'player@questboard.test')
    const service = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsRoles)
    const put = (id: string, body: string) =>
      api(`/main/v1/users/${id}/roles`, service, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json' },
      })

    expect(
      (await put(DEMO_ACCOUNT_IDS.player, JSON.stringify({ roles: ['user', 'organizer'] }))).status,
    ).toBe(204)
    const refreshed = await tokenRequest(running.url, {
      grant_type: 'refresh_token',
      refresh_token: player.refresh_token ?? '',
      client_id: WEB_CLIENT_ID,
    })
    expect(refreshed.status).toBe(200)
    const scope = String(decodeJwt(((await refreshed.json()) as { access_token: string }).access_token).scope)
    expect(scope.split(' ')).toContain('questboard-web:organizer')

    expect((await put(DEMO_ACCOUNT_IDS.player, JSON.stringify({ roles: ['superuser'] }))).status).toBe(400)
    expect((await put(DEMO_ACCOUNT_IDS.player, '{')).status).toBe(400)
    expect((await put('00000000-0000-4000-8000-00000000ffff', JSON.stringify({ roles: [] }))).status).toBe(
      404,
    )
    expect((await put('not-a-uuid', JSON.stringify({ roles: [] }))).status).toBe(404)
    expect((await put(DEMO_ACCOUNT_IDS.player, JSON.stringify({ roles: [] }))).status).toBe(204)
    const me = await api('/main/v1/user/me', tokens.player)
    expect(((await me.json()) as { roles: string[] }).roles).toEqual(['user'])
  })
})

describe('GET /main/v1/users/{id}/roles', () => {
  it("answers the account's current roles to the service credential only", async () => {
    const path = `/main/v1/users/${DEMO_ACCOUNT_IDS.admin}/roles`
    expect((await api(path, tokens.admin)).status).toBe(403)
    const creditOnly = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.loyaltyCredit)
    expect((await api(path, creditOnly)).status).toBe(403)
    const service = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsRoles)
    const answer = await api(path, service)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ roles: ['user', 'organizer', 'admin'] })
    expect(await (await api(`/main/v1/users/${DEMO_ACCOUNT_IDS.kid}/roles`, service)).json()).toMatchObject({
      roles: ['user'],
    })
    expect((await api('/main/v1/users/00000000-0000-4000-8000-00000000ffff/roles', service)).status).toBe(404)
  })
})

describe('GET /main/v1/role-changes', () => {
  interface Change {
    account_id: string
    roles: string[]
    version: number
    settled: boolean
  }
  const changesAfter = async (service: string, after: number) => {
    const answer = await api(`/main/v1/role-changes?after=${after}`, service)
    expect(answer.status).toBe(200)
    return ((await answer.json()) as { results: Change[] }).results
  }

  it('lists each account whose roles changed after a version once, with the roles it holds now', async () => {
    const service = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsRoles)
    expect((await api('/main/v1/role-changes', tokens.admin)).status).toBe(403)
    expect((await api('/main/v1/role-changes?after=-1', service)).status).toBe(400)
    expect((await api('/main/v1/role-changes?limit=501', service)).status).toBe(400)

    const before = await changesAfter(service, 0)
    const cursor = Math.max(0, ...before.map((change) => change.version))
    const put = (id: string, roles: string[]) =>
      api(`/main/v1/users/${id}/roles`, service, {
        method: 'PUT',
        body: JSON.stringify({ roles }),
        headers: { 'content-type': 'application/json' },
      })
    expect((await put(DEMO_ACCOUNT_IDS.jugador, ['organizer'])).status).toBe(204)
    expect((await put(DEMO_ACCOUNT_IDS.kid, [])).status).toBe(204)
    expect((await put(DEMO_ACCOUNT_IDS.jugador, [])).status).toBe(204)

    const changes = await changesAfter(service, cursor)
    // The kid first, then the jugador's latest change only: the feed holds each account's last state.
    expect(changes.map(({ account_id, roles }) => ({ account_id, roles }))).toEqual([
      { account_id: DEMO_ACCOUNT_IDS.kid, roles: ['user'] },
      { account_id: DEMO_ACCOUNT_IDS.jugador, roles: ['user'] },
    ])
    expect(changes[0]?.version).toBeLessThan(changes[1]?.version ?? 0)
    // The per-account read names the same version, so a reader keeps whichever of the two is newer.
    const jugador = await api(`/main/v1/users/${DEMO_ACCOUNT_IDS.jugador}/roles`, service)
    expect(await jugador.json()).toEqual({ roles: ['user'], version: changes[1]?.version })
    // Just made: not settled yet, so a reader keeps its cursor before them and reads them again.
    expect(changes.map((change) => change.settled)).toEqual([false, false])
    expect(await changesAfter(service, changes[1]?.version ?? 0)).toEqual([])
  })
})

describe('CORS', () => {
  it('lets the web origin call the account API', async () => {
    const preflight = await fetch(`${running.url}/main/v1/user/me`, {
      method: 'OPTIONS',
      headers: {
        origin: WEB_URL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB_URL)
    const other = await api('/main/v1/user/me', tokens.player, { headers: { origin: 'http://evil.test' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

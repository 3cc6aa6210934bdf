import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceToken, signIn } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { SERVICE_SCOPES } from './roles'

// The accounts as the Event API's admin space reads them (issue 13 §10), and the audit of role changes.
let running: TestService
let service: string
let adminToken: string

beforeAll(async () => {
  running = await startTestService()
  service = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsRoles)
  adminToken = (await signIn(running.url, WEB_URL, 'admin@questboard.test')).tokens.access_token
})
afterAll(() => running.close())

const api = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${running.url}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  })
const putRoles = (id: string, body: unknown) =>
  api(`/main/v1/users/${id}/roles`, service, { method: 'PUT', body: JSON.stringify(body) })
const history = async (id: string) =>
  ((await (await api(`/main/v1/accounts/${id}/role-history`, service)).json()) as { results: unknown[] })
    .results

describe('GET /main/v1/accounts', () => {
  it('finds accounts by nickname or email, with the roles they hold, for the service credential', async () => {
    const byNickname = await api('/main/v1/accounts?search=alin', service)
    expect(byNickname.status).toBe(200)
    expect(await byNickname.json()).toEqual({
      results: [
        { id: DEMO_ACCOUNT_IDS.player, nickname: 'Aline', email: 'player@questboard.test', roles: ['user'] },
      ],
    })
    const byEmail = (await (await api('/main/v1/accounts?search=ORGANIZER2@', service)).json()) as {
      results: { id: string; roles: string[] }[]
    }
    expect(byEmail.results).toEqual([
      expect.objectContaining({ id: DEMO_ACCOUNT_IDS.organizer2, roles: ['user', 'organizer'] }),
    ])
    // Under the spec's two characters: nothing, as the other user searches.
    expect(await (await api('/main/v1/accounts?search=a', service)).json()).toEqual({ results: [] })
    // LIKE's wildcards are searched as themselves.
    expect(await (await api('/main/v1/accounts?search=%25%25', service)).json()).toEqual({ results: [] })
  })

  it('is refused without a token, to a user token (even an admin’s) and to another scope', async () => {
    expect((await api('/main/v1/accounts?search=alin')).status).toBe(401)
    expect((await api('/main/v1/accounts?search=alin', adminToken)).status).toBe(403)
    const creditOnly = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.loyaltyCredit)
    expect((await api('/main/v1/accounts?search=alin', creditOnly)).status).toBe(403)
    expect((await api(`/main/v1/accounts/${DEMO_ACCOUNT_IDS.player}`, adminToken)).status).toBe(403)
    expect((await api(`/main/v1/accounts/${DEMO_ACCOUNT_IDS.player}/role-history`, creditOnly)).status).toBe(
      403,
    )
  })
})

describe('GET /main/v1/accounts/{id}', () => {
  it('answers one account with its roles, and 404 for an unknown or malformed id', async () => {
    const response = await api(`/main/v1/accounts/${DEMO_ACCOUNT_IDS.admin}`, service)
    expect(await response.json()).toEqual({
      id: DEMO_ACCOUNT_IDS.admin,
      nickname: 'Admin',
      email: 'admin@questboard.test',
      country: expect.stringMatching(/^[A-Z]{2}$/),
      join_date: expect.any(String),
      roles: ['user', 'organizer', 'admin'],
    })
    expect((await api('/main/v1/accounts/00000000-0000-4000-8000-00000000ffff', service)).status).toBe(404)
    expect((await api('/main/v1/accounts/not-an-id', service)).status).toBe(404)
    expect((await api('/main/v1/accounts/not-an-id/role-history', service)).status).toBe(404)
  })
})

describe('the role audit', () => {
  it('records who changed the roles, from what to what and why, newest first', async () => {
    const kid = DEMO_ACCOUNT_IDS.kid
    expect(await history(kid)).toEqual([])

    expect(
      (
        await putRoles(kid, {
          roles: ['organizer'],
          changed_by: DEMO_ACCOUNT_IDS.admin,
          reason: 'admin-space',
        })
      ).status,
    ).toBe(204)
    // The same roles again change nothing, so they are not a change to record.
    expect((await putRoles(kid, { roles: ['organizer'], changed_by: DEMO_ACCOUNT_IDS.admin })).status).toBe(
      204,
    )
    expect((await putRoles(kid, { roles: [] })).status).toBe(204)

    expect(await history(kid)).toEqual([
      {
        changed_by: null,
        changed_by_nickname: null,
        roles_before: ['user', 'organizer'],
        roles_after: ['user'],
        reason: null,
        changed_at: expect.any(String),
      },
      {
        changed_by: DEMO_ACCOUNT_IDS.admin,
        changed_by_nickname: 'Admin',
        roles_before: ['user'],
        roles_after: ['user', 'organizer'],
        reason: 'admin-space',
        changed_at: expect.any(String),
      },
    ])
  })

  it('refuses a malformed author or reason with 400, changing nothing', async () => {
    const jugador = DEMO_ACCOUNT_IDS.jugador
    expect((await putRoles(jugador, { roles: ['admin'], changed_by: 'someone' })).status).toBe(400)
    expect((await putRoles(jugador, { roles: ['admin'], reason: 'x'.repeat(201) })).status).toBe(400)
    const account = await (await api(`/main/v1/accounts/${jugador}`, service)).json()
    expect(account).toMatchObject({ roles: ['user'] })
    expect(await history(jugador)).toEqual([])
  })
})

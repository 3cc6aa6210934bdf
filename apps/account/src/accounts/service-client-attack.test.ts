import { randomBytes } from 'node:crypto'
import { DEVELOPMENT_API_CLIENT_SECRET } from '@questboard/domain/safe-defaults'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceToken, signUp, tokenRequest } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { SERVICE_SCOPES, WEB_CLIENT_ID } from './roles'

// Issue 12's attack, against a deployment configured as production must be (its own secret, no demo account):
// a freshly signed-up account tries to make itself admin and to credit itself loyalty points.
let running: TestService
let attacker: { id: string; accessToken: string }
const configuredSecret = randomBytes(32).toString('hex')

beforeAll(async () => {
  running = await startTestService({ apiClientSecret: configuredSecret, demoUsers: false })
  const { tokens } = await signUp(running.url, WEB_URL, {
    email: 'mallory@example.com',
    password: 'a long enough password',
    nickname: 'Mallory',
    country: 'DE',
    birth_date: '1990-01-01',
  })
  const me = await fetch(`${running.url}/main/v1/user/me`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  attacker = { id: ((await me.json()) as { id: string }).id, accessToken: tokens.access_token }
})
afterAll(() => running?.close())

const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`

const setOwnRoles = (token: string) =>
  fetch(`${running.url}/main/v1/users/${attacker.id}/roles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ roles: ['admin', 'organizer'] }),
  })

const creditSelf = (token: string) =>
  fetch(`${running.url}/loyalty/v1/credits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      event_id: 'questboard-event-1',
      credits: [{ user_id: attacker.id, xp: 100_000, coins: 100_000 }],
    }),
  })

describe('the development secret is worth nothing where a secret was configured', () => {
  it('refuses a client credentials token for the published development secret', async () => {
    const response = await tokenRequest(
      running.url,
      { grant_type: 'client_credentials', scope: Object.values(SERVICE_SCOPES).join(' ') },
      { authorization: basic('questboard-api', DEVELOPMENT_API_CLIENT_SECRET) },
    )
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client')
  })

  it("refuses client credentials to the web app's public client", async () => {
    const response = await tokenRequest(running.url, {
      grant_type: 'client_credentials',
      client_id: WEB_CLIENT_ID,
      scope: SERVICE_SCOPES.accountsRoles,
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it("refuses the account's own access token to set its roles or credit itself", async () => {
    expect((await setOwnRoles(attacker.accessToken)).status).toBe(403)
    expect((await creditSelf(attacker.accessToken)).status).toBe(403)
    const balances = await fetch(`${running.url}/loyalty/v1/me/balances`, {
      headers: { authorization: `Bearer ${attacker.accessToken}` },
    })
    expect(await balances.json()).toMatchObject({ XP: 0, Coins: 0 })
  })

  it('lets only the configured service client do it (so the refusals above are about who asks)', async () => {
    const service = await serviceToken(running.url, configuredSecret, SERVICE_SCOPES.accountsRoles)
    expect((await setOwnRoles(service)).status).toBe(204)
  })
})

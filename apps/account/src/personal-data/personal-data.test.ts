import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_SCOPES, WEB_CLIENT_ID } from '../accounts/roles'
import { loyaltyCredits } from '../db/schema'
import { browser, serviceToken, signIn, startAuthorization, tokenRequest } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

let running: TestService
let credit: string
let deletions: string

beforeAll(async () => {
  running = await startTestService()
  credit = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.loyaltyCredit)
  deletions = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsDeletions)
  const response = await api('/loyalty/v1/credits', credit, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event_id: 'personal-data-1',
      credits: [
        { user_id: DEMO_ACCOUNT_IDS.jugador, xp: 35, coins: 3 },
        { user_id: DEMO_ACCOUNT_IDS.player, xp: 10, coins: 1 },
      ],
    }),
  })
  expect(response.status).toBe(201)
})
afterAll(() => running?.close())

const api = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${running.url}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  })

const ledgerRows = async (accountId: string) =>
  (
    await running.service.database.db
      .select()
      .from(loyaltyCredits)
      .where(eq(loyaltyCredits.accountId, accountId))
  ).length

describe('GET /main/v1/user/me/export', () => {
  it("answers the caller's account and loyalty ledger, and nothing of anyone else", async () => {
    const { tokens } = await signIn(running.url, WEB_URL, 'jugador@questboard.test')
    const response = await api('/main/v1/user/me/export', tokens.access_token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.account).toMatchObject({ id: DEMO_ACCOUNT_IDS.jugador, email: 'jugador@questboard.test' })
    expect(body.loyalty.balances).toMatchObject({ XP: 35, Coins: 3 })
    expect(body.loyalty.ledger).toEqual([
      expect.objectContaining({ event_id: 'personal-data-1', xp: 35, coins: 3 }),
    ])
    expect(JSON.stringify(body)).not.toContain('player@questboard.test')
    expect(JSON.stringify(body)).not.toContain(DEMO_ACCOUNT_IDS.player)
  })

  it('needs a user access token', async () => {
    expect((await api('/main/v1/user/me/export')).status).toBe(401)
    expect((await api('/main/v1/user/me/export', deletions)).status).toBe(403)
  })
})

describe('DELETE /main/v1/user/me', () => {
  it('deletes the account, signs it out everywhere, keeps the ledger and queues the deletion', async () => {
    const { tokens, agent } = await signIn(running.url, WEB_URL, 'player@questboard.test')
    expect((await api('/main/v1/user/me', tokens.access_token, { method: 'DELETE' })).status).toBe(204)

    expect((await api('/main/v1/user/me', tokens.access_token)).status).toBe(401)
    const refreshed = await tokenRequest(running.url, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
      client_id: WEB_CLIENT_ID,
    })
    expect(refreshed.status).toBe(400)
    // The browser's session is gone too: a new authorization asks for the password again.
    const again = await startAuthorization(agent, WEB_URL)
    expect(again.interactionPath).toMatch(/^\/interaction\//)

    // The password no longer signs anyone in.
    const stranger = browser(running.url)
    const { interactionPath } = await startAuthorization(stranger, WEB_URL)
    const login = await stranger.postForm(`${interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'questboard',
    })
    expect(login.status).toBe(401)

    // The loyalty ledger is an accounting record the policy keeps for 5 years.
    expect(await ledgerRows(DEMO_ACCOUNT_IDS.player)).toBe(1)
    const leaderboard = await (await api('/loyalty/v1/leaderboard')).json()
    expect(JSON.stringify(leaderboard)).not.toContain('Aline')
  })
})

describe('the back-channel of deleted accounts', () => {
  it('lists each deletion until the Event API acknowledges it', async () => {
    const { tokens } = await signIn(running.url, WEB_URL, 'organizer2@questboard.test')
    expect((await api('/main/v1/user/me', tokens.access_token, { method: 'DELETE' })).status).toBe(204)

    const pending = await (await api('/main/v1/account-deletions', deletions)).json()
    expect(pending.results.map((row: { account_id: string }) => row.account_id)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNT_IDS.organizer2]),
    )
    expect(
      (
        await api(`/main/v1/account-deletions/${DEMO_ACCOUNT_IDS.organizer2}`, deletions, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204)
    const after = await (await api('/main/v1/account-deletions', deletions)).json()
    expect(after.results.map((row: { account_id: string }) => row.account_id)).not.toContain(
      DEMO_ACCOUNT_IDS.organizer2,
    )
    expect(
      (
        await api(`/main/v1/account-deletions/${DEMO_ACCOUNT_IDS.organizer2}`, deletions, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404)
  })

  it('is reserved to the service credential with its scope', async () => {
    const { tokens } = await signIn(running.url, WEB_URL, 'admin@questboard.test')
    expect((await api('/main/v1/account-deletions', tokens.access_token)).status).toBe(403)
    expect((await api('/main/v1/account-deletions', credit)).status).toBe(403)
    expect((await api('/main/v1/account-deletions?limit=0', deletions)).status).toBe(400)
  })
})

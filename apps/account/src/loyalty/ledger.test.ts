import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { coinsExpiry } from '@questboard/domain/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_SCOPES } from '../accounts/roles'
import { serviceToken, signIn } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { ledgerRepository } from './ledger.repository'

let running: TestService
let jugador: string
let service: string

beforeAll(async () => {
  running = await startTestService()
  jugador = (await signIn(running.url, WEB_URL, 'jugador@questboard.test')).tokens.access_token
  service = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.loyaltyCredit)
})
afterAll(() => running.close())

const credit = (token: string, body: unknown) =>
  fetch(`${running.url}/loyalty/v1/credits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const get = async (path: string, token = jugador) =>
  (await fetch(`${running.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()

describe('loyalty ledger', () => {
  it('expires coins one year after they were earned, never XP', async () => {
    const ledger = ledgerRepository(running.service.database.db)
    const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000)
    const recently = new Date(Date.now() - 10 * 24 * 3600 * 1000)
    await ledger.credit('old-event', [{ userId: DEMO_ACCOUNT_IDS.jugador, xp: 35, coins: 3 }], longAgo)
    await ledger.credit('recent-event', [{ userId: DEMO_ACCOUNT_IDS.jugador, xp: 10, coins: 1 }], recently)

    expect(await get('/main/v1/user/me/loyalty')).toEqual({ XP: 45, Coins: 1 })
    expect(await get('/loyalty/v1/me/balances')).toEqual({
      XP: 45,
      Coins: 1,
      coins_expiring: [{ amount: 1, expires_at: coinsExpiry(recently).toISOString() }],
    })
    expect(coinsExpiry(new Date('2024-02-29T10:00:00Z')).toISOString()).toBe('2025-02-28T10:00:00.000Z')
    expect(coinsExpiry(new Date('2025-06-15T10:00:00Z')).toISOString()).toBe('2026-06-15T10:00:00.000Z')
  })

  it('credits once per event and user, however often the award is retried', async () => {
    const body = {
      event_id: 42,
      credits: [
        { user_id: DEMO_ACCOUNT_IDS.player, xp: 35, coins: 0 },
        { user_id: DEMO_ACCOUNT_IDS.organizer2, xp: 10, coins: 1 },
      ],
    }
    const first = await credit(service, body)
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ event_id: '42', credited: body.credits, already_credited: [] })
    const retry = await credit(service, body)
    expect(retry.status).toBe(200)
    expect(await retry.json()).toEqual({
      event_id: '42',
      credited: [],
      already_credited: [DEMO_ACCOUNT_IDS.player, DEMO_ACCOUNT_IDS.organizer2],
    })
    const player = (await signIn(running.url, WEB_URL, 'player@questboard.test')).tokens.access_token
    expect(await get('/main/v1/user/me/loyalty', player)).toEqual({ XP: 35, Coins: 0 })
  })

  it('pays once when the same award arrives several times at once', async () => {
    const body = {
      event_id: 'concurrent-1',
      credits: [{ user_id: DEMO_ACCOUNT_IDS.organizer2, xp: 25, coins: 2 }],
    }
    const responses = await Promise.all(Array.from({ length: 6 }, () => credit(service, body)))
    const results = (await Promise.all(responses.map((response) => response.json()))) as {
      credited: unknown[]
    }[]
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1)
    expect(results.flatMap((result) => result.credited)).toHaveLength(1)
    const organizer2 = (await signIn(running.url, WEB_URL, 'organizer2@questboard.test')).tokens.access_token
    expect(await get('/main/v1/user/me/loyalty', organizer2)).toEqual({ XP: 35, Coins: 3 })
  })

  it('refuses user tokens, wrong scopes, malformed bodies and unknown accounts', async () => {
    const body = { event_id: '7', credits: [{ user_id: DEMO_ACCOUNT_IDS.jugador, xp: 10, coins: 1 }] }
    expect((await credit(jugador, body)).status).toBe(403)
    const rolesOnly = await serviceToken(running.url, 'test-api-client-secret', SERVICE_SCOPES.accountsRoles)
    expect((await credit(rolesOnly, body)).status).toBe(403)
    expect((await credit(service, '{oops')).status).toBe(400)
    expect((await credit(service, { event_id: '7', credits: [{ user_id: 'x', xp: -1 }] })).status).toBe(400)
    const unknown = await credit(service, {
      event_id: '7',
      credits: [{ user_id: '00000000-0000-4000-8000-00000000ffff', xp: 1, coins: 0 }],
    })
    expect(unknown.status).toBe(400)
    expect((await fetch(`${running.url}/loyalty/v1/credits`, { method: 'POST' })).status).toBe(401)
  })

  it('ranks loyalty club members by XP', async () => {
    const joined = await fetch(`${running.url}/main/v1/user/me/loyalty`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jugador}` },
    })
    expect(joined.status).toBe(200)
    const board = await (await fetch(`${running.url}/loyalty/v1/leaderboard?page=1&page_size=5`)).json()
    expect(board).toEqual({ count: 1, results: [{ rank: 1, nickname: 'Javier', xp: 45 }] })
    expect((await fetch(`${running.url}/loyalty/v1/leaderboard?page=0`)).status).toBe(400)
  })

  it('with coins_for_members_only, gives coins to loyalty club members only', async () => {
    const joined = await fetch(`${running.url}/main/v1/user/me/loyalty`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jugador}` },
    })
    expect(joined.status).toBe(200)
    const response = await credit(service, {
      event_id: 'members-only-1',
      coins_for_members_only: true,
      credits: [
        { user_id: DEMO_ACCOUNT_IDS.jugador, xp: 35, coins: 3 },
        { user_id: DEMO_ACCOUNT_IDS.kid, xp: 10, coins: 1 },
      ],
    })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { credited: unknown[] }).credited).toEqual([
      { user_id: DEMO_ACCOUNT_IDS.jugador, xp: 35, coins: 3 },
      { user_id: DEMO_ACCOUNT_IDS.kid, xp: 10, coins: 0 },
    ])
  })
})

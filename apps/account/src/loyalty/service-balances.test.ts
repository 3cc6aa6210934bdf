import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { coinsExpiry } from '@questboard/domain/constants'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_SCOPES } from '../accounts/roles'
import { serviceToken, signIn } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { ledgerRepository } from './ledger.repository'

const SECRET = 'test-api-client-secret'

let running: TestService
let reader: string
let jugador: string

beforeAll(async () => {
  running = await startTestService()
  reader = await serviceToken(running.url, SECRET, SERVICE_SCOPES.loyaltyRead)
  jugador = (await signIn(running.url, WEB_URL, 'jugador@questboard.test')).tokens.access_token
})
afterAll(() => running.close())

const balancesOf = (accountId: string, token?: string) =>
  fetch(`${running.url}/loyalty/v1/users/${accountId}/balances`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('GET /loyalty/v1/users/{accountId}/balances (service credential)', () => {
  it('grants the loyalty:read scope to the Event API client', () => {
    expect(String(decodeJwt(reader).scope).split(' ')).toContain('loyalty:read')
  })

  it("answers an account's balances, as the account itself reads them", async () => {
    const earned = new Date(Date.now() - 30 * 24 * 3600 * 1000)
    await ledgerRepository(running.service.database.db).credit(
      'service-read-1',
      [{ userId: DEMO_ACCOUNT_IDS.jugador, xp: 35, coins: 3 }],
      earned,
    )
    const response = await balancesOf(DEMO_ACCOUNT_IDS.jugador, reader)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      XP: 35,
      Coins: 3,
      coins_expiring: [{ amount: 3, expires_at: coinsExpiry(earned).toISOString() }],
    })
    const own = await fetch(`${running.url}/loyalty/v1/me/balances`, {
      headers: { authorization: `Bearer ${jugador}` },
    })
    expect(await own.json()).toEqual(body)
  })

  it('answers zero balances for an account that never earned anything', async () => {
    const response = await balancesOf(DEMO_ACCOUNT_IDS.kid, reader)
    expect(await response.json()).toEqual({ XP: 0, Coins: 0, coins_expiring: [] })
  })

  it('answers 404 for an unknown or malformed account id', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000ffff', 'not-an-id', '%27%3B--']) {
      const response = await balancesOf(id, reader)
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ detail: 'No account has this id.' })
    }
  })

  it("refuses a user's token, a service token without the scope, and no token", async () => {
    expect((await balancesOf(DEMO_ACCOUNT_IDS.jugador, jugador)).status).toBe(403)
    const creditOnly = await serviceToken(running.url, SECRET, SERVICE_SCOPES.loyaltyCredit)
    const refused = await balancesOf(DEMO_ACCOUNT_IDS.jugador, creditOnly)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ detail: 'The access token lacks the scope loyalty:read.' })
    expect((await balancesOf(DEMO_ACCOUNT_IDS.jugador)).status).toBe(401)
    expect((await balancesOf(DEMO_ACCOUNT_IDS.jugador, 'garbage')).status).toBe(401)
  })
})

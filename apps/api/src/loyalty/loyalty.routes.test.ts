import { serviceToken, signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createToolTokensRepository } from '../authentication/tool-tokens.repository.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createUsersRepository } from '../users/users.repository.ts'

// The real account service keeps the ledger; the Event API reads it with its own service credential.
let account: TestService
let app: TestApp
let jugadorToolToken: string
let playerToolToken: string

async function toolTokenOf(email: string): Promise<string> {
  const accessToken = (await signIn(account.url, WEB_URL, email)).tokens.access_token
  const response = await app.inject({
    method: 'POST',
    url: '/authenticate/',
    payload: { access_token: accessToken },
  })
  return response.json<{ token: string }>().token
}

beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  jugadorToolToken = await toolTokenOf('jugador@questboard.test')
  playerToolToken = await toolTokenOf('player@questboard.test')

  // As the results feature will: credit an event's points with the service credential.
  const credit = await fetch(`${account.url}/loyalty/v1/credits`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await serviceToken(account.url, 'test-api-client-secret', 'loyalty:credit')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      event_id: 'loyalty-routes-1',
      credits: [{ user_id: DEMO_ACCOUNT_IDS.jugador, xp: 35, coins: 3 }],
    }),
  })
  expect(credit.status).toBe(201)
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

const balances = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/users/me/lp_balances/',
    headers: token ? { authorization: `Token ${token}` } : {},
  })

describe('GET /api/users/me/lp_balances/', () => {
  test("answers the caller's XP, coins and the coins' expiry, as the account service keeps them", async () => {
    const response = await balances(jugadorToolToken)
    expect(response.statusCode).toBe(200)
    const body = response.json<{ XP: number; Coins: number; coins_expiring: { expires_at: string }[] }>()
    expect(body).toMatchObject({ XP: 35, Coins: 3, coins_expiring: [{ amount: 3 }] })
    const expiresIn = Date.parse(body.coins_expiring[0]?.expires_at ?? '') - Date.now()
    expect(expiresIn / (24 * 3600 * 1000)).toBeGreaterThan(364)
    expect(expiresIn / (24 * 3600 * 1000)).toBeLessThanOrEqual(366)
  })

  test('answers zero balances to a user who earned nothing', async () => {
    const response = await balances(playerToolToken)
    expect(response.json()).toEqual({ XP: 0, Coins: 0, coins_expiring: [] })
  })

  test('answers concurrent reads (sharing the service token)', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => balances(jugadorToolToken)))
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200])
  })

  test('answers 401 without a tool token, or with an unknown one', async () => {
    expect((await balances()).statusCode).toBe(401)
    expect((await balances('not-a-token')).statusCode).toBe(401)
  })

  test('answers 503 with a detail when the account service cannot be reached', async () => {
    const offline = await buildTestApp({ accountUrl: 'http://127.0.0.1:9', oidcIssuer: account.url })
    try {
      // Signing in needs the account service this app cannot reach: the user and its token are made here.
      const user = await createUsersRepository(offline.db).upsertFromAccount({
        subject: DEMO_ACCOUNT_IDS.jugador,
        email: 'jugador@questboard.test',
        nickname: 'Javier',
        country: 'ES',
        birthDate: null,
      })
      const token = await createToolTokensRepository(offline.db).issue(
        user.id,
        ['user'],
        new Date(Date.now() + 60_000),
      )
      const response = await offline.inject({
        method: 'GET',
        url: '/api/users/me/lp_balances/',
        headers: { authorization: `Token ${token}` },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: 'The loyalty service is not available; try again later.' })
    } finally {
      await offline.close()
    }
  })

  test('answers 503 when the account service refuses the service credential', async () => {
    const misconfigured = await buildTestApp({
      accountUrl: account.url,
      oidcIssuer: account.url,
      apiClientSecret: 'not-the-right-secret',
    })
    try {
      const accessToken = (await signIn(account.url, WEB_URL, 'jugador@questboard.test')).tokens.access_token
      const { token } = (
        await misconfigured.inject({
          method: 'POST',
          url: '/authenticate/',
          payload: { access_token: accessToken },
        })
      ).json<{ token: string }>()
      const response = await misconfigured.inject({
        method: 'GET',
        url: '/api/users/me/lp_balances/',
        headers: { authorization: `Token ${token}` },
      })
      expect(response.statusCode).toBe(503)
    } finally {
      await misconfigured.close()
    }
  })
})

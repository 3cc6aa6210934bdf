import { startTestService, type TestService } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AccountServiceUnavailable, createAccountServiceClient } from './account-service.client.ts'
import {
  createServiceCredentials,
  RENEWAL_MARGIN_MS,
  SERVICE_SCOPES,
  ServiceCredentialsError,
} from './service-credentials.ts'

const SECRET = 'test-api-client-secret'

// The real account service issues the tokens; the fetch handed to the credentials only counts the requests.
let account: TestService
beforeAll(async () => {
  account = await startTestService()
})
afterAll(() => account?.close())

function countingFetch() {
  const counter = {
    tokenRequests: 0,
    fetch: ((input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/token')) counter.tokenRequests++
      return fetch(input, init)
    }) as typeof fetch,
  }
  return counter
}

describe('service credentials (client credentials of questboard-api)', () => {
  test('asks once for a token holding every service scope, then serves it from the cache', async () => {
    const counter = countingFetch()
    const credentials = createServiceCredentials({
      accountUrl: account.url,
      clientSecret: SECRET,
      fetch: counter.fetch,
    })
    const first = await credentials.token()
    expect(await credentials.token()).toBe(first)
    expect(counter.tokenRequests).toBe(1)
    const claims = decodeJwt(first)
    expect(claims).toMatchObject({ sub: 'questboard-api', client_id: 'questboard-api' })
    expect(String(claims.scope).split(' ').sort()).toEqual(Object.values(SERVICE_SCOPES).sort())
  })

  test('shares one request among concurrent callers', async () => {
    const counter = countingFetch()
    const credentials = createServiceCredentials({
      accountUrl: account.url,
      clientSecret: SECRET,
      fetch: counter.fetch,
    })
    const tokens = await Promise.all(Array.from({ length: 8 }, () => credentials.token()))
    expect(new Set(tokens).size).toBe(1)
    expect(counter.tokenRequests).toBe(1)
  })

  test('renews the token shortly before it expires, and after it was invalidated', async () => {
    const counter = countingFetch()
    let clock = Date.now()
    const credentials = createServiceCredentials({
      accountUrl: account.url,
      clientSecret: SECRET,
      fetch: counter.fetch,
      now: () => clock,
    })
    const first = await credentials.token()
    const lifetimeMs = ((decodeJwt(first).exp ?? 0) - (decodeJwt(first).iat ?? 0)) * 1000
    clock += lifetimeMs - RENEWAL_MARGIN_MS - 1_000
    expect(await credentials.token()).toBe(first)
    clock += 2_000
    const renewed = await credentials.token()
    expect(counter.tokenRequests).toBe(2)
    credentials.invalidate(first) // an old token: the renewed one stays
    expect(await credentials.token()).toBe(renewed)
    credentials.invalidate(renewed)
    await credentials.token()
    expect(counter.tokenRequests).toBe(3)
  })

  test('fails clearly with a wrong secret or an unreachable account service, and tries again next time', async () => {
    const wrong = createServiceCredentials({ accountUrl: account.url, clientSecret: 'not-the-secret-at-all' })
    await expect(wrong.token()).rejects.toThrow(ServiceCredentialsError)
    await expect(wrong.token()).rejects.toThrow(/401 invalid_client/)
    const offline = createServiceCredentials({ accountUrl: 'http://127.0.0.1:9', clientSecret: SECRET })
    await expect(offline.token()).rejects.toThrow(/could not be reached/)
  })
})

describe('account service client', () => {
  test('reads balances with the service credential and turns failures into AccountServiceUnavailable', async () => {
    const client = createAccountServiceClient({
      accountUrl: account.url,
      credentials: createServiceCredentials({ accountUrl: account.url, clientSecret: SECRET }),
    })
    expect(await client.balances(DEMO_ACCOUNT_IDS.player)).toEqual({ XP: 0, Coins: 0, coins_expiring: [] })
    await expect(client.balances('nobody')).rejects.toMatchObject({
      name: 'AccountServiceRefusal',
      status: 404,
    })

    const offline = createAccountServiceClient({
      accountUrl: 'http://127.0.0.1:9',
      credentials: createServiceCredentials({ accountUrl: 'http://127.0.0.1:9', clientSecret: SECRET }),
    })
    await expect(offline.balances(DEMO_ACCOUNT_IDS.player)).rejects.toThrow(AccountServiceUnavailable)
  })
})

import { signIn } from '@questboard/account/testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '@questboard/account/testing/service'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { eq, sql } from 'drizzle-orm'
import { decodeJwt, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'

// The real account service on an ephemeral port issues the access tokens; the Event API verifies them
// against its published keys and reads the account through its API, as in production.
let account: TestService
let app: TestApp
let playerToken: string
let organizerToken: string

beforeAll(async () => {
  account = await startTestService()
  app = await buildTestApp({ accountUrl: account.url, oidcIssuer: account.url })
  playerToken = (await signIn(account.url, WEB_URL, 'player@questboard.test')).tokens.access_token
  organizerToken = (await signIn(account.url, WEB_URL, 'organizer@questboard.test')).tokens.access_token
})
afterAll(async () => {
  await app?.close()
  await account?.close()
})

const authenticate = (body: unknown) =>
  app.inject({ method: 'POST', url: '/authenticate/', payload: body as object })
const signOut = (token: string) =>
  app.inject({ method: 'DELETE', url: '/authenticate/', headers: { authorization: `Token ${token}` } })

/** A token signed with the account service's real key, with claims a resource server must check. */
async function forge(claims: Record<string, unknown>, { typ = 'at+jwt' } = {}) {
  const [jwk] = (await account.signingKeys()).keys as JWK[]
  if (!jwk) throw new Error('the account service has no signing key')
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    sub: DEMO_ACCOUNT_IDS.player,
    iss: account.url,
    aud: 'questboard',
    iat: now,
    exp: now + 600,
    scope: 'questboard-web:user',
    client_id: 'questboard-web',
    // The account service answers only for a token of a grant it still holds (sign-out ends it).
    grant_id: decodeJwt(playerToken).grant_id,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ })
    .sign(await importJWK(jwk, 'RS256'))
}

describe('POST /authenticate/', () => {
  test('trades a valid access token for a tool token and the Event API user id', async () => {
    const response = await authenticate({ access_token: playerToken })
    expect(response.statusCode).toBe(200)
    const body = response.json<{ token: string; user_id: number }>()
    expect(body.token).toMatch(/^[\w-]{40,}$/)
    expect(body.user_id).toBeGreaterThan(0)

    // The Event API keeps what it needs of the account: the nickname for player lists, the birth date
    // for the age rule.
    const [user] = await app.db.select().from(users).where(eq(users.id, body.user_id))
    expect(user).toMatchObject({
      subject: DEMO_ACCOUNT_IDS.player,
      email: 'player@questboard.test',
      nickname: 'Aline',
      country: 'FR',
      birthDate: '1995-04-12',
    })
  })

  test('gives the same user id at every sign-in, and a new token each time', async () => {
    const first = (await authenticate({ access_token: organizerToken })).json()
    const second = (await authenticate({ access_token: organizerToken })).json()
    expect(second.user_id).toBe(first.user_id)
    expect(second.token).not.toBe(first.token)
    const rows = await app.db.select().from(users).where(eq(users.subject, DEMO_ACCOUNT_IDS.organizer))
    expect(rows).toHaveLength(1)
  })

  test('stores only a digest of the tool token', async () => {
    const { token } = (await authenticate({ access_token: playerToken })).json()
    const stored = await app.db.execute<{ token_hash: string }>(sql`SELECT token_hash FROM tool_tokens`)
    expect(stored.rows.length).toBeGreaterThan(0)
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token)
  })

  test.each([
    ['a tampered token', async () => `${playerToken.slice(0, -6)}AAAAAA`],
    ['an expired token', () => forge({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a token of another issuer', () => forge({ iss: 'http://evil.test' })],
    ['a token for another audience', () => forge({ aud: 'another-api' })],
    ['an ID token instead of an access token', () => forge({}, { typ: 'JWT' })],
    [
      'a token signed by another key',
      async () => {
        const { privateKey } = await generateKeyPair('RS256')
        const claims = decodeJwt(playerToken)
        return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' }).sign(privateKey)
      },
    ],
    [
      'an unsigned token',
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
        return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(decodeJwt(playerToken))}.`
      },
    ],
    ['something that is not a JWT', async () => 'not-a-token'],
  ])('refuses %s with 401', async (_name, makeToken) => {
    const response = await authenticate({ access_token: await makeToken() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ detail: 'The access token is invalid or has expired.' })
  })

  test('accepts a well-formed token forged with the right key, so the refusals above are about their claims', async () => {
    const response = await authenticate({ access_token: await forge({}) })
    expect(response.statusCode).toBe(200)
  })

  test.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty token', { access_token: '' }],
    ['a token that is not a string', { access_token: 42 }],
  ])('answers 400 with a field message for %s', async (_name, body) => {
    const response = await app.inject({
      method: 'POST',
      url: '/authenticate/',
      headers: { 'content-type': 'application/json' },
      payload: body === undefined ? '' : JSON.stringify(body),
    })
    expect(response.statusCode).toBe(400)
  })

  test('answers 400 naming the field when access_token is missing', async () => {
    const response = await authenticate({})
    expect(response.json()).toHaveProperty('access_token')
  })
})

describe('DELETE /authenticate/', () => {
  test('revokes the tool token: it no longer authenticates anything', async () => {
    const { token } = (await authenticate({ access_token: playerToken })).json()
    expect((await signOut(token)).statusCode).toBe(204)
    const again = await signOut(token)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ detail: 'Invalid token.' })
  })

  test('revokes only the token it is called with', async () => {
    const kept = (await authenticate({ access_token: playerToken })).json().token
    const revoked = (await authenticate({ access_token: playerToken })).json().token
    await signOut(revoked)
    expect((await signOut(kept)).statusCode).toBe(204)
  })

  test('answers 401 without a token, and with a malformed or unknown one', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/authenticate/' })).statusCode).toBe(401)
    for (const authorization of ['Token', 'Bearer abc', 'Token unknown-token']) {
      const response = await app.inject({
        method: 'DELETE',
        url: '/authenticate/',
        headers: { authorization },
      })
      expect(response.statusCode).toBe(401)
    }
  })

  test('an expired tool token authenticates nothing', async () => {
    const { token } = (await authenticate({ access_token: playerToken })).json()
    await app.db.execute(sql`UPDATE tool_tokens SET expires_at = now() - interval '1 second'`)
    expect((await signOut(token)).statusCode).toBe(401)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, startAuthorization } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { accountRateLimits } from './limits'

const alertOf = (html: string) => /<div class="error-summary" role="alert"[\s\S]*?<\/div>/.exec(html)?.[0]

/** Posts the sign-in form of a fresh authorization, as from `forwardedFor` when given (X-Forwarded-For). */
async function signIn(running: TestService, email: string, password: string, forwardedFor?: string) {
  const agent = browser(running.url)
  const { interactionPath } = await startAuthorization(agent, WEB_URL, { ui_locales: 'en' })
  return agent.request(`${interactionPath}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: new URLSearchParams({ email, password }).toString(),
  })
}

function expectRetryAfterWithin(response: Response, windowSeconds: number) {
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
}

describe('sign-in limits', () => {
  let running: TestService
  beforeAll(async () => {
    running = await startTestService({
      trustProxy: 1,
      rateLimits: accountRateLimits('sign-in-ip=3/600,sign-in-account=3/600'),
    })
  })
  afterAll(() => running.close())

  it('stops one IP address trying passwords across emails, with Retry-After', async () => {
    const ip = '198.51.100.1'
    for (const email of ['a@questboard.test', 'b@questboard.test', 'player@questboard.test'])
      expect((await signIn(running, email, 'wrong-password', ip)).status).toBe(401)
    const refused = await signIn(running, 'organizer@questboard.test', 'questboard', ip)
    expect(refused.status).toBe(429)
    expectRetryAfterWithin(refused, 600)
    expect(alertOf(await refused.text())).toMatch(
      /Too many failed sign-in attempts\. Please try again in \d+ min\./,
    )
    // Another address is not affected.
    expect((await signIn(running, 'organizer@questboard.test', 'questboard', '198.51.100.2')).status).toBe(
      303,
    )
  })

  it('stops many IP addresses trying one account', async () => {
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await signIn(running, 'jugador@questboard.test', 'wrong-password', ip)).status).toBe(401)
    const refused = await signIn(running, 'jugador@questboard.test', 'questboard', '203.0.113.4')
    expect(refused.status).toBe(429)
    expectRetryAfterWithin(refused, 600)
  })

  it('does not count successful sign-ins', async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(running, 'player@questboard.test', 'questboard', '198.51.100.9')).status).toBe(303)
  })

  it('takes the client address behind one proxy from the end of X-Forwarded-For, not what the client wrote', async () => {
    for (const spoofed of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      const response = await signIn(running, `${spoofed}@questboard.test`, 'wrong', `${spoofed}, 192.0.2.7`)
      expect(response.status).toBe(401)
    }
    expect((await signIn(running, 'x@questboard.test', 'wrong', '10.0.0.4, 192.0.2.7')).status).toBe(429)
  })
})

describe('without TRUST_PROXY', () => {
  let running: TestService
  beforeAll(async () => {
    running = await startTestService({ rateLimits: accountRateLimits('sign-in-ip=2/600') })
  })
  afterAll(() => running.close())

  it('ignores X-Forwarded-For: the connection is the client', async () => {
    expect((await signIn(running, 'a@questboard.test', 'wrong', '198.51.100.1')).status).toBe(401)
    expect((await signIn(running, 'b@questboard.test', 'wrong', '198.51.100.2')).status).toBe(401)
    expect((await signIn(running, 'c@questboard.test', 'wrong', '198.51.100.3')).status).toBe(429)
  })
})

describe('sign-up limit', () => {
  let running: TestService
  beforeAll(async () => {
    running = await startTestService({ rateLimits: accountRateLimits('sign-up-ip=2/3600') })
  })
  afterAll(() => running.close())

  const signUp = async (email: string) => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, {
      screen: 'signup',
      ui_locales: 'fr',
    })
    return agent.postForm(`${interactionPath}/signup`, {
      email,
      password: 'a-long-password',
      nickname: email.slice(0, 10),
      country: 'FR',
      birth_date: '2000-01-01',
      ui_locales: 'fr',
    })
  }

  it('creates at most so many accounts per IP address, then answers 429 with Retry-After, translated', async () => {
    expect((await signUp('one@questboard.test')).status).toBe(303)
    expect((await signUp('two@questboard.test')).status).toBe(303)
    const refused = await signUp('three@questboard.test')
    expect(refused.status).toBe(429)
    expectRetryAfterWithin(refused, 3600)
    const html = await refused.text()
    expect(alertOf(html)).toContain(
      'Trop de comptes ont été créés depuis votre connexion. Veuillez réessayer dans 60 min.',
    )
    expect(html).toContain('value="three@questboard.test"')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one database', () => {
  let first: TestService
  let second: TestService
  beforeAll(async () => {
    const rateLimits = accountRateLimits('sign-in-ip=2/600')
    first = await startTestService({ rateLimits })
    second = await startTestService({ rateLimits, databaseSchema: first.configuration.databaseSchema })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('share the counters: the limit is reached across both', async () => {
    expect((await signIn(first, 'a@questboard.test', 'wrong')).status).toBe(401)
    expect((await signIn(second, 'b@questboard.test', 'wrong')).status).toBe(401)
    expect((await signIn(first, 'c@questboard.test', 'wrong')).status).toBe(429)
    expect((await signIn(second, 'd@questboard.test', 'wrong')).status).toBe(429)
  })
})

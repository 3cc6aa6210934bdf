import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, tokenFor } from '../testing/factories.ts'
import { apiRateLimits } from './limits.ts'

const WINDOW = 3600
let app: TestApp

beforeAll(async () => {
  app = await buildTestApp({
    trustProxy: 1,
    rateLimits: apiRateLimits(
      `newsletter-ip=3/${WINDOW},newsletter-address=2/${WINDOW},registration=3/${WINDOW},upload=2/${WINDOW}`,
    ),
  })
})
afterAll(() => app?.close())

/** A newsletter sign-up from `ip`, as the proxy in front says (X-Forwarded-For). */
const subscribe = (instance: TestApp, email: string, ip: string) =>
  instance.inject({
    method: 'POST',
    url: '/api/newsletter/subscriptions/',
    headers: { 'x-forwarded-for': ip },
    payload: { email, locale: 'en' },
  })

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429)
  const retryAfter = Number(response.headers['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(WINDOW)
  expect(response.json().detail).toMatch(/^Too many requests: try again in \d+ seconds\.$/)
}

describe('newsletter sign-ups', () => {
  it('are limited per IP address across addresses', async () => {
    for (const n of [1, 2, 3])
      expect((await subscribe(app, `ip${n}@example.com`, '198.51.100.1')).statusCode).toBe(202)
    expectLimited(await subscribe(app, 'ip4@example.com', '198.51.100.1'))
    expect((await subscribe(app, 'ip4@example.com', '198.51.100.2')).statusCode).toBe(202)
  })

  it('are limited per address across IP addresses, whatever its case', async () => {
    expect((await subscribe(app, 'same@example.com', '203.0.113.1')).statusCode).toBe(202)
    // The service's own answer: a link was mailed minutes ago.
    expect((await subscribe(app, 'Same@Example.com', '203.0.113.2')).statusCode).toBe(429)
    expectLimited(await subscribe(app, 'same@example.com', '203.0.113.3'))
  })

  it('read the client address from the end of X-Forwarded-For, not what the client wrote before it', async () => {
    for (const n of [1, 2, 3]) {
      const response = await subscribe(app, `proxy${n}@example.com`, `10.0.0.${n}, 192.0.2.9`)
      expect(response.statusCode).toBe(202)
    }
    expectLimited(await subscribe(app, 'proxy4@example.com', '10.0.0.4, 192.0.2.9'))
  })

  it('are counted together by two instances on one database', async () => {
    const second = await anotherInstance(app, {
      trustProxy: 1,
      rateLimits: apiRateLimits(`newsletter-ip=3/${WINDOW}`),
    })
    try {
      expect((await subscribe(app, 'shared1@example.com', '198.51.100.50')).statusCode).toBe(202)
      expect((await subscribe(second.instance, 'shared2@example.com', '198.51.100.50')).statusCode).toBe(202)
      expect((await subscribe(app, 'shared3@example.com', '198.51.100.50')).statusCode).toBe(202)
      expectLimited(await subscribe(second.instance, 'shared4@example.com', '198.51.100.50'))
      expectLimited(await subscribe(app, 'shared5@example.com', '198.51.100.50'))
    } finally {
      await second.close()
    }
  })
})

describe('registrations and unregistrations', () => {
  it('are limited together per user', async () => {
    const organizer = await createUser(app.db)
    const event = await createEvent(app.db, organizer.id)
    const player = await createUser(app.db)
    const headers = await tokenFor(app.db, player.id)
    const url = `/api/events/${event.id}/register/`
    expect((await app.inject({ method: 'POST', url, headers })).statusCode).toBe(201)
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204)
    expect((await app.inject({ method: 'POST', url, headers })).statusCode).toBe(201)
    expectLimited(await app.inject({ method: 'DELETE', url, headers }))
    // Another player is not affected, and anonymous calls are refused before anything is counted.
    const other = await tokenFor(app.db, (await createUser(app.db)).id)
    expect((await app.inject({ method: 'POST', url, headers: other })).statusCode).toBe(201)
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401)
  })
})

describe('uploads', () => {
  it('are limited per user across deck photos and store logos', async () => {
    const organizer = await createUser(app.db, { store: 'Upload Games' })
    const event = await createEvent(app.db, organizer.id)
    const headers = await tokenFor(app.db, organizer.id, ['user', 'organizer'])
    const profile = () => app.inject({ method: 'POST', url: '/api/users/me/', headers, payload: 'x' })
    const deck = () =>
      app.inject({ method: 'PUT', url: `/api/events/${event.id}/register/deck/`, headers, payload: 'x' })
    expect((await profile()).statusCode).not.toBe(429)
    expect((await deck()).statusCode).not.toBe(429)
    expectLimited(await profile())
    expectLimited(await deck())
  })
})

describe('without TRUST_PROXY', () => {
  let direct: TestApp
  beforeAll(async () => {
    direct = await buildTestApp({ rateLimits: apiRateLimits('newsletter-ip=2/60') })
  })
  afterAll(() => direct?.close())

  it('X-Forwarded-For is ignored: the connection is the client', async () => {
    expect((await subscribe(direct, 'a@example.com', '198.51.100.1')).statusCode).toBe(202)
    expect((await subscribe(direct, 'b@example.com', '198.51.100.2')).statusCode).toBe(202)
    expect((await subscribe(direct, 'c@example.com', '198.51.100.3')).statusCode).toBe(429)
  })
})

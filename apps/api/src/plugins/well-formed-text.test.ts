import { ILL_FORMED_TEXT, illFormedAt } from '@questboard/domain/well-formed-text'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, newsletterSubscriptions } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createUser, tokenFor, validEventBody } from '../testing/factories.ts'
import { illFormedText } from './well-formed-text.ts'

let app: TestApp
let organizer: { authorization: string }
let organizerId: number
beforeAll(async () => {
  app = await buildTestApp()
  organizerId = (await createUser(app.db, { store: 'Surrogate Store' })).id
  organizer = await tokenFor(app.db, organizerId, ['user', 'organizer'])
})
afterAll(() => app?.close())

/** JSON as a client writes it, the lone surrogate escaped (`\ud800`), so it reaches the server as such. */
const json = (value: unknown) => JSON.stringify(value).replaceAll('LONE', '\\ud800')

const eventBody = (overrides: Record<string, unknown>, info: Record<string, unknown> = {}) => {
  const body = validEventBody()
  return { ...body, additional_info: { ...body.additional_info, ...info }, ...overrides }
}

describe('text that is not valid Unicode', () => {
  test.each([
    ['name', eventBody({ name: 'Tournament LONE' }), { name: [ILL_FORMED_TEXT] }],
    [
      'additional_info.event_description',
      eventBody({}, { event_description: 'LONE' }),
      { additional_info: [illFormedAt(['event_description'])] },
    ],
    [
      'address.city',
      eventBody({ address: { street: 'x', city: 'LyLONEon', postcode: '69001', country: 'FR' } }),
      { address: [illFormedAt(['city'])] },
    ],
  ])('in an event’s %s is a 400 naming it, and no event is written', async (_field, body, errors) => {
    const before = await app.db.select({ n: count() }).from(events).where(eq(events.ownerId, organizerId))
    const response = await app.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { ...organizer, 'content-type': 'application/json' },
      payload: json(body),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(errors)
    const after = await app.db.select({ n: count() }).from(events).where(eq(events.ownerId, organizerId))
    expect(after).toEqual(before)
  })

  test('in the newsletter’s email, in a query and in a path, or nested in a field no route knows', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm/',
      headers: { 'content-type': 'application/json' },
      payload: json({ token: 'x', extra: [{ deep: 'LONE' }] }),
    })
    expect(nested.statusCode).toBe(400)
    expect(nested.json()).toEqual({ extra: [illFormedAt(['0', 'deep'])] })

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/newsletter/',
      headers: { 'content-type': 'application/json' },
      payload: json({ email: 'LONE@example.com', language: 'en' }),
    })
    expect(signUp.statusCode).toBe(400)
    expect(signUp.json()).toEqual({ email: [ILL_FORMED_TEXT] })
    expect(await app.db.select().from(newsletterSubscriptions)).toEqual([])

    const list = await app.inject({ method: 'GET', url: '/api/stores/?search=%ED%A0%80' })
    expect(list.statusCode).toBeLessThan(500)
  })

  test('is found however deep, and a well-formed pair (an emoji) is not reported', () => {
    expect(illFormedText({ a: [{ b: 'ok 🎲' }, { c: '\udc00x' }], d: '\ud800' })).toEqual({
      a: [illFormedAt(['1', 'c'])],
      d: [ILL_FORMED_TEXT],
    })
    expect(illFormedText({ name: 'Dé 🎲 tournament', list: ['x', 'y'] })).toBeUndefined()
  })
})

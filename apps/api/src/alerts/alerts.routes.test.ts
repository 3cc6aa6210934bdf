import { MAX_ALERTS } from '@questboard/domain/mail-news.schema'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { searchAlerts } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createReader } from '../testing/morning-mails-fixtures.ts'
import { ALERT_REFUSALS } from './alerts.service.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const paris = {
  label: 'Paris',
  latitude: 48.8566,
  longitude: 2.3522,
  radius: 25,
  game: 1,
  event_type: 'Full',
  event_subtype: null,
  frequency: 'daily',
}

type Headers = Record<string, string>
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })

describe('a player’s alerts: GET/POST /api/users/me/alerts/, PUT/DELETE …/{id}/', () => {
  test('saves, lists, changes and deletes the caller’s own alerts', async () => {
    const { headers } = await createReader(app)
    const created = await call('POST', '/api/users/me/alerts/', headers, paris)
    expect(created.statusCode).toBe(201)
    const alert = created.json()
    expect(alert).toEqual({ id: expect.any(Number), ...paris, created_at: expect.any(String) })

    const weekly = await call('POST', '/api/users/me/alerts/', headers, {
      label: '  Lyon  ',
      latitude: '45.76',
      longitude: 4.84,
      radius: 50,
      game: '',
      event_type: '',
      event_subtype: 'prerelease',
      frequency: 'weekly',
    })
    expect(weekly.statusCode).toBe(201)
    expect(weekly.json()).toMatchObject({ label: 'Lyon', latitude: 45.76, game: null, event_type: null })

    const listed = await call('GET', '/api/users/me/alerts/', headers)
    expect(listed.json()).toMatchObject({ count: 2, next: null, previous: null })
    expect(listed.json().results.map((a: { label: string }) => a.label)).toEqual(['Paris', 'Lyon'])

    const changed = await call('PUT', `/api/users/me/alerts/${alert.id}/`, headers, { ...paris, radius: 10 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: alert.id, radius: 10 })

    expect((await call('DELETE', `/api/users/me/alerts/${alert.id}/`, headers)).statusCode).toBe(204)
    expect((await call('DELETE', `/api/users/me/alerts/${alert.id}/`, headers)).statusCode).toBe(404)
    expect((await call('GET', '/api/users/me/alerts/', headers)).json().count).toBe(1)
  })

  test('nobody else’s alert is seen, changed or deleted; signing in is needed', async () => {
    const owner = await createReader(app)
    const other = await createReader(app)
    const { id } = (await call('POST', '/api/users/me/alerts/', owner.headers, paris)).json()
    expect((await call('GET', '/api/users/me/alerts/', other.headers)).json().count).toBe(0)
    expect((await call('PUT', `/api/users/me/alerts/${id}/`, other.headers, paris)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/users/me/alerts/${id}/`, other.headers)).statusCode).toBe(404)
    expect((await call('GET', '/api/users/me/alerts/', {})).statusCode).toBe(401)
    expect((await call('POST', '/api/users/me/alerts/', {}, paris)).statusCode).toBe(401)
    const [kept] = await app.db.select().from(searchAlerts).where(eq(searchAlerts.id, id))
    expect(kept?.radiusKm).toBe(25)
  })

  test('bad input is a 400 naming each field, and nothing is saved', async () => {
    const { headers, user } = await createReader(app)
    const response = await call('POST', '/api/users/me/alerts/', headers, {
      label: '',
      latitude: 91,
      longitude: 'east',
      radius: 0,
      game: 1.5,
      event_type: 'Huge',
      event_subtype: 'party',
      frequency: 'hourly',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      label: ['This value is required and must be between 1 and 100 characters'],
      latitude: ['This value must be at most 90'],
      longitude: ['This value is not valid'],
      radius: ['This value must be at least 1'],
      game: ['This value must be a whole number'],
      event_type: ['This value must be one of the proposed choices'],
      event_subtype: ['This value must be one of the proposed choices'],
      frequency: ['This value must be one of the proposed choices'],
    })
    const unknownGame = await call('POST', '/api/users/me/alerts/', headers, { ...paris, game: 999 })
    expect(unknownGame.statusCode).toBe(400)
    expect(unknownGame.json()).toEqual({ game: ['This value must be one of the proposed choices'] })
    const tooFar = await call('POST', '/api/users/me/alerts/', headers, { ...paris, radius: 501 })
    expect(tooFar.json()).toEqual({ radius: ['This value must be at most 500'] })
    for (const body of [null, [], 'paris', { ...paris, label: 'x'.repeat(101) }]) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/users/me/alerts/',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      expect(sent.statusCode, JSON.stringify(body)).toBe(400)
    }
    const missing = await call('POST', '/api/users/me/alerts/', headers, {})
    expect(Object.keys(missing.json()).sort()).toEqual([
      'frequency',
      'label',
      'latitude',
      'longitude',
      'radius',
    ])
    expect(await app.db.select().from(searchAlerts).where(eq(searchAlerts.userId, user.id))).toEqual([])
    // A bad change leaves the alert as it was.
    const { id } = (await call('POST', '/api/users/me/alerts/', headers, paris)).json()
    expect(
      (await call('PUT', `/api/users/me/alerts/${id}/`, headers, { ...paris, radius: -1 })).statusCode,
    ).toBe(400)
    expect((await call('GET', '/api/users/me/alerts/', headers)).json().results[0].radius).toBe(25)
  })

  test(`at most ${MAX_ALERTS} alerts, even asked at once`, async () => {
    const { headers } = await createReader(app)
    const answers = await Promise.all(
      Array.from({ length: MAX_ALERTS + 5 }, (_, n) =>
        call('POST', '/api/users/me/alerts/', headers, { ...paris, label: `Place ${n}` }),
      ),
    )
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_ALERTS)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.json()).toEqual({ detail: ALERT_REFUSALS.tooMany })
    expect((await call('GET', '/api/users/me/alerts/', headers)).json().count).toBe(MAX_ALERTS)
  })
})

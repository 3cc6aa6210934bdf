import { describe, expect, test } from 'vitest'
import { createEvent, wallClockIn } from '../testing/factories.ts'
import {
  createReader,
  createStore,
  DAY_MS,
  followStore,
  mailsTo,
  morning,
  morningMailsApp,
  storeEvent,
  unsubscribeToken,
} from '../testing/morning-mails-fixtures.ts'
import { UNSUBSCRIBED } from './mail-preferences.service.ts'
import { createUnsubscribeLinks } from './unsubscribe-links.ts'

// Every morning mail's unsubscribe link works without signing in (issue 15 §2, decision 037): the web page's
// calls and RFC 8058's one-click POST, with the token of a mail the real SMTP server received.
const setup = morningMailsApp('unsubscribe')
const { clock } = setup

const describeLink = (token: string) =>
  setup.app.inject({ method: 'GET', url: `/api/mail/unsubscribe/?token=${encodeURIComponent(token)}` })
const stop = (token: unknown) =>
  setup.app.inject({ method: 'POST', url: '/api/mail/unsubscribe/', payload: { token } })
const preferences = (headers: Record<string, string>) =>
  setup.app.inject({ method: 'GET', url: '/api/users/me/mail_preferences/', headers })

describe('the unsubscribe link of a morning mail, without signing in', () => {
  test('a digest’s link stops the daily digests; the stores stay followed', async () => {
    const store = await createStore(setup.app, 'Unsubscribe Store')
    const reader = await createReader(setup.app)
    await followStore(setup.app, reader.headers, store.user.id)
    await storeEvent(setup.app, store)
    clock.advance(DAY_MS)
    await morning(setup.app)
    const [digest] = mailsTo(setup.sink, reader.user.email)
    const token = unsubscribeToken(digest?.text ?? '')
    expect(digest?.html).toContain(`/mail/unsubscribe?token=${token}`)

    expect((await describeLink(token)).json()).toEqual({ list: 'digest', label: null, active: true })
    const stopped = await stop(token)
    expect(stopped.statusCode).toBe(200)
    expect(stopped.json()).toEqual({ list: 'digest', label: null, active: false })
    expect((await stop(token)).json()).toEqual({ list: 'digest', label: null, active: false })
    expect((await describeLink(token)).json()).toMatchObject({ active: false })
    expect((await preferences(reader.headers)).json()).toMatchObject({
      daily_digest: false,
      followed_stores: [{ id: store.user.id, name: 'Unsubscribe Store', is_favorite: true }],
    })

    await storeEvent(setup.app, store)
    clock.advance(DAY_MS)
    await morning(setup.app)
    expect(mailsTo(setup.sink, reader.user.email)).toHaveLength(1)
  })

  test('an alert’s one-click POST (RFC 8058) deletes that alert only', async () => {
    const store = await createStore(setup.app, 'One Click Store')
    const reader = await createReader(setup.app)
    const save = (label: string, latitude: number, longitude: number) =>
      setup.app.inject({
        method: 'POST',
        url: '/api/users/me/alerts/',
        headers: reader.headers,
        payload: { label, latitude, longitude, radius: 10, frequency: 'daily' },
      })
    const kept = (await save('Kept', 45.764, 4.8357)).json()
    const { id } = (await save('Stopped', 48.8566, 2.3522)).json()
    await createEvent(setup.app.db, store.user.id, { publishedAt: new Date(), start: wallClockIn(4) })
    clock.advance(DAY_MS)
    await morning(setup.app)
    const mail = mailsTo(setup.sink, reader.user.email).find((received) =>
      received.subject.includes('Stopped'),
    )
    const oneClick = mail?.headers['list-unsubscribe']?.slice(1, -1) ?? ''
    expect(oneClick).toMatch(new RegExp(`token=a\\.${reader.user.id}\\.${id}\\.`))

    const response = await setup.app.inject({
      method: 'POST',
      url: oneClick.replace('http://localhost:8080', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: UNSUBSCRIBED })
    const alerts = (await setup.app.inject({ url: '/api/users/me/alerts/', headers: reader.headers })).json()
    expect(alerts.results.map((alert: { id: number }) => alert.id)).toEqual([kept.id])
    const token = unsubscribeToken(mail?.text ?? '')
    expect((await describeLink(token)).json()).toEqual({ list: 'alert', label: null, active: false })
  })

  test('a token the server did not sign is a 400 naming it; an account gone is a 404', async () => {
    const reader = await createReader(setup.app)
    const links = createUnsubscribeLinks(setup.app.config.mailLinkSecret)
    const good = links.tokenFor({ list: 'digest', userId: reader.user.id })
    const forged = [
      good.replace(`d.${reader.user.id}.`, `d.${reader.user.id + 1}.`),
      `${good.slice(0, -2)}xx`,
      createUnsubscribeLinks('another-secret-of-some-length').tokenFor({
        list: 'digest',
        userId: reader.user.id,
      }),
      'd.1',
      'x'.repeat(201),
    ]
    for (const token of forged) {
      const response = await stop(token)
      expect(response.statusCode, token).toBe(400)
      expect(Object.keys(response.json())).toEqual(['token'])
      expect((await describeLink(token)).statusCode).toBe(400)
    }
    for (const body of [{}, { token: '' }, { token: 12 }]) {
      const response = await setup.app.inject({
        method: 'POST',
        url: '/api/mail/unsubscribe/',
        payload: body,
      })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(['token'])
    }
    expect(
      (await setup.app.inject({ method: 'POST', url: '/api/mail/unsubscribe/one-click/' })).statusCode,
    ).toBe(400)
    const nobody = links.tokenFor({ list: 'digest', userId: 2_000_000_000 })
    expect((await stop(nobody)).statusCode).toBe(404)
    // Nothing was turned off by the forged links.
    expect((await preferences(reader.headers)).json()).toMatchObject({ daily_digest: true })
  })
})

describe('GET/PATCH /api/users/me/mail_preferences/', () => {
  test('the caller’s own, signed in; a bad value is a 400 naming the field and changes nothing', async () => {
    const reader = await createReader(setup.app)
    expect((await preferences(reader.headers)).json()).toEqual({ daily_digest: true, followed_stores: [] })
    expect((await preferences({})).statusCode).toBe(401)
    const patch = (payload: unknown, headers: Record<string, string> = reader.headers) =>
      setup.app.inject({
        method: 'PATCH',
        url: '/api/users/me/mail_preferences/',
        headers,
        payload: payload as object,
      })
    const bad = await patch({ daily_digest: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json())).toEqual(['daily_digest'])
    expect((await patch({ daily_digest: false }, {})).statusCode).toBe(401)
    expect((await preferences(reader.headers)).json()).toMatchObject({ daily_digest: true })
    expect((await patch({})).json()).toMatchObject({ daily_digest: true })
  })
})

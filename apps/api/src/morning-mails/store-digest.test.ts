import { describe, expect, test } from 'vitest'
import { anotherInstance } from '../testing/build-test-app.ts'
import { createEvent } from '../testing/factories.ts'
import {
  createReader,
  createStore,
  DAY_MS,
  followStore,
  mailsTo,
  morning,
  morningMailsApp,
  storeEvent,
} from '../testing/morning-mails-fixtures.ts'
import { eventually } from '../testing/smtp-sink.ts'

// The followed stores' daily digests (issue 15 §2, decision 037), received by a real SMTP server, on a clock the
// test moves a day at a time.
const setup = morningMailsApp('digest')
const { clock } = setup

describe('the daily digest of a followed store', () => {
  test('one mail per store per day listing its newly published public events, each once; no draft, private or cancelled event', async () => {
    const store = await createStore(setup.app, 'Le Donjon Digest')
    const elsewhere = await createStore(setup.app, 'Not Followed')
    const reader = await createReader(setup.app)
    await followStore(setup.app, reader.headers, store.user.id)

    const first = await storeEvent(setup.app, store)
    const draft = await storeEvent(setup.app, store, { publish: false })
    const hidden = await createEvent(setup.app.db, store.user.id, {
      eventVisibility: 'PRIVATE',
      publishedAt: new Date(),
    })
    const cancelled = await storeEvent(setup.app, store)
    expect(
      (
        await setup.app.inject({
          method: 'DELETE',
          url: `/api/events/${cancelled.id}/`,
          headers: store.headers,
        })
      ).statusCode,
    ).toBe(204)
    const other = await storeEvent(setup.app, elsewhere)

    // Followed today: the first digest comes on the next morning, not now.
    expect((await morning(setup.app)).digests).toBe(0)

    clock.advance(DAY_MS)
    expect((await morning(setup.app)).digests).toBe(1)
    const [digest, ...more] = mailsTo(setup.sink, reader.user.email)
    expect(more).toEqual([])
    expect(digest?.subject).toBe('New at Le Donjon Digest: 1 event')
    expect(digest?.text).toContain(`Hello ${reader.user.nickname},`)
    expect(digest?.text).toContain('Le Donjon Digest has published a new event:')
    expect(digest?.text).toContain(first.name)
    expect(digest?.text).toContain(`http://localhost:8080/events/${first.id}`)
    for (const name of [draft.name, hidden.name, cancelled.name, other.name])
      expect(digest?.text).not.toContain(name)
    expect(digest?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/api\/mail\/unsubscribe\/one-click\/\?token=d\.\d+\.[\w-]+>$/,
    )
    expect(digest?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // The same day again: nothing more.
    expect((await morning(setup.app)).digests).toBe(0)

    // The next day lists what was published since, never the first event again.
    setup.sink.received.length = 0
    const second = await storeEvent(setup.app, store)
    const third = await storeEvent(setup.app, store)
    clock.advance(DAY_MS)
    expect((await morning(setup.app)).digests).toBe(1)
    const [next] = mailsTo(setup.sink, reader.user.email)
    expect(next?.subject).toBe('New at Le Donjon Digest: 2 events')
    expect(next?.text).toContain(second.name)
    expect(next?.text).toContain(third.name)
    expect(next?.text).not.toContain(first.name)

    // A day without news sends nothing.
    clock.advance(DAY_MS)
    expect((await morning(setup.app)).digests).toBe(0)
  })

  test('one mail per store a player follows, each in the player’s language; the favourite path follows too', async () => {
    const paris = await createStore(setup.app, 'Boutique Paris')
    const lyon = await createStore(setup.app, 'Boutique Lyon')
    const reader = await createReader(setup.app, 'fr')
    await followStore(setup.app, reader.headers, paris.user.id)
    await followStore(setup.app, reader.headers, lyon.user.id, 'favorite')
    const atParis = await storeEvent(setup.app, paris)
    const atLyon = await storeEvent(setup.app, lyon)

    clock.advance(DAY_MS)
    await morning(setup.app)
    const mails = mailsTo(setup.sink, reader.user.email)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Nouveau chez Boutique Lyon : 1 événement',
      'Nouveau chez Boutique Paris : 1 événement',
    ])
    const parisMail = mails.find((mail) => mail.subject.includes('Paris'))
    expect(parisMail?.text).toContain(atParis.name)
    expect(parisMail?.text).not.toContain(atLyon.name)
    expect(parisMail?.text).toContain(`http://localhost:8080/fr/events/${atParis.id}`)
    expect(parisMail?.text).toContain('(heure locale)')
  })

  test('turned off, no digest; turned back on, only what is published from then', async () => {
    const store = await createStore(setup.app, 'Switch Store')
    const reader = await createReader(setup.app)
    await followStore(setup.app, reader.headers, store.user.id)
    const patch = (daily_digest: boolean) =>
      setup.app.inject({
        method: 'PATCH',
        url: '/api/users/me/mail_preferences/',
        headers: reader.headers,
        payload: { daily_digest },
      })

    expect((await patch(false)).json()).toMatchObject({ daily_digest: false })
    const whileOff = await storeEvent(setup.app, store)
    clock.advance(DAY_MS)
    await morning(setup.app)
    expect(mailsTo(setup.sink, reader.user.email)).toEqual([])

    expect((await patch(true)).json()).toMatchObject({ daily_digest: true })
    const afterOn = await storeEvent(setup.app, store)
    clock.advance(DAY_MS)
    await morning(setup.app)
    const [digest, ...more] = mailsTo(setup.sink, reader.user.email)
    expect(more).toEqual([])
    expect(digest?.text).toContain(afterOn.name)
    expect(digest?.text).not.toContain(whileOff.name)
  })

  test('unfollowed, no digest; an event unpublished since (cancelled) is not listed', async () => {
    const store = await createStore(setup.app, 'Gone Store')
    const kept = await createStore(setup.app, 'Kept Store')
    const reader = await createReader(setup.app)
    await followStore(setup.app, reader.headers, store.user.id)
    await followStore(setup.app, reader.headers, kept.user.id)
    await storeEvent(setup.app, store)
    const cancelled = await storeEvent(setup.app, kept)
    await setup.app.inject({ method: 'DELETE', url: `/api/events/${cancelled.id}/`, headers: kept.headers })
    const unfollow = await setup.app.inject({
      method: 'DELETE',
      url: `/api/stores/${store.user.id}/follow/`,
      headers: reader.headers,
    })
    expect(unfollow.statusCode).toBe(204)
    clock.advance(DAY_MS)
    await morning(setup.app)
    expect(mailsTo(setup.sink, reader.user.email)).toEqual([])
  })

  test('two instances running the morning together send each digest once', async () => {
    const second = await anotherInstance(setup.app, { smtpUrl: setup.sink.url, dataDir: setup.dataDir })
    try {
      const store = await createStore(setup.app, 'Busy Store')
      const readers = await Promise.all(Array.from({ length: 30 }, () => createReader(setup.app)))
      for (const reader of readers) await followStore(setup.app, reader.headers, store.user.id)
      await storeEvent(setup.app, store)
      clock.advance(DAY_MS)
      await Promise.all([morning(setup.app), morning(second.instance)])
      // Each worker may still be sending what it claimed.
      await eventually(() => readers.every((reader) => mailsTo(setup.sink, reader.user.email).length > 0))
      for (const reader of readers) expect(mailsTo(setup.sink, reader.user.email)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})

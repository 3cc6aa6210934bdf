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
} from '../testing/morning-mails-fixtures.ts'
import { NEWS_LISTED_MAX } from './morning-mails.jobs.ts'

// Saved searches as alerts (issue 15 §2, decision 037): the morning job mails their new matching events, through
// the public list's own filters, to a real SMTP server, on a clock the test moves.
const setup = morningMailsApp('alerts')
const { clock } = setup

const PARIS = { lat: 48.8566, lng: 2.3522 }
const LYON = { lat: 45.764, lng: 4.8357 }

async function saveAlert(headers: Record<string, string>, changes: Record<string, unknown> = {}) {
  const response = await setup.app.inject({
    method: 'POST',
    url: '/api/users/me/alerts/',
    headers,
    payload: {
      label: 'Near the Louvre',
      latitude: PARIS.lat,
      longitude: PARIS.lng,
      radius: 20,
      game: 1,
      event_type: 'Full',
      event_subtype: null,
      frequency: 'daily',
      ...changes,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number }>()
}

/** A published event of `owner` at a place, published now (as publishing sets it). */
const eventAt = (ownerId: number, place: { lat: number; lng: number }, changes = {}) =>
  createEvent(setup.app.db, ownerId, { ...place, publishedAt: new Date(), start: wallClockIn(5), ...changes })

describe('an alert’s mail', () => {
  test('lists the new public events its search matches, each once, from the morning after it was saved', async () => {
    const store = await createStore(setup.app, 'Alert Store')
    const reader = await createReader(setup.app)
    const before = await eventAt(store.user.id, PARIS)
    await saveAlert(reader.headers)
    const match = await eventAt(store.user.id, { lat: 48.9, lng: 2.4 })
    const farAway = await eventAt(store.user.id, LYON)
    const otherGame = await eventAt(store.user.id, PARIS, { gameId: 2 })
    const light = await eventAt(store.user.id, PARIS, { eventType: 'Light' })
    const draft = await eventAt(store.user.id, PARIS, { status: 'draft', publishedAt: null })
    const hidden = await eventAt(store.user.id, PARIS, { eventVisibility: 'PRIVATE' })

    await morning(setup.app)
    expect(mailsTo(setup.sink, reader.user.email)).toEqual([])
    clock.advance(DAY_MS)
    await morning(setup.app)
    const [mail, ...more] = mailsTo(setup.sink, reader.user.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('1 new event for your alert “Near the Louvre”')
    expect(mail?.text).toContain(match.name)
    expect(mail?.text).toContain('Alert Store – 1 rue de Rivoli')
    for (const other of [before, farAway, otherGame, light, draft, hidden])
      expect(mail?.text).not.toContain(other.name)
    // Its button opens the search in the list.
    expect(mail?.text).toContain(
      'See the search: http://localhost:8080/events?latitude=48.8566&longitude=2.3522&place=Near+the+Louvre&radius=20&event_type=Full&game=1',
    )
    expect(mail?.text).toContain('because you saved the search “Near the Louvre” as a daily alert')
    expect(mail?.headers['list-unsubscribe']).toMatch(/one-click\/\?token=a\.\d+\.\d+\./)

    clock.advance(DAY_MS)
    await morning(setup.app)
    expect(mailsTo(setup.sink, reader.user.email)).toHaveLength(1)
  })

  test('a weekly alert mails seven days on; an event a digest listed is not mailed again by an alert', async () => {
    const store = await createStore(setup.app, 'Weekly Store')
    const reader = await createReader(setup.app)
    await followStore(setup.app, reader.headers, store.user.id)
    await saveAlert(reader.headers, { frequency: 'weekly', game: null, event_type: null })
    const followed = await storeEvent(setup.app, store, {
      address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
    })
    // The followed store's event is in the alert's search too.
    const near = await setup.app.inject({
      url: `/api/events/?latitude=${PARIS.lat}&longitude=${PARIS.lng}&radius=20&owner=${store.user.id}`,
    })
    expect(near.json().results.map((event: { id: number }) => event.id)).toEqual([followed.id])
    const elsewhere = await createStore(setup.app, 'Other Store')
    const news = await eventAt(elsewhere.user.id, PARIS, { start: wallClockIn(9) })

    const alertMails = () =>
      mailsTo(setup.sink, reader.user.email).filter((mail) => mail.subject.includes('alert'))
    clock.advance(DAY_MS)
    await morning(setup.app)
    expect(mailsTo(setup.sink, reader.user.email).map((mail) => mail.subject)).toEqual([
      'New at Weekly Store: 1 event',
    ])
    for (let day = 2; day <= 6; day++) {
      clock.advance(DAY_MS)
      await morning(setup.app)
      expect(alertMails()).toEqual([])
    }
    clock.advance(DAY_MS)
    await morning(setup.app)
    const [alertMail, ...more] = alertMails()
    expect(more).toEqual([])
    expect(alertMail?.text).toContain(news.name)
    expect(alertMail?.text).not.toContain(followed.name)
  })

  test(`lists ${NEWS_LISTED_MAX} events and counts the others; a changed search mails only what is published after`, async () => {
    const store = await createStore(setup.app, 'Busy Alert Store')
    const reader = await createReader(setup.app, 'fr')
    const { id } = await saveAlert(reader.headers, { label: 'Paris', radius: 5 })
    for (let n = 0; n < NEWS_LISTED_MAX + 3; n++)
      await eventAt(store.user.id, PARIS, { start: wallClockIn(3 + n) })
    clock.advance(DAY_MS)
    await morning(setup.app)
    const [mail] = mailsTo(setup.sink, reader.user.email)
    expect(mail?.subject).toBe(`${NEWS_LISTED_MAX + 3} nouveaux événements pour votre alerte « Paris »`)
    expect(mail?.text.match(/\/fr\/events\/\d+/g)).toHaveLength(NEWS_LISTED_MAX)
    expect(mail?.text).toContain('… et 3 autres événements.')

    // Widened to Lyon: what was published before the change is not news to it.
    await eventAt(store.user.id, LYON)
    const changed = await setup.app.inject({
      method: 'PUT',
      url: `/api/users/me/alerts/${id}/`,
      headers: reader.headers,
      payload: { label: 'Lyon', latitude: LYON.lat, longitude: LYON.lng, radius: 5, frequency: 'daily' },
    })
    expect(changed.statusCode).toBe(200)
    const after = await eventAt(store.user.id, LYON)
    setup.sink.received.length = 0
    clock.advance(DAY_MS)
    await morning(setup.app)
    const [next, ...more] = mailsTo(setup.sink, reader.user.email)
    expect(more).toEqual([])
    expect(next?.subject).toBe('1 nouvel événement pour votre alerte « Lyon »')
    expect(next?.text).toContain(after.name)
  })
})

import type { OrganizerDashboard, Registrant } from '@questboard/domain/organizer-events.schema'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { registrations } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent, createUser, register, tokenFor, wallClockIn } from '../testing/factories.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

async function organizer() {
  const store = await createUser(app.db, { store: 'Le Donjon' })
  return { ...store, headers: await tokenFor(app.db, store.id, ['user', 'organizer']) }
}

describe('GET /api/events/organized/', () => {
  test('sorts the caller’s own events into drafts, upcoming and awaiting results, with counts', async () => {
    const store = await organizer()
    const other = await organizer()
    const laterDraft = await createEvent(app.db, store.id, { status: 'draft', start: wallClockIn(20) })
    const draft = await createEvent(app.db, store.id, { status: 'draft', start: wallClockIn(5) })
    const soon = await createEvent(app.db, store.id, { start: wallClockIn(2) })
    const later = await createEvent(app.db, store.id, { start: wallClockIn(9) })
    const ended = await createEvent(app.db, store.id, { start: wallClockIn(-3) })
    const endedEarlier = await createEvent(app.db, store.id, { start: wallClockIn(-10) })
    // Not in any section: results saved, a light event (no registration here), cancelled, someone else's.
    await createEvent(app.db, store.id, { start: wallClockIn(-4), awardedXp: true })
    await createEvent(app.db, store.id, { start: wallClockIn(-4), eventType: 'Light', maxPlayers: null })
    await createEvent(app.db, store.id, { start: wallClockIn(4), status: 'cancelled' })
    await createEvent(app.db, other.id, { start: wallClockIn(3) })
    await createEvent(app.db, other.id, { status: 'draft' })

    const response = await get('/api/events/organized/', store.headers)
    expect(response.statusCode).toBe(200)
    const body = response.json<OrganizerDashboard>()
    expect(body.counts).toEqual({ draft: 2, upcoming: 2, to_result: 2 })
    const ids = (section: keyof OrganizerDashboard['counts']) => body[section].map((event) => event.id)
    expect(ids('draft')).toEqual([draft.id, laterDraft.id])
    expect(ids('upcoming')).toEqual([soon.id, later.id])
    expect(ids('to_result')).toEqual([ended.id, endedEarlier.id])
    expect(body.draft[0]).toMatchObject({
      name: draft.name,
      status: 'draft',
      game_name: 'Crownfall Chronicles',
    })
  })

  test('is for organizers and admins: 401 without a token, 403 for a player', async () => {
    expect((await get('/api/events/organized/')).statusCode).toBe(401)
    const player = await createUser(app.db)
    const response = await get('/api/events/organized/', await tokenFor(app.db, player.id))
    expect(response.statusCode).toBe(403)
  })
})

describe('GET /api/events/{id}/registrants/', () => {
  test('lists the players in registration order with their deck photo, for the organizer and an admin', async () => {
    const store = await organizer()
    const event = await createEvent(app.db, store.id)
    const [first, second] = [
      await createUser(app.db, { nickname: 'Aline' }),
      await createUser(app.db, { nickname: 'Bruno' }),
    ]
    await register(app.db, event.id, [first.id])
    await register(app.db, event.id, [second.id])
    await app.db
      .update(registrations)
      .set({ deckPhoto: 'decks/photo.jpg', deckPhotoUploadedAt: new Date() })
      .where(and(eq(registrations.eventId, event.id), eq(registrations.userId, second.id)))

    const response = await get(`/api/events/${event.id}/registrants/`, store.headers)
    expect(response.statusCode).toBe(200)
    const body = response.json<Registrant[]>()
    expect(body.map(({ id, nickname, deck_photo }) => ({ id, nickname, deck_photo }))).toEqual([
      { id: first.id, nickname: 'Aline', deck_photo: false },
      { id: second.id, nickname: 'Bruno', deck_photo: true },
    ])
    expect(Number.isNaN(Date.parse(body[0]?.registered_at ?? ''))).toBe(false)
    // Never an email.
    expect(JSON.stringify(body)).not.toContain('@')

    const admin = await createUser(app.db)
    const asAdmin = await get(
      `/api/events/${event.id}/registrants/`,
      await tokenFor(app.db, admin.id, ['admin']),
    )
    expect(asAdmin.json()).toEqual(body)
  })

  test('refuses others: 403 for another organizer’s event, 404 for an unknown id or their draft', async () => {
    const store = await organizer()
    const other = await organizer()
    const published = await createEvent(app.db, store.id)
    const draft = await createEvent(app.db, store.id, { status: 'draft' })
    expect((await get(`/api/events/${published.id}/registrants/`, other.headers)).statusCode).toBe(403)
    expect((await get(`/api/events/${draft.id}/registrants/`, other.headers)).statusCode).toBe(404)
    expect((await get('/api/events/999999/registrants/', store.headers)).statusCode).toBe(404)
    expect((await get('/api/events/abc/registrants/', store.headers)).statusCode).toBe(404)
    const player = await createUser(app.db)
    const asPlayer = await get(`/api/events/${published.id}/registrants/`, await tokenFor(app.db, player.id))
    expect(asPlayer.statusCode).toBe(403)
  })
})

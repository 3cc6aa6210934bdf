import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toWallClock } from '@questboard/domain/datetime'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, registrations } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { DECK_PHOTO_MESSAGES } from './deck-photo.service.ts'

let app: TestApp
let dataDir: string
let owner: Awaited<ReturnType<typeof createPlayer>>
let jpegWithExif: Buffer
let png: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-deck-'))
  app = await buildTestApp({ dataDir })
  owner = await createPlayer(app.db, {}, ['user', 'organizer'])
  const pixels = { create: { width: 64, height: 48, channels: 3 as const, background: '#3366cc' } }
  jpegWithExif = await sharp(pixels)
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Aline' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer()
  png = await sharp(pixels)
    .withExif({ IFD0: { Copyright: 'secret-owner' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const url = (eventId: number) => `/api/events/${eventId}/register/deck/`

function form(
  bytes: Buffer | string,
  { field = 'deck_photo', filename = 'deck.jpg', type = 'image/jpeg' } = {},
) {
  const data = new FormData()
  data.append(field, new Blob([bytes], { type }), filename)
  return data
}

const upload = (eventId: number, headers: Record<string, string>, payload: FormData) =>
  app.inject({ method: 'PUT', url: url(eventId), headers, payload })

const download = (eventId: number, headers: Record<string, string>, player?: number) =>
  app.inject({ method: 'GET', url: `${url(eventId)}${player ? `?user=${player}` : ''}`, headers })

/** A registered player on a fresh event. */
async function registeredPlayer(overrides: Parameters<typeof createRegistrationEvent>[2] = {}) {
  const event = await createRegistrationEvent(app.db, owner.user.id, overrides)
  const player = await createPlayer(app.db)
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${event.id}/register/`,
    headers: player.headers,
  })
  expect(response.statusCode).toBe(201)
  return { event, player }
}

async function storedKey(eventId: number, userId: number) {
  const [row] = await app.db
    .select({ key: registrations.deckPhoto })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
  return row?.key
}

const storedFiles = async (eventId: number) =>
  readdir(path.join(dataDir, 'uploads', 'deck-photos', String(eventId))).catch(() => [])

describe('PUT /api/events/{id}/register/deck/', () => {
  test('stores a JPEG re-encoded without its metadata, and gives it back to the player', async () => {
    const { event, player } = await registeredPlayer()
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined()

    const response = await upload(event.id, player.headers, form(jpegWithExif))
    expect(response.statusCode).toBe(204)
    const key = await storedKey(event.id, player.user.id)
    expect(key).toMatch(new RegExp(`^deck-photos/${event.id}/[0-9a-f]+\\.jpg$`))

    const photo = await download(event.id, player.headers)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.headers['cache-control']).toBe('private, no-store')
    const metadata = await sharp(photo.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(metadata.exif).toBeUndefined()
    expect(photo.rawPayload.includes('secret-owner')).toBe(false)
  })

  test('keeps a PNG a PNG, and a new photo replaces the previous one', async () => {
    const { event, player } = await registeredPlayer()
    expect((await upload(event.id, player.headers, form(jpegWithExif))).statusCode).toBe(204)
    const first = await storedKey(event.id, player.user.id)
    const response = await upload(
      event.id,
      player.headers,
      form(png, { filename: 'deck.png', type: 'image/png' }),
    )
    expect(response.statusCode).toBe(204)
    const second = await storedKey(event.id, player.user.id)
    expect(second).toMatch(/\.png$/)
    expect(second).not.toBe(first)
    expect(await storedFiles(event.id)).toEqual([path.basename(second ?? '')])
    const photo = await download(event.id, player.headers)
    expect(photo.headers['content-type']).toBe('image/png')
    expect((await sharp(png).metadata()).exif).toBeDefined()
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined()
    expect(photo.rawPayload.includes('secret-owner')).toBe(false)
  })

  test.each([
    ['a text file named like a photo', () => Buffer.from('not an image at all, just text'), 'deck.jpg'],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      'deck.gif',
    ],
    ['a truncated JPEG', async () => jpegWithExif.subarray(0, 200), 'deck.jpg'],
  ])('refuses %s: 400 "The file is not valid", nothing stored', async (_name, makeBytes, filename) => {
    const { event, player } = await registeredPlayer()
    const response = await upload(event.id, player.headers, form(await makeBytes(), { filename }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ deck_photo: ['The file is not valid'] })
    expect(await storedKey(event.id, player.user.id)).toBeNull()
    expect(await storedFiles(event.id)).toEqual([])
  })

  test('refuses a file over 5,000,000 bytes with a 400 that says so', async () => {
    const { event, player } = await registeredPlayer()
    const big = Buffer.concat([jpegWithExif, Buffer.alloc(5_000_001 - jpegWithExif.length)])
    const response = await upload(event.id, player.headers, form(big))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ deck_photo: [DECK_PHOTO_MESSAGES.tooLarge] })
    expect(DECK_PHOTO_MESSAGES.tooLarge).toBe('The file must not be larger than 5000 KB')
    expect(await storedKey(event.id, player.user.id)).toBeNull()
  })

  test('answers 400 when no photo comes, or not as multipart', async () => {
    const { event, player } = await registeredPlayer()
    const other = await upload(event.id, player.headers, form(jpegWithExif, { field: 'photo' }))
    expect(other.statusCode).toBe(400)
    expect(other.json()).toEqual({ deck_photo: ['This value is required'] })
    for (const [type, payload] of [
      ['application/json', '{"deck_photo": "x"}'],
      ['image/jpeg', jpegWithExif],
    ] as const) {
      const response = await app.inject({
        method: 'PUT',
        url: url(event.id),
        headers: { ...player.headers, 'content-type': type },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ deck_photo: ['This value is required'] })
    }
  })

  test('is only for registered players of a published event', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    const stranger = await createPlayer(app.db)
    const response = await upload(event.id, stranger.headers, form(jpegWithExif))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ detail: DECK_PHOTO_MESSAGES.notRegistered })
    expect((await upload(999_999, stranger.headers, form(jpegWithExif))).statusCode).toBe(404)
    expect((await upload(event.id, {}, form(jpegWithExif))).statusCode).toBe(401)
  })

  test('answers 409 when decks are registered at the venue', async () => {
    const { event, player } = await registeredPlayer({ additionalInfo: { deck_day_of_registration: true } })
    const response = await upload(event.id, player.headers, form(jpegWithExif))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: DECK_PHOTO_MESSAGES.atVenue })
  })

  test('takes photos until the deck deadline, on the venue’s clock, and refuses them after', async () => {
    // New York: a deadline read as UTC or Paris time would land hours away from the right instant.
    const zone = 'America/New_York'
    const open = await registeredPlayer({
      timezone: zone,
      additionalInfo: { deck_registration_deadline: toWallClock(new Date(Date.now() + 30 * 60_000), zone) },
    })
    expect((await upload(open.event.id, open.player.headers, form(jpegWithExif))).statusCode).toBe(204)

    const closed = await registeredPlayer({
      timezone: zone,
      additionalInfo: { deck_registration_deadline: toWallClock(new Date(Date.now() - 2 * 60_000), zone) },
    })
    const response = await upload(closed.event.id, closed.player.headers, form(jpegWithExif))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: DECK_PHOTO_MESSAGES.deadlinePassed })
  })

  test('without a deck deadline, takes photos until the start', async () => {
    const { event, player } = await registeredPlayer({ startsInHours: 1 })
    await app.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id))
    const response = await upload(event.id, player.headers, form(jpegWithExif))
    expect(response.statusCode).toBe(409)
  })
})

describe('GET /api/events/{id}/register/deck/', () => {
  test('shows the photo to the player, the event’s owner and admins, and to nobody else', async () => {
    const { event, player } = await registeredPlayer()
    await upload(event.id, player.headers, form(jpegWithExif))
    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    const otherOrganizer = await createPlayer(app.db, {}, ['user', 'organizer'])
    const otherPlayer = await createPlayer(app.db)

    expect((await download(event.id, player.headers)).statusCode).toBe(200)
    expect((await download(event.id, player.headers, player.user.id)).statusCode).toBe(200)
    expect((await download(event.id, owner.headers, player.user.id)).statusCode).toBe(200)
    expect((await download(event.id, admin.headers, player.user.id)).statusCode).toBe(200)
    for (const someone of [otherOrganizer, otherPlayer]) {
      const response = await download(event.id, someone.headers, player.user.id)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ detail: 'Not found.' })
    }
    expect((await download(event.id, {}, player.user.id)).statusCode).toBe(401)
  })

  test('answers 404 when the player has sent no photo', async () => {
    const { event, player } = await registeredPlayer()
    expect((await download(event.id, player.headers)).statusCode).toBe(404)
    expect((await download(event.id, owner.headers, player.user.id)).statusCode).toBe(404)
  })

  test('the photo goes when the player unregisters', async () => {
    const { event, player } = await registeredPlayer()
    await upload(event.id, player.headers, form(jpegWithExif))
    expect(await storedFiles(event.id)).toHaveLength(1)
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/register/`,
      headers: player.headers,
    })
    expect(response.statusCode).toBe(204)
    expect(await storedFiles(event.id)).toEqual([])
    expect((await download(event.id, owner.headers, player.user.id)).statusCode).toBe(404)
  })
})

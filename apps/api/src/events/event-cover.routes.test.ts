import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formatMessage } from '@questboard/domain/messages'
import type { EventPicture } from '@questboard/domain/picture.schema'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events } from '../db/schema.ts'
import { IMAGE_TOO_LARGE } from '../images/image-upload.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent } from '../testing/factories.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'

const PUBLIC_URL = 'https://events.example.com'
let app: TestApp
let dataDir: string
let jpeg: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-cover-'))
  app = await buildTestApp({ dataDir, publicUrl: PUBLIC_URL })
  jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7c3aed' } })
    .withExif({ IFD0: { Copyright: 'secret-store' } })
    .jpeg()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const organizer = () => createPlayer(app.db, {}, ['user', 'organizer'])

function coverForm(bytes: Buffer, filename = 'cover.jpg', field = 'cover') {
  const data = new FormData()
  data.append(field, new Blob([bytes], { type: 'image/jpeg' }), filename)
  return data
}

const upload = (id: number, headers: Record<string, string>, payload: FormData | string = coverForm(jpeg)) =>
  app.inject({ method: 'PUT', url: `/api/events/${id}/cover/`, headers, payload })

const remove = (id: number, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/events/${id}/cover/`, headers })

const coverFiles = (eventId: number) =>
  readdir(path.join(dataDir, 'uploads', 'pictures', 'covers', String(eventId))).catch(() => [])

const storedCover = async (id: number) =>
  (await app.db.select({ cover: events.cover }).from(events).where(eq(events.id, id)))[0]?.cover

const local = (url: string) => url.replace(PUBLIC_URL, '')

describe('PUT /api/events/{id}/cover/', () => {
  test('the organizer’s picture becomes the event’s cover: WebP in three widths, on its page and in the list', async () => {
    const me = await organizer()
    const event = await createEvent(app.db, me.user.id, { name: 'Cover night' })
    const response = await upload(event.id, me.headers)
    expect(response.statusCode, response.body).toBe(200)
    const picture: EventPicture = response.json().picture
    expect(picture).toMatchObject({ source: 'cover', width: 1200, height: 675 })
    expect(picture.variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 225],
      [800, 450],
      [1200, 675],
    ])
    expect((await coverFiles(event.id)).length).toBe(3)

    for (const variant of picture.variants) {
      expect(variant.url).toMatch(
        /^https:\/\/events\.example\.com\/media\/pictures\/covers\/\d+\/[0-9a-f]{24}-\d+\.webp$/,
      )
      const file = await app.inject({ method: 'GET', url: local(variant.url) })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(file.rawPayload.includes(Buffer.from('secret-store'))).toBe(false)
      expect((await sharp(file.rawPayload).metadata()).width).toBe(variant.width)
    }

    const page = await app.inject({ method: 'GET', url: `/api/events/${event.id}/` })
    expect(page.json().picture).toEqual(picture)
    const list = await app.inject({ method: 'GET', url: `/api/events/?owner=${me.user.id}` })
    expect(list.json().results.map((found: { picture: unknown }) => found.picture)).toEqual([picture])
  })

  test('a new cover replaces the old one, whose files go', async () => {
    const me = await organizer()
    const event = await createEvent(app.db, me.user.id)
    const first: EventPicture = (await upload(event.id, me.headers)).json().picture
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer()
    const second = await upload(event.id, me.headers, coverForm(png, 'square.png'))
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().picture.variants.map((v: { width: number }) => v.width)).toEqual([400])
    expect((await coverFiles(event.id)).length).toBe(1)
    const old = await app.inject({ method: 'GET', url: local(first.variants[0]?.url ?? '') })
    expect(old.statusCode).toBe(404)
  })

  test('an admin may set the cover of anyone’s event', async () => {
    const owner = await organizer()
    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    const event = await createEvent(app.db, owner.user.id)
    const response = await upload(event.id, admin.headers)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().picture.source).toBe('cover')
  })

  test.each([
    ['no token', async () => ({}), 401],
    ['a player', async () => (await createPlayer(app.db)).headers, 403],
    ['another organizer', async () => (await organizer()).headers, 403],
  ])('refused to %s (%i), nothing stored', async (_who, headersOf, status) => {
    const owner = await organizer()
    const event = await createEvent(app.db, owner.user.id)
    const response = await upload(event.id, await headersOf())
    expect(response.statusCode).toBe(status)
    expect(await storedCover(event.id)).toBeNull()
    expect(await coverFiles(event.id)).toEqual([])
  })

  test('another organizer’s draft is not found; a cancelled event’s cover no longer changes', async () => {
    const owner = await organizer()
    const draft = await createEvent(app.db, owner.user.id, { status: 'draft' })
    expect((await upload(draft.id, (await organizer()).headers)).statusCode).toBe(404)
    const cancelled = await createEvent(app.db, owner.user.id, { status: 'cancelled' })
    expect((await upload(cancelled.id, owner.headers)).statusCode).toBe(409)
    expect(await coverFiles(cancelled.id)).toEqual([])
    expect((await upload(2_000_000_000, owner.headers)).statusCode).toBe(404)
  })

  test.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      formatMessage('validation.pictureType'),
    ],
    ['a text file named .jpg', async () => Buffer.from('hello'), formatMessage('validation.pictureType')],
    ['a JPEG cut short', async () => jpeg.subarray(0, 400), formatMessage('validation.file')],
    ['an empty file', async () => Buffer.alloc(0), formatMessage('validation.required')],
    [
      'a file over 5,000,000 bytes',
      async () => Buffer.concat([jpeg, Buffer.alloc(5_000_001 - jpeg.length)]),
      IMAGE_TOO_LARGE,
    ],
  ])('%s: a 400 naming the field `cover`, nothing stored', async (_name, bytes, message) => {
    const me = await organizer()
    const event = await createEvent(app.db, me.user.id)
    const response = await upload(event.id, me.headers, coverForm(await bytes()))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ cover: [message] })
    expect(await storedCover(event.id)).toBeNull()
    expect(await coverFiles(event.id)).toEqual([])
  })

  test('a body without the file, or not multipart, is a 400 naming `cover`', async () => {
    const me = await organizer()
    const event = await createEvent(app.db, me.user.id)
    const required = { cover: [formatMessage('validation.required')] }
    const wrongField = await upload(event.id, me.headers, coverForm(jpeg, 'cover.jpg', 'photo'))
    expect([wrongField.statusCode, wrongField.json()]).toEqual([400, required])
    const json = await app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/cover/`,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"cover": "x"}',
    })
    expect([json.statusCode, json.json()]).toEqual([400, required])
  })
})

describe('DELETE /api/events/{id}/cover/', () => {
  test('removes the cover and its files: the event has no picture again', async () => {
    const me = await organizer()
    const event = await createEvent(app.db, me.user.id)
    expect((await upload(event.id, me.headers)).statusCode).toBe(200)
    const response = await remove(event.id, me.headers)
    expect(response.statusCode).toBe(204)
    expect(await coverFiles(event.id)).toEqual([])
    expect((await app.inject({ method: 'GET', url: `/api/events/${event.id}/` })).json().picture).toBeNull()
  })

  test('only its organizer or an admin', async () => {
    const owner = await organizer()
    const event = await createEvent(app.db, owner.user.id)
    expect((await upload(event.id, owner.headers)).statusCode).toBe(200)
    expect((await remove(event.id, (await organizer()).headers)).statusCode).toBe(403)
    expect((await remove(event.id, (await createPlayer(app.db)).headers)).statusCode).toBe(403)
    expect((await coverFiles(event.id)).length).toBe(3)
  })

  test('deleting a draft takes its cover’s files with it; cancelling keeps them', async () => {
    const me = await organizer()
    const draft = await createEvent(app.db, me.user.id, { status: 'draft' })
    const published = await createEvent(app.db, me.user.id)
    for (const event of [draft, published]) expect((await upload(event.id, me.headers)).statusCode).toBe(200)
    for (const event of [draft, published]) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/events/${event.id}/`,
        headers: me.headers,
      })
      expect(deleted.statusCode).toBe(204)
    }
    expect(await coverFiles(draft.id)).toEqual([])
    expect((await coverFiles(published.id)).length).toBe(3)
  })
})

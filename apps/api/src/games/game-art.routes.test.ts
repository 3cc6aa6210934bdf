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
let art: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-game-art-'))
  app = await buildTestApp({ dataDir })
  art = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const admin = () => createPlayer(app.db, {}, ['user', 'admin'])

function artForm(bytes: Buffer, filename = 'art.png') {
  const data = new FormData()
  data.append('art', new Blob([bytes], { type: 'image/png' }), filename)
  return data
}

const setArt = (game: number, headers: Record<string, string>, bytes = art) =>
  app.inject({ method: 'PUT', url: `/api/games/${game}/art/`, headers, payload: artForm(bytes) })

const gameOf = async (id: number) =>
  (
    (await app.inject({ method: 'GET', url: '/api/games/' })).json() as { id: number; art: Picture | null }[]
  ).find((game) => game.id === id)

const artFiles = (game: number) =>
  readdir(path.join(dataDir, 'uploads', 'pictures', 'game-art', String(game))).catch(() => [])

describe('game art', () => {
  test('an admin sets a game’s art: the games list shows it, and it is the picture of its events without a cover', async () => {
    const me = await admin()
    const organizer = await createPlayer(app.db, {}, ['user', 'organizer'])
    const plain = await createEvent(app.db, organizer.user.id, { gameId: 3, name: 'Plain duel' })
    const listed = async () => {
      const list = await app.inject({ method: 'GET', url: `/api/events/?owner=${organizer.user.id}` })
      return list.json().results.find((listed: { id: number }) => listed.id === plain.id)?.picture
    }
    // Read once before: the list's memory holds the event, and must learn of the art.
    expect(await listed()).toBeNull()

    const response = await setArt(3, me.headers)
    expect(response.statusCode, response.body).toBe(200)
    const picture: Picture = response.json().art
    expect(picture.variants.map((variant) => variant.width)).toEqual([400, 800, 1200])
    expect((await gameOf(3))?.art).toEqual(picture)
    expect(await listed()).toEqual({ ...picture, source: 'game' })
    const page = await app.inject({ method: 'GET', url: `/api/events/${plain.id}/` })
    expect(page.json().picture).toEqual({ ...picture, source: 'game' })

    // An event's own cover wins over its game's art.
    const covered = await createEvent(app.db, organizer.user.id, { gameId: 3 })
    const cover = new FormData()
    cover.append('cover', new Blob([art], { type: 'image/png' }), 'cover.png')
    const withCover = await app.inject({
      method: 'PUT',
      url: `/api/events/${covered.id}/cover/`,
      headers: organizer.headers,
      payload: cover,
    })
    expect(withCover.json().picture.source).toBe('cover')

    // Removed: the files go, and the event shows no picture again.
    const removed = await app.inject({ method: 'DELETE', url: '/api/games/3/art/', headers: me.headers })
    expect(removed.statusCode).toBe(204)
    expect((await gameOf(3))?.art).toBeNull()
    expect(await artFiles(3)).toEqual([])
    expect(await listed()).toBeNull()
  })

  test('new art replaces the old, whose files go', async () => {
    const me = await admin()
    const first: Picture = (await setArt(4, me.headers)).json().art
    const second = await setArt(4, me.headers)
    expect(second.statusCode).toBe(200)
    expect(second.json().art.variants[0].url).not.toBe(first.variants[0]?.url)
    expect((await artFiles(4)).length).toBe(3)
  })

  test.each([
    ['no token', async () => ({}), 401],
    ['a player', async () => (await createPlayer(app.db)).headers, 403],
    ['an organizer', async () => (await createPlayer(app.db, {}, ['user', 'organizer'])).headers, 403],
  ])('only admins: refused to %s (%i)', async (_who, headersOf, status) => {
    const headers = await headersOf()
    expect((await setArt(5, headers)).statusCode).toBe(status)
    expect((await app.inject({ method: 'DELETE', url: '/api/games/5/art/', headers })).statusCode).toBe(
      status,
    )
    expect(await artFiles(5)).toEqual([])
  })

  test('an unknown game is not found; a file that is no picture is a 400 naming `art`', async () => {
    const me = await admin()
    expect((await setArt(999, me.headers)).statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/games/999/art/', headers: me.headers })).statusCode,
    ).toBe(404)
    const refused = await setArt(6, me.headers, Buffer.from('GIF89a not really'))
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { art: [formatMessage('validation.pictureType')] },
    ])
    expect(await artFiles(6)).toEqual([])
  })
})

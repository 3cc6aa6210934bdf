import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { InvalidStorageKeyError, newStorageKey } from '../plugins/storage.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'
import { startS3Server } from '../testing/s3-server.ts'
import { createS3Storage } from './s3-storage.ts'

let s3: Awaited<ReturnType<typeof startS3Server>>
let scratch: string
beforeAll(async () => {
  s3 = await startS3Server()
  scratch = await mkdtemp(path.join(tmpdir(), 'qb-s3-instances-'))
})
afterAll(async () => {
  await s3?.close()
  await rm(scratch, { recursive: true, force: true })
})

describe('S3 storage', () => {
  test('puts, gets and deletes by key in the bucket', async () => {
    const storage = createS3Storage(s3.config)
    try {
      const key = newStorageKey('deck-photos/12', 'jpg')
      await storage.put(key, Buffer.from('bytes'))
      expect((await storage.get(key))?.toString()).toBe('bytes')
      await storage.delete(key)
      expect(await storage.get(key)).toBeUndefined()
      await storage.delete(key)
    } finally {
      storage.close()
    }
  })

  test('refuses keys the app never makes, as the disk does', async () => {
    const storage = createS3Storage(s3.config)
    try {
      await expect(storage.put('../outside.jpg', Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      )
      await expect(storage.get('UPPER/case.jpg')).rejects.toBeInstanceOf(InvalidStorageKeyError)
    } finally {
      storage.close()
    }
  })
})

describe('S3_* settings', () => {
  test('S3_BUCKET turns object storage on, with the other settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(config.s3).toEqual({
      bucket: 'uploads',
      endpoint: 'https://s3.example.com',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    expect(loadConfig({}).s3).toBeUndefined()
  })

  test.each([
    [{ S3_ENDPOINT: 'https://s3.example.com' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT: must be an http(s) URL'],
    [{ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be 0, 1, false or true'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('two Event API instances on one database and one bucket', () => {
  let first: TestApp
  beforeAll(async () => {
    first = await buildTestApp({
      dataDir: path.join(scratch, 'first'),
      publicUrl: 'https://events.example.com',
      s3: s3.config,
      // On PGlite, which one process owns, the second instance opens the same database after the first.
      ...(process.env.TEST_DATABASE_URL
        ? {}
        : { database: { driver: 'pglite', dataDir: path.join(scratch, 'db') } }),
    })
  })
  afterAll(() => first?.close())

  test('a logo uploaded through one instance is served by the other', async () => {
    const organizer = await createPlayer(first.db, {}, ['user', 'organizer'])
    const logo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
      .jpeg()
      .toBuffer()
    const data = new FormData()
    data.append('store_logo', new Blob([logo], { type: 'image/jpeg' }), 'logo.jpg')
    const saved = await first.inject({
      method: 'POST',
      url: '/api/users/me/',
      headers: organizer.headers,
      payload: data,
    })
    expect(saved.statusCode).toBe(204)
    const me = await first.inject({ method: 'GET', url: '/api/users/me/', headers: organizer.headers })
    const logoPath = (me.json().logo_url as string).replace('https://events.example.com', '')
    expect(logoPath).toMatch(/^\/media\/logos\/\d+\/[0-9a-f]+\.jpg$/)
    // Nothing on the first instance's disk: the bucket holds it.
    expect(await readdir(path.join(scratch, 'first')).catch(() => [])).not.toContain('uploads')

    const secondOptions = { dataDir: path.join(scratch, 'second'), s3: s3.config }
    let second: Awaited<ReturnType<typeof anotherInstance>>
    if (process.env.TEST_DATABASE_URL) {
      second = await anotherInstance(first, secondOptions)
    } else {
      await first.close()
      const instance = await buildTestApp({ ...secondOptions, database: first.config.database })
      second = { instance, close: () => instance.close() }
    }
    try {
      expect(second.instance).not.toBe(first)
      const served = await second.instance.inject({ method: 'GET', url: logoPath })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/jpeg')
      expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    } finally {
      await second.close()
    }
  })
})

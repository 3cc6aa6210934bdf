// Long (≈600 lines) on purpose: the profile form's every field rule through POST /api/users/me/ (multipart, images
// re-encoded on a temporary disk) shares one app and one storage directory with the profile's read and autocomplete.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer } from '../testing/registration-fixtures.ts'
import { PROFILE_MESSAGES } from './profile.service.ts'

let app: TestApp
let dataDir: string
let jpegWithExif: Buffer
let png: Buffer

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-profile-'))
  app = await buildTestApp({ dataDir, publicUrl: 'https://events.example.com' })
  const pixels = { create: { width: 40, height: 30, channels: 3 as const, background: '#cc3366' } }
  jpegWithExif = await sharp(pixels)
    .withExif({ IFD0: { Copyright: 'secret-store', Artist: 'Owner' } })
    .jpeg()
    .toBuffer()
  png = await sharp(pixels)
    .withExif({ IFD0: { Copyright: 'secret-store' } })
    .png()
    .toBuffer()
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const organizer = () => createPlayer(app.db, {}, ['user', 'organizer'])

const validInformation = () => ({
  store_name: '  Le Donjon  ',
  address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'uk', street_2: '' },
  website: 'https://donjon.example.com',
  phone_number: '',
  store_email: 'shop@donjon.example.com',
  schedule: {
    monday: { closed: true },
    tuesday: {
      closed: false,
      first_open: '10:00',
      first_close: '12:30',
      second_open: '14:00',
      second_close: '19:00',
    },
    // Open, with times left over from a closed day: they go.
    wednesday: { closed: true, first_open: '09:00', first_close: '18:00' },
  },
})

type Fields = Record<string, string | { bytes: Buffer; filename?: string; type?: string }>

function form(fields: Fields) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value)
    else
      data.append(
        name,
        new Blob([value.bytes], { type: value.type ?? 'image/jpeg' }),
        value.filename ?? 'logo.jpg',
      )
  }
  return data
}

const save = (headers: Record<string, string>, fields: Fields) =>
  app.inject({ method: 'POST', url: '/api/users/me/', headers, payload: form(fields) })

const read = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/users/me/', headers })

const row = async (id: number) => {
  const [user] = await app.db.select().from(users).where(eq(users.id, id))
  return user
}

const logoFiles = async (userId: number) =>
  readdir(path.join(dataDir, 'uploads', 'logos', String(userId))).catch(() => [])

const mediaPath = (url: string) => url.replace('https://events.example.com', '')

describe('GET /api/users/me/', () => {
  test('answers the caller’s record, with no store profile yet', async () => {
    const player = await createPlayer(app.db)
    const response = await read(player.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: player.user.id,
      nickname: player.user.nickname,
      email: player.user.email,
      is_public: false,
      lp_opted: false,
      store_logo: null,
      logo_url: null,
      store_photo: null,
      store_information: null,
      no_show_rule: 'off',
    })
  })

  test('answers 401 without a token', async () => {
    expect((await read({})).statusCode).toBe(401)
  })
})

describe('POST /api/users/me/', () => {
  test('saves the store profile, normalised, and GET shows it', async () => {
    const me = await organizer()
    const response = await save(me.headers, {
      is_public: 'true',
      lp_opted_in: 'true',
      store_information: JSON.stringify(validInformation()),
    })
    expect(response.statusCode).toBe(204)
    const profile = (await read(me.headers)).json()
    expect(profile).toMatchObject({ id: me.user.id, is_public: true, lp_opted: true, logo_url: null })
    const closed = {
      closed: true,
      first_open: null,
      first_close: null,
      second_open: null,
      second_close: null,
    }
    expect(profile.store_information).toEqual({
      store_name: 'Le Donjon',
      address: {
        street: '1 rue de Rivoli',
        street_2: null,
        city: 'Paris',
        postcode: '75001',
        region: null,
        country: 'GB',
      },
      website: 'https://donjon.example.com',
      phone_number: null,
      store_email: 'shop@donjon.example.com',
      schedule: {
        monday: closed,
        tuesday: {
          closed: false,
          first_open: '10:00',
          first_close: '12:30',
          second_open: '14:00',
          second_close: '19:00',
        },
        wednesday: closed,
        thursday: closed,
        friday: closed,
        saturday: closed,
        sunday: closed,
      },
    })
  })

  test('an absent field keeps its value; false and "" turn a flag off', async () => {
    const me = await organizer()
    await save(me.headers, {
      is_public: 'true',
      lp_opted_in: 'true',
      store_information: JSON.stringify(validInformation()),
    })
    expect((await save(me.headers, { is_public: 'false' })).statusCode).toBe(204)
    expect(await row(me.user.id)).toMatchObject({ isPublic: false, lpOpted: true })
    expect((await save(me.headers, { lp_opted_in: '' })).statusCode).toBe(204)
    const after = await row(me.user.id)
    expect(after).toMatchObject({ isPublic: false, lpOpted: false })
    expect(after?.storeInformation).toMatchObject({ store_name: 'Le Donjon' })
  })

  describe('answers 400 with the field’s messages, and changes nothing', () => {
    const long = (length: number) => 'x'.repeat(length)
    const cases: [string, Fields, unknown][] = [
      [
        'store_information that is not JSON',
        { store_information: '{"store_name": ' },
        {
          store_information: [PROFILE_MESSAGES.invalid],
        },
      ],
      [
        'an empty store_information',
        { store_information: '' },
        { store_information: ['This value is required'] },
      ],
      [
        'store_information that is not an object',
        { store_information: '[1, 2]' },
        {
          store_information: ['This value is not valid'],
        },
      ],
      [
        'a missing store name and a city too long',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            store_name: ' ',
            address: { ...validInformation().address, city: long(101) },
          }),
        },
        {
          store_information: {
            store_name: ['This value is required and must be between 1 and 100 characters'],
            address: { city: ['This value is required and must be between 1 and 100 characters'] },
          },
        },
      ],
      [
        'a missing street, a postcode too long and an unknown country',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            address: { street: '', city: 'Paris', postcode: long(21), country: 'XX', street_2: long(301) },
          }),
        },
        {
          store_information: {
            address: {
              street: ['This value is required and must be between 1 and 300 characters'],
              street_2: ['This value must be at most 300 characters long'],
              postcode: ['This value is required and must be between 1 and 20 characters'],
              country: ['This value must be one of the proposed choices'],
            },
          },
        },
      ],
      [
        'a bad website, phone number and store email',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            website: 'ftp://donjon.example.com',
            phone_number: long(301),
            store_email: 'not-an-email',
          }),
        },
        {
          store_information: {
            website: ['This value must be a valid URL'],
            phone_number: ['This value must be at most 300 characters long'],
            store_email: ['This value must be a valid email address'],
          },
        },
      ],
      [
        'an open day without its closing time, a half break and a bad time',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            schedule: {
              monday: { closed: false, first_open: '10:00' },
              tuesday: { closed: false, first_open: '10:00', first_close: '19:00', second_open: '20:00' },
              friday: { closed: false, first_open: '25:00', first_close: '19:00' },
            },
          }),
        },
        {
          store_information: {
            schedule: {
              monday: { first_close: ['This value is required'] },
              tuesday: { second_close: ['This value is required'] },
              friday: { first_open: ['This value must be a time (HH:MM)'] },
            },
          },
        },
      ],
      [
        'a store name over 100 characters, and no city, postcode or country',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            store_name: long(101),
            address: { street: '1 rue de Rivoli' },
          }),
        },
        {
          store_information: {
            store_name: ['This value is required and must be between 1 and 100 characters'],
            address: {
              city: ['This value is required'],
              postcode: ['This value is required'],
              country: ['This value is required'],
            },
          },
        },
      ],
      [
        'a website over 300 characters and a store email over 100 characters',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            website: `https://donjon.example.com/${long(274)}`,
            store_email: `${long(91)}@donjon.fr`,
          }),
        },
        {
          store_information: {
            website: ['This value must be at most 300 characters long'],
            store_email: ['This value must be at most 100 characters long'],
          },
        },
      ],
      [
        'a website on a private network',
        {
          store_information: JSON.stringify({ ...validInformation(), website: 'http://192.168.0.10/' }),
        },
        { store_information: { website: ['This value must be a valid URL'] } },
      ],
      [
        'a NUL character in a text',
        {
          store_information: JSON.stringify({
            ...validInformation(),
            store_name: 'Le\u0000Donjon',
            address: { ...validInformation().address, region: 'Île\u0000de-France' },
          }),
        },
        {
          store_information: {
            store_name: ['This value is not valid'],
            address: { region: ['This value is not valid'] },
          },
        },
      ],
      [
        'a flag that is not one',
        { is_public: 'maybe', lp_opted_in: '2' },
        {
          is_public: [PROFILE_MESSAGES.invalid],
          lp_opted_in: [PROFILE_MESSAGES.invalid],
        },
      ],
      [
        'a logo given as a link',
        { store_logo: 'https://cdn.example.com/logo.png' },
        {
          store_logo: ['The file is not valid'],
        },
      ],
    ]
    test.each(cases)('%s', async (_name, fields, errors) => {
      const me = await organizer()
      await save(me.headers, {
        is_public: 'true',
        store_information: JSON.stringify(validInformation()),
        store_logo: { bytes: jpegWithExif },
      })
      const before = await row(me.user.id)
      const response = await save(me.headers, fields)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual(errors)
      expect(await row(me.user.id)).toEqual(before)
      expect(await logoFiles(me.user.id)).toHaveLength(1)
    })

    test.each([
      [
        'a text file named like a logo',
        () => Buffer.from('just some text, not a picture'),
        PROFILE_MESSAGES.logoType,
      ],
      [
        'a GIF',
        () =>
          sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        PROFILE_MESSAGES.logoType,
      ],
      ['a truncated JPEG', async () => jpegWithExif.subarray(0, 200), PROFILE_MESSAGES.fileInvalid],
      [
        'a file over 5,000,000 bytes',
        async () => Buffer.concat([jpegWithExif, Buffer.alloc(5_000_001 - jpegWithExif.length)]),
        'The file must not be larger than 5000 KB',
      ],
    ])('a logo that is %s, together with a bad store name: both reported', async (_name, bytes, message) => {
      const me = await organizer()
      const before = await row(me.user.id)
      const response = await save(me.headers, {
        is_public: 'true',
        store_logo: { bytes: await bytes() },
        store_information: JSON.stringify({ ...validInformation(), store_name: '' }),
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        store_logo: [message],
        store_information: {
          store_name: ['This value is required and must be between 1 and 100 characters'],
        },
      })
      expect(await row(me.user.id)).toEqual(before)
      expect(await logoFiles(me.user.id)).toEqual([])
    })

    test('a body that is not multipart', async () => {
      const me = await organizer()
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/me/',
        headers: me.headers,
        payload: { is_public: true },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ detail: 'The profile is sent as multipart/form-data.' })
      expect((await row(me.user.id))?.isPublic).toBe(false)
    })
  })

  test('accepts every store field at its limit', async () => {
    const me = await organizer()
    const long = (length: number) => 'x'.repeat(length)
    const information = {
      store_name: long(100),
      address: {
        street: long(300),
        street_2: long(300),
        city: long(100),
        postcode: long(20),
        region: long(100),
        country: 'FR',
      },
      website: `https://donjon.example.com/${long(273)}`,
      phone_number: long(300),
      store_email: `${long(90)}@donjon.fr`,
    }
    const response = await save(me.headers, { store_information: JSON.stringify(information) })
    expect(response.statusCode, response.body).toBe(204)
    expect((await row(me.user.id))?.storeInformation).toMatchObject(information)
  })

  test('accepts a logo of exactly 5,000,000 bytes', async () => {
    const me = await organizer()
    // Bytes after a JPEG's end marker are not part of the picture: the re-encoding drops them.
    const padded = Buffer.concat([jpegWithExif, Buffer.alloc(5_000_000 - jpegWithExif.length)])
    const response = await save(me.headers, { store_logo: { bytes: padded } })
    expect(response.statusCode, response.body).toBe(204)
    expect(await logoFiles(me.user.id)).toHaveLength(1)
  })

  test('stores the logo re-encoded without its metadata, serves it, replaces and deletes it', async () => {
    const me = await organizer()
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined()
    expect((await save(me.headers, { store_logo: { bytes: jpegWithExif } })).statusCode).toBe(204)
    const first = (await read(me.headers)).json()
    expect(first.logo_url).toMatch(
      new RegExp(`^https://events\\.example\\.com/media/logos/${me.user.id}/[0-9a-f]+\\.jpg$`),
    )
    expect(first.store_logo).toBe(first.logo_url)

    // Public: the logo shows on event pages for anyone.
    const served = await app.inject({ method: 'GET', url: mediaPath(first.logo_url) })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toContain('immutable')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes('secret-store')).toBe(false)

    const replaced = await save(me.headers, {
      store_logo: { bytes: png, filename: 'logo.png', type: 'image/png' },
    })
    expect(replaced.statusCode).toBe(204)
    const second = (await read(me.headers)).json()
    expect(second.logo_url).toMatch(/\.png$/)
    expect(await logoFiles(me.user.id)).toEqual([path.basename(second.logo_url)])
    expect((await app.inject({ method: 'GET', url: mediaPath(first.logo_url) })).statusCode).toBe(404)
    const servedPng = await app.inject({ method: 'GET', url: mediaPath(second.logo_url) })
    expect(servedPng.headers['content-type']).toBe('image/png')
    expect((await sharp(servedPng.rawPayload).metadata()).exif).toBeUndefined()

    // Absent: unchanged; an empty file input (what a browser sends when no file was chosen) too.
    await save(me.headers, { is_public: 'true' })
    const boundary = 'qb-boundary'
    const emptyFileInput = await app.inject({
      method: 'POST',
      url: '/api/users/me/',
      headers: { ...me.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="store_logo"; filename=""',
        'Content-Type: application/octet-stream',
        '',
        '',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    })
    expect(emptyFileInput.statusCode).toBe(204)
    expect((await read(me.headers)).json().logo_url).toBe(second.logo_url)

    expect((await save(me.headers, { store_logo: '' })).statusCode).toBe(204)
    expect((await read(me.headers)).json()).toMatchObject({ store_logo: null, logo_url: null })
    expect(await logoFiles(me.user.id)).toEqual([])
  })

  test('answers 404 for an unknown or malformed logo path', async () => {
    for (const url of [
      '/media/logos/1/0123456789abcdef.jpg',
      '/media/logos/1/..%2F..%2Fsecret.jpg',
      '/media/logos/x/a.gif',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
    }
  })

  test('is for organizers and admins: 401 without a token, 403 for a player', async () => {
    const body = { is_public: 'true' }
    expect((await save({}, body)).statusCode).toBe(401)
    const player = await createPlayer(app.db)
    const refused = await save(player.headers, body)
    expect(refused.statusCode).toBe(403)
    expect((await row(player.user.id))?.isPublic).toBe(false)
    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    expect((await save(admin.headers, body)).statusCode).toBe(204)
  })
})

describe('GET /api/users/autocomplete/{search}/', () => {
  const search = (term: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/users/autocomplete/${encodeURIComponent(term)}/`, headers })

  test('finds nicknames containing the search in any case, at most 10, never with emails', async () => {
    const me = await organizer()
    const tag = `Zq${Date.now().toString(36)}`
    const made = []
    for (let i = 0; i < 12; i++)
      made.push((await createPlayer(app.db, { nickname: `Hero ${tag} ${i}` })).user)
    const response = await search(tag.toLowerCase(), me.headers)
    expect(response.statusCode).toBe(200)
    const found = response.json()
    expect(found).toHaveLength(10)
    for (const match of found) {
      expect(Object.keys(match).sort()).toEqual(['id', 'nickname'])
      expect(match.nickname).toContain(tag)
    }
    const exact = await createPlayer(app.db, { nickname: `${tag}` })
    expect((await search(tag.toUpperCase(), me.headers)).json()[0]).toEqual({
      id: exact.user.id,
      nickname: tag,
    })
  })

  test('takes LIKE wildcards literally', async () => {
    const me = await organizer()
    const tag = `Wq${Date.now().toString(36)}`
    const percent = await createPlayer(app.db, { nickname: `${tag} 100% win` })
    await createPlayer(app.db, { nickname: `${tag} 100 wins` })
    const underscore = await createPlayer(app.db, { nickname: `${tag}_under` })
    await createPlayer(app.db, { nickname: `${tag}Xunder` })
    expect((await search(`${tag} 100%`, me.headers)).json()).toEqual([
      { id: percent.user.id, nickname: percent.user.nickname },
    ])
    expect((await search(`${tag}_`, me.headers)).json()).toEqual([
      { id: underscore.user.id, nickname: underscore.user.nickname },
    ])
    expect((await search('\\', me.headers)).statusCode).toBe(200)
  })

  test('answers 400 to a search holding a NUL character', async () => {
    const me = await organizer()
    const response = await search('ab\u0000c', me.headers)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ search: ['Must not contain a NUL character.'] })
  })

  test('answers an empty list under 2 characters', async () => {
    const me = await organizer()
    await createPlayer(app.db, { nickname: 'A' })
    for (const term of ['', 'a', ' a ', 'é']) {
      const response = await search(term, me.headers)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([])
    }
  })

  test('is for organizers and admins', async () => {
    expect((await search('player', {})).statusCode).toBe(401)
    expect((await search('player', (await createPlayer(app.db)).headers)).statusCode).toBe(403)
    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    expect((await search('player', admin.headers)).statusCode).toBe(200)
  })
})

// Long (≈900 lines) on purpose: every case of the event form's four routes (create, publish, update, delete) shares
// one app, one SMTP sink and the same organizers; split by route, each file would start its own.
import type { EventDetail } from '@questboard/domain/event-api.schema'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, mailOutbox, organizerRequests, users } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { readMail } from '../testing/calendar.ts'
import { createUser, register, tokenFor, validEventBody, wallClockIn } from '../testing/factories.ts'
import { eventually, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts'
import { OWNER_MESSAGES, PUBLISH_REFUSALS } from './event-editing.service.ts'

let app: TestApp
let sink: SmtpSink
let organizer: { authorization: string }
let organizerId: number
let otherOrganizer: { authorization: string }
let admin: { authorization: string }
let player: { authorization: string }

beforeAll(async () => {
  sink = await startSmtpSink()
  app = await buildTestApp({ smtpUrl: sink.url })
  const store = await createUser(app.db, { store: 'Le Donjon' })
  organizerId = store.id
  organizer = await tokenFor(app.db, store.id, ['user', 'organizer'])
  otherOrganizer = await tokenFor(app.db, (await createUser(app.db, { store: 'Die Burg' })).id, [
    'user',
    'organizer',
  ])
  admin = await tokenFor(app.db, (await createUser(app.db)).id, ['user', 'admin'])
  player = await tokenFor(app.db, (await createUser(app.db)).id, ['user'])
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

type Body = Record<string, unknown> & {
  additional_info: Record<string, unknown>
  address?: Record<string, unknown>
}

/** A full event that every §5 rule accepts: ten days ahead, 14:00–18:00 in Lyon. */
const validBody = (): Body => validEventBody()

const lightBody = (): Body => ({
  name: 'Online league night',
  game: 1,
  event_type: 'Light',
  event_subtype: 'other',
  light_date: wallClockIn(5).slice(0, 10),
  address: { street: '10 rue de la République', city: 'Lyon', postcode: '69001', country: 'FR' },
  additional_info: { url: 'https://league.example.com/night' },
})

const post = (payload: unknown, headers = organizer) =>
  app.inject({ method: 'POST', url: '/api/events/', headers, payload: payload as object })
const put = (id: number, payload: unknown, headers = organizer) =>
  app.inject({ method: 'PUT', url: `/api/events/${id}/`, headers, payload: payload as object })
const publish = (id: number, headers: Record<string, string> = organizer) =>
  app.inject({ method: 'POST', url: `/api/events/${id}/publish/`, headers })
const remove = (id: number, headers: Record<string, string> = organizer) =>
  app.inject({ method: 'DELETE', url: `/api/events/${id}/`, headers })
const detail = (id: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/events/${id}/`, headers })

async function created(body: Body = validBody(), headers = organizer): Promise<number> {
  const response = await post(body, headers)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number }>().id
}

const rowOf = async (id: number) => (await app.db.select().from(events).where(eq(events.id, id)))[0]
const eventCount = async () => (await app.db.select({ id: events.id }).from(events)).length

/** A user who signed in with these roles (their latest tool token holds them). */
async function userWithRoles(roles: string[], overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, overrides)
  return { ...user, headers: await tokenFor(app.db, user.id, roles) }
}

/** The decoded text/plain and text/calendar parts of a received mail, with its subject. */
/** Follows a dotted path into a 400 body. */
const errorAt = (body: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], body)

describe('POST /api/events/', () => {
  test('creates a draft owned by the caller, with the columns the read side reads', async () => {
    const body = validBody()
    const id = await created(body)
    const row = await rowOf(id)
    expect(row).toMatchObject({
      ownerId: organizerId,
      status: 'draft',
      timezone: 'Europe/Paris',
      startLocal: body.event_start_date,
      countryCode: 'FR',
      cityId: 203,
      lat: 45.764,
      lng: 4.8357,
      minPlayers: 2,
      maxPlayers: 16,
      price: '0.00',
      currency: null,
      officialEvent: false,
    })
    expect(row?.endsAt.getTime()).toBe((row?.startsAt.getTime() ?? 0) + 4 * 3_600_000)
    expect(row?.registrationDeadline?.getTime()).toBe((row?.startsAt.getTime() ?? 0) - 2 * 86_400_000)

    // Drafts are hidden from everybody but their owner and admins.
    expect((await detail(id)).statusCode).toBe(404)
    expect((await detail(id, otherOrganizer)).statusCode).toBe(404)
    const own = await detail(id, organizer)
    expect(own.statusCode).toBe(200)
    expect(own.json<EventDetail>()).toMatchObject({
      status: 'draft',
      additional_info: { event_price: 0, min_players: 2, max_players: 16, language: 'fr' },
    })
    expect((await detail(id, admin)).statusCode).toBe(200)
  })

  test('a light event starts on its light date and needs no players', async () => {
    const body = lightBody()
    const row = await rowOf(await created(body))
    expect(row).toMatchObject({
      eventType: 'Light',
      lightDate: body.light_date,
      startLocal: `${body.light_date}T00:00`,
      maxPlayers: null,
      minPlayers: 0,
    })
  })

  test('a fee needs a currency; with both it is saved', async () => {
    const body = validBody()
    body.additional_info.event_price = 12.5
    body.additional_info.event_currency = 'EUR'
    const row = await rowOf(await created(body))
    expect(row).toMatchObject({ price: '12.50', currency: 'EUR' })
  })

  test('use_my_address copies the store address and shows it as user_address', async () => {
    const body = validBody()
    body.use_my_address = true
    delete body.address
    const id = await created(body)
    const row = await rowOf(id)
    expect(row).toMatchObject({ useMyAddress: true, cityId: 201, countryCode: 'FR' })
    expect(row?.address).toMatchObject({ street: '1 rue de Rivoli', city: 'Paris', postcode: '75001' })
    const shown = (await detail(id, organizer)).json<EventDetail>()
    expect(shown.user_address).toMatchObject({ city: 'Paris', street: '1 rue de Rivoli' })
  })

  test('use_my_address without a store address is a 400 on address', async () => {
    const bare = await tokenFor(app.db, (await createUser(app.db)).id, ['user', 'organizer'])
    const body = validBody()
    body.use_my_address = true
    delete body.address
    const response = await post(body, bare)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toHaveProperty('address')
  })

  test('an unknown city goes to its country’s first preset city; an unknown game is refused', async () => {
    const body = validBody()
    ;(body.address as Record<string, unknown>).city = 'Villeurbanne'
    expect((await rowOf(await created(body)))?.cityId).toBe(201)
    const response = await post({ ...validBody(), game: 999 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ game: ['This value must be one of the proposed choices'] })
  })

  const longText = (n: number) => 'x'.repeat(n)
  const refusals: [string, (body: Body) => void, string][] = [
    ['name missing', (b) => delete b.name, 'name'],
    ['name over 200', (b) => (b.name = longText(201)), 'name'],
    ['game missing', (b) => delete b.game, 'game'],
    ['event_subtype missing', (b) => delete b.event_subtype, 'event_subtype'],
    ['event_subtype unknown', (b) => (b.event_subtype = 'raid'), 'event_subtype'],
    ['start missing', (b) => delete b.event_start_date, 'event_start_date'],
    [
      'start within the hour',
      (b) => {
        const soon = new Date(Date.now() + 30 * 60_000)
        b.event_start_date = soon.toISOString().slice(0, 16)
        b.timezone = 'UTC'
        b.additional_info.event_end_date = new Date(soon.getTime() + 3 * 3_600_000).toISOString().slice(0, 16)
      },
      'event_start_date',
    ],
    ['end missing', (b) => delete b.additional_info.event_end_date, 'additional_info.event_end_date'],
    [
      'end less than an hour after the start',
      (b) => (b.additional_info.event_end_date = wallClockIn(10, '14:30')),
      'additional_info.event_end_date',
    ],
    ['fee without currency', (b) => (b.additional_info.event_price = 5), 'additional_info.event_currency'],
    ['language missing', (b) => delete b.additional_info.language, 'additional_info.language'],
    ['min_players missing', (b) => delete b.additional_info.min_players, 'additional_info.min_players'],
    ['min_players below 0', (b) => (b.additional_info.min_players = -1), 'additional_info.min_players'],
    ['max_players missing', (b) => delete b.additional_info.max_players, 'additional_info.max_players'],
    ['max below min', (b) => (b.additional_info.max_players = 1), 'additional_info.max_players'],
    [
      'description missing',
      (b) => delete b.additional_info.event_description,
      'additional_info.event_description',
    ],
    [
      'prize over 1000',
      (b) => (b.additional_info.prize_description = longText(1001)),
      'additional_info.prize_description',
    ],
    ['street missing', (b) => delete b.address?.street, 'address.street'],
    [
      'street over 300',
      (b) => ((b.address as Body['additional_info']).street = longText(301)),
      'address.street',
    ],
    [
      'street_2 over 300',
      (b) => ((b.address as Body['additional_info']).street_2 = longText(301)),
      'address.street_2',
    ],
    ['city missing', (b) => delete b.address?.city, 'address.city'],
    ['city over 100', (b) => ((b.address as Body['additional_info']).city = longText(101)), 'address.city'],
    ['postcode missing', (b) => delete b.address?.postcode, 'address.postcode'],
    [
      'postcode over 20',
      (b) => ((b.address as Body['additional_info']).postcode = longText(21)),
      'address.postcode',
    ],
    ['country missing', (b) => delete b.address?.country, 'address.country'],
    [
      'registration deadline unknown',
      (b) => (b.additional_info.registration_date = 'D-7'),
      'additional_info.registration_date',
    ],
    ['game id out of any range', (b) => (b.game = 99_999_999_999), 'game'],
    ['country unknown', (b) => ((b.address as Body['additional_info']).country = 'XX'), 'address.country'],
    [
      'currency unknown',
      (b) => Object.assign(b.additional_info, { event_price: 5, event_currency: 'JPY' }),
      'additional_info.event_currency',
    ],
    ['fee below 0', (b) => (b.additional_info.event_price = -5), 'additional_info.event_price'],
    ['fee not a number', (b) => (b.additional_info.event_price = 'free'), 'additional_info.event_price'],
    [
      'fee over 100000',
      (b) => Object.assign(b.additional_info, { event_price: 1e12, event_currency: 'EUR' }),
      'additional_info.event_price',
    ],
    [
      'min_players over 100000',
      (b) => Object.assign(b.additional_info, { min_players: 3e9, max_players: 3e9 }),
      'additional_info.min_players',
    ],
    [
      'max_players over 100000',
      (b) => (b.additional_info.max_players = 100_001),
      'additional_info.max_players',
    ],
    ['language malformed', (b) => (b.additional_info.language = 'fr_FR!'), 'additional_info.language'],
    [
      'a stage format unknown',
      (b) => (b.additional_info.stages = [{ format: 'XX' }]),
      'additional_info.stages.0.format',
    ],
    [
      'a stage with a maximum below its minimum',
      (b) => (b.additional_info.stages = [{ format: 'SE', players_min: 8, players_max: 4 }]),
      'additional_info.stages.0.players_max',
    ],
    [
      'a daily schedule without its times',
      (b) => (b.additional_info.daily_schedules = [{ day: wallClockIn(10).slice(0, 10) }]),
      'additional_info.daily_schedules.0.start_time',
    ],
    ['a NUL character in the name', (b) => (b.name = 'Spring\u0000tournament'), 'name'],
    [
      'a NUL character in the description',
      (b) => (b.additional_info.event_description = 'Swiss\u0000rounds'),
      'additional_info.event_description',
    ],
    [
      'a NUL character in the street',
      (b) => ((b.address as Body['additional_info']).street = '10\u0000rue'),
      'address.street',
    ],
  ]

  test.each(refusals)(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_name, change, path) => {
      const body = validBody()
      change(body)
      const before = await eventCount()
      const response = await post(body)
      expect(response.statusCode).toBe(400)
      const messages = errorAt(response.json(), path)
      expect(Array.isArray(messages) && messages.length > 0, `${path} in ${response.body}`).toBe(true)
      expect(await eventCount()).toBe(before)
    },
  )

  test('accepts every field at its limits', async () => {
    const body = validBody()
    const soon = new Date(Date.now() + 65 * 60_000)
    Object.assign(body, {
      name: longText(200),
      timezone: 'UTC',
      event_start_date: soon.toISOString().slice(0, 16),
      address: {
        street: longText(300),
        street_2: longText(300),
        city: longText(100),
        postcode: longText(20),
        country: 'uk',
      },
    })
    Object.assign(body.additional_info, {
      event_end_date: new Date(soon.getTime() + 3_600_000).toISOString().slice(0, 16),
      min_players: 0,
      max_players: 0,
      prize_description: longText(1000),
      materials_required: 'A deck',
      transportation_options: 'Metro line 1',
      event_price: '15',
      event_currency: 'GBP',
    })
    const response = await post(body)
    expect(response.statusCode, response.body).toBe(201)
    const row = await rowOf(response.json<{ id: number }>().id)
    // An unknown city of a preset country goes to that country's first preset city (London).
    expect(row).toMatchObject({
      countryCode: 'GB',
      cityId: 1,
      maxPlayers: 0,
      price: '15.00',
      currency: 'GBP',
    })
  })

  test('refuses a light event without its date, or on a date less than an hour away', async () => {
    const missing = lightBody()
    delete missing.light_date
    const response = await post(missing)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ light_date: ['This value is required'] })
    // A light event starts at midnight (venue time) of its date: today's has begun.
    const today = lightBody()
    today.light_date = new Date().toISOString().slice(0, 10)
    today.timezone = 'UTC'
    expect((await post(today)).json()).toEqual({
      light_date: ['The event must start at least one hour from now'],
    })
  })

  test('refuses a light event whose url is not a public http(s) address', async () => {
    for (const url of ['http://192.168.1.10/league', 'http://localhost/league', 'javascript:alert(1)']) {
      const body = lightBody()
      body.additional_info.url = url
      expect((await post(body)).json(), url).toEqual({
        additional_info: { url: ['This value must be a valid URL'] },
      })
    }
  })

  test('refuses a light event without a valid url', async () => {
    const missing = lightBody()
    delete missing.additional_info.url
    expect(errorAt((await post(missing)).json(), 'additional_info.url')).toEqual(['This value is required'])
    const invalid = lightBody()
    invalid.additional_info.url = 'not a url'
    const response = await post(invalid)
    expect(response.statusCode).toBe(400)
    expect(errorAt(response.json(), 'additional_info.url')).toEqual(['This value must be a valid URL'])
  })

  test('a refused body writes nothing; a body that is not an object is a 400', async () => {
    const before = (await app.db.select().from(events)).length
    await post({ ...validBody(), name: '' })
    expect((await app.db.select().from(events)).length).toBe(before)
    const response = await post([1, 2])
    expect(response.statusCode).toBe(400)
  })

  test('players may not create events (403), anonymous callers 401', async () => {
    expect((await post(validBody(), player)).statusCode).toBe(403)
    expect((await app.inject({ method: 'POST', url: '/api/events/', payload: validBody() })).statusCode).toBe(
      401,
    )
  })

  test('admin-only fields are ignored for organizers and taken from admins, with owner reassignment', async () => {
    const body = validBody()
    body.event_visibility = 'PRIVATE'
    body.additional_info.official_event = true
    body.additional_info.is_bga = true
    const fromOrganizer = await rowOf(await created({ ...body, owner: 1 }))
    expect(fromOrganizer).toMatchObject({
      eventVisibility: 'PUBLIC',
      officialEvent: false,
      ownerId: organizerId,
    })
    expect(fromOrganizer?.additionalInfo.is_bga).toBe(false)

    const fromAdmin = await rowOf(await created({ ...body, owner: organizerId }, admin))
    expect(fromAdmin).toMatchObject({ eventVisibility: 'PRIVATE', officialEvent: true, ownerId: organizerId })
    expect(fromAdmin?.additionalInfo.is_bga).toBe(true)

    const unknown = await post({ ...body, owner: 987654 }, admin)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ owner: ['This user is not known'] })

    // The owner an admin names organizes events (spec §6): a player may not own one.
    const before = await eventCount()
    const aPlayer = await userWithRoles(['user'])
    const refused = await post({ ...body, owner: aPlayer.id }, admin)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ owner: [OWNER_MESSAGES.notOrganizer] })
    expect(await eventCount()).toBe(before)
  })
})

describe('POST /api/events/{id}/publish/', () => {
  test('publishes a draft for its owner; others are refused', async () => {
    const id = await created()
    expect((await publish(id, otherOrganizer)).statusCode).toBe(404)
    expect((await publish(id, player)).statusCode).toBe(403)
    expect((await publish(id, {})).statusCode).toBe(401)
    const response = await publish(id)
    expect(response.statusCode).toBe(200)
    expect(response.json<EventDetail>()).toMatchObject({ id, status: 'published' })
    expect((await detail(id)).statusCode).toBe(200)
    // Once it is public another organizer learns it exists, and is told no.
    expect((await publish(id, otherOrganizer)).statusCode).toBe(403)
    expect((await publish(id)).statusCode).toBe(200)
  })

  test('refuses a draft that starts within the hour or has begun (409); it stays a hidden draft', async () => {
    const id = await created()
    const moveStart = async (minutesFromNow: number) => {
      const startsAt = new Date(Date.now() + minutesFromNow * 60_000)
      await app.db
        .update(events)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + 4 * 3_600_000), registrationDeadline: null })
        .where(eq(events.id, id))
    }
    for (const minutes of [50, -30, -24 * 60]) {
      await moveStart(minutes)
      for (const as of [organizer, admin]) {
        const response = await publish(id, as)
        expect(response.statusCode, `${minutes} min`).toBe(409)
        expect(response.json()).toEqual({ detail: PUBLISH_REFUSALS.tooLate })
      }
      expect((await rowOf(id))?.status).toBe('draft')
    }
    expect((await detail(id)).statusCode).toBe(404)
    await moveStart(70)
    expect((await publish(id)).statusCode).toBe(200)
  })

  test('refuses a draft whose registration deadline has passed, until a later deadline is chosen', async () => {
    const body = validBody()
    body.event_start_date = wallClockIn(5, '14:00')
    body.additional_info.event_end_date = wallClockIn(5, '18:00')
    body.additional_info.registration_date = 'D-10'
    const id = await created(body)
    const refused = await publish(id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ detail: PUBLISH_REFUSALS.deadlinePassed })
    expect((await rowOf(id))?.status).toBe('draft')

    const later = { ...body, additional_info: { ...body.additional_info, registration_date: 'D-2' } }
    expect((await put(id, later)).statusCode).toBe(200)
    const published = await publish(id)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json<EventDetail>()).toMatchObject({ status: 'published', registration_open: true })
  })

  test('publishing a published event again changes nothing, even once it has begun', async () => {
    const id = await created()
    expect((await publish(id)).statusCode).toBe(200)
    const publishedAt = (await rowOf(id))?.publishedAt
    const startsAt = new Date(Date.now() - 3_600_000)
    await app.db
      .update(events)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 4 * 3_600_000), registrationDeadline: null })
      .where(eq(events.id, id))
    const again = await publish(id)
    expect(again.statusCode).toBe(200)
    expect(again.json<EventDetail>()).toMatchObject({ status: 'published', time_state: 'started' })
    expect((await rowOf(id))?.publishedAt).toEqual(publishedAt)
  })

  test('an admin publishes any draft; a cancelled event cannot be published', async () => {
    const id = await created()
    expect((await publish(id, admin)).statusCode).toBe(200)
    expect((await remove(id)).statusCode).toBe(204)
    const response = await publish(id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: 'This event has been cancelled.' })
    expect((await publish(999_999)).statusCode).toBe(404)
  })
})

describe('PUT /api/events/{id}/', () => {
  test('updates everything but location, game and date', async () => {
    const body = validBody()
    const id = await created(body)
    const changed: Body = {
      ...body,
      name: 'Spring championship',
      event_subtype: 'prerelease',
      additional_info: {
        ...body.additional_info,
        event_description: 'New format',
        max_players: 24,
        event_price: 10,
        event_currency: 'EUR',
        registration_date: 'H-6',
        wifi_available: true,
      },
    }
    const response = await put(id, changed)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<EventDetail>()).toMatchObject({
      name: 'Spring championship',
      event_subtype: 'prerelease',
      additional_info: {
        event_description: 'New format',
        max_players: 24,
        event_price: 10,
        wifi_available: true,
      },
    })
    const row = await rowOf(id)
    expect(row?.registrationDeadline?.getTime()).toBe((row?.startsAt.getTime() ?? 0) - 6 * 3_600_000)
  })

  const locked: [string, (body: Body) => void][] = [
    ['game', (b) => (b.game = 2)],
    [
      'event_type',
      (b) => {
        b.event_type = 'Light'
        b.light_date = wallClockIn(10).slice(0, 10)
        b.additional_info.url = 'https://example.com/event'
      },
    ],
    ['address', (b) => ((b.address as Body['additional_info']).city = 'Marseille')],
    ['use_my_address', (b) => (b.use_my_address = true)],
    ['timezone', (b) => (b.timezone = 'Europe/London')],
    [
      'event_start_date',
      (b) => {
        b.event_start_date = wallClockIn(11, '14:00')
        b.additional_info.event_end_date = wallClockIn(11, '18:00')
      },
    ],
    ['event_end_date', (b) => (b.additional_info.event_end_date = wallClockIn(10, '19:00'))],
    [
      'daily_schedules',
      (b) =>
        (b.additional_info.daily_schedules = [
          { day: wallClockIn(10).slice(0, 10), start_time: '14:00', end_time: '18:00' },
        ]),
    ],
  ]

  test.each(locked)(
    'refuses a change of %s with a 409 saying to delete and recreate',
    async (field, change) => {
      const body = validBody()
      const id = await created(body)
      change(body)
      const response = await put(id, body)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json<{ detail: string }>().detail).toMatch(/delete the event and create it again/)
      expect(response.json<{ detail: string }>().detail).toContain(field)
    },
  )

  test('refuses a change of a light event’s date', async () => {
    const body = lightBody()
    const id = await created(body)
    body.light_date = wallClockIn(6).slice(0, 10)
    expect((await put(id, body)).statusCode).toBe(409)
  })

  test('an event under use_my_address keeps its copied address when the store moves', async () => {
    const store = await userWithRoles(['user', 'organizer'], { store: 'Moving store' })
    const body = validBody()
    body.use_my_address = true
    delete body.address
    const id = await created(body, store.headers)
    await app.db
      .update(users)
      .set({
        storeInformation: {
          store_name: 'Moving store',
          address: { street: '5 Quai Rambaud', city: 'Lyon', postcode: '69002', country: 'FR' },
        },
      })
      .where(eq(users.id, store.id))
    const response = await put(id, { ...body, name: 'Renamed' }, store.headers)
    expect(response.statusCode, response.body).toBe(200)
    const shown = response.json<EventDetail>()
    expect(shown.address).toMatchObject({ street: '1 rue de Rivoli', city: 'Paris' })
    expect(shown.user_address).toMatchObject({ street: '5 Quai Rambaud', city: 'Lyon' })
    expect(await rowOf(id)).toMatchObject({ name: 'Renamed', cityId: 201 })
  })

  test('max_players cannot go below the registrations taken (409)', async () => {
    const body = validBody()
    const id = await created(body)
    await publish(id)
    const players = await Promise.all([1, 2, 3].map(() => createUser(app.db)))
    await register(
      app.db,
      id,
      players.map((p) => p.id),
    )
    const response = await put(id, { ...body, additional_info: { ...body.additional_info, max_players: 2 } })
    expect(response.statusCode).toBe(409)
    const fine = await put(id, { ...body, additional_info: { ...body.additional_info, max_players: 3 } })
    expect(fine.statusCode).toBe(200)
  })

  test('400 on a bad body, 403 for another organizer and a player, 401 anonymous, 404 unknown', async () => {
    const body = validBody()
    const id = await created(body)
    await publish(id)
    const bad = await put(id, { ...body, name: '' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toHaveProperty('name')
    expect((await put(id, body, otherOrganizer)).statusCode).toBe(403)
    expect((await put(id, body, player)).statusCode).toBe(403)
    expect((await app.inject({ method: 'PUT', url: `/api/events/${id}/`, payload: body })).statusCode).toBe(
      401,
    )
    expect((await put(999_999, body)).statusCode).toBe(404)
    const malformed = await app.inject({
      method: 'PUT',
      url: '/api/events/abc/',
      headers: organizer,
      payload: body,
    })
    expect(malformed.statusCode).toBe(404)
    expect((await put(id, { ...body, name: 'By the admin' }, admin)).statusCode).toBe(200)
    expect((await rowOf(id))?.name).toBe('By the admin')
  })

  test('an organizer cannot set admin fields; an admin can, and may reassign the owner', async () => {
    const body = validBody()
    const id = await created(body)
    await put(id, {
      ...body,
      event_visibility: 'PRIVATE',
      additional_info: { ...body.additional_info, official_event: true },
    })
    expect(await rowOf(id)).toMatchObject({ eventVisibility: 'PUBLIC', officialEvent: false })
    const other = await userWithRoles(['user', 'organizer'], { store: 'Chez Admin' })
    const response = await put(
      id,
      { ...body, owner: other.id, additional_info: { ...body.additional_info, official_event: true } },
      admin,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(await rowOf(id)).toMatchObject({ officialEvent: true, ownerId: other.id })
    // The event left the organizer: it is no longer theirs to edit.
    expect((await put(id, body)).statusCode).toBe(404)
  })

  test('an admin reassigns an event only to a known organizer or admin: 400 on owner otherwise', async () => {
    const body = validBody()
    const id = await created(body)
    const before = await rowOf(id)
    const reassign = (owner: unknown) => put(id, { ...body, name: 'Reassigned', owner }, admin)

    const aPlayer = await userWithRoles(['user'])
    // Never signed in to the Event API: nothing says they organize.
    const stranger = await createUser(app.db, { store: 'Never signed in' })
    // Organized once; their latest sign-in no longer carries the role.
    const demoted = await userWithRoles(['user', 'organizer'], { store: 'Former store' })
    await tokenFor(app.db, demoted.id, ['user'])
    // Approved once, then signed in without the role: it was withdrawn since.
    const withdrawn = await createUser(app.db, { store: 'Withdrawn store' })
    await app.db.insert(organizerRequests).values({
      userId: withdrawn.id,
      accountId: 'ACC-0',
      customerId: 'CUST-0',
      taxNumber: 'FR 00 000',
      status: 'approved',
      decidedAt: new Date(Date.now() - 86_400_000),
    })
    await tokenFor(app.db, withdrawn.id, ['user'])
    const refusals: [unknown, string][] = [
      [aPlayer.id, OWNER_MESSAGES.notOrganizer],
      [stranger.id, OWNER_MESSAGES.notOrganizer],
      [demoted.id, OWNER_MESSAGES.notOrganizer],
      [withdrawn.id, OWNER_MESSAGES.notOrganizer],
      [987_654, OWNER_MESSAGES.unknown],
      [99_999_999_999, OWNER_MESSAGES.unknown],
      [true, OWNER_MESSAGES.notAnId],
      ['abc', OWNER_MESSAGES.notAnId],
      [1.5, OWNER_MESSAGES.notAnId],
      [{ id: aPlayer.id }, OWNER_MESSAGES.notAnId],
    ]
    for (const [owner, message] of refusals) {
      const response = await reassign(owner)
      expect(response.statusCode, JSON.stringify(owner)).toBe(400)
      expect(response.json()).toEqual({ owner: [message] })
      expect(await rowOf(id)).toEqual(before)
    }

    // Approved as an organizer after their last sign-in: the role is theirs from the next one.
    const approved = await userWithRoles(['user'], { store: 'Newly approved' })
    await app.db.insert(organizerRequests).values({
      userId: approved.id,
      accountId: 'ACC-1',
      customerId: 'CUST-1',
      taxNumber: 'FR 12 345',
      status: 'approved',
      decidedAt: new Date(Date.now() + 1_000),
    })
    const anAdmin = await userWithRoles(['user', 'admin'])
    const anOrganizer = await userWithRoles(['user', 'organizer'], { store: 'Another store' })
    for (const owner of [approved.id, anAdmin.id, String(anOrganizer.id)]) {
      const response = await reassign(owner)
      expect(response.statusCode, response.body).toBe(200)
      expect((await rowOf(id))?.ownerId).toBe(Number(owner))
    }
    // Naming the owner the event already has is no reassignment.
    expect((await reassign(anOrganizer.id)).statusCode).toBe(200)
  })

  test('a refused update changes nothing and mails nobody', async () => {
    const body = validBody()
    body.additional_info.send_notifications = true
    const id = await created(body)
    await publish(id)
    const fan = await createUser(app.db, { email: 'fan-refused@questboard.test' })
    await register(app.db, id, [fan.id])
    const before = await rowOf(id)
    const changed = (patch: Record<string, unknown>, info: Record<string, unknown> = {}) => ({
      ...body,
      name: 'Changed name',
      ...patch,
      additional_info: { ...body.additional_info, event_description: 'Changed', ...info },
    })
    const aPlayer = await userWithRoles(['user'])
    const attempts: [string, () => ReturnType<typeof put>, number][] = [
      ['an invalid field', () => put(id, changed({}, { language: '' })), 400],
      ['a player count out of range', () => put(id, changed({}, { max_players: 3e9 })), 400],
      ['a NUL character', () => put(id, changed({ name: 'Changed\u0000name' })), 400],
      ['a locked field', () => put(id, changed({ game: 2 })), 409],
      [
        'a maximum below the seats taken',
        () => put(id, changed({}, { min_players: 0, max_players: 0 })),
        409,
      ],
      ['another organizer', () => put(id, changed({}), otherOrganizer), 403],
      ['a player', () => put(id, changed({}), player), 403],
      ['an unknown owner', () => put(id, changed({ owner: 987_654 }), admin), 400],
      ['an owner who is not an organizer', () => put(id, changed({ owner: aPlayer.id }), admin), 400],
    ]
    for (const [name, attempt, status] of attempts) {
      const response = await attempt()
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status)
      expect(await rowOf(id), name).toEqual(before)
    }
    const queued = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'fan-refused@questboard.test'),
          eq(mailOutbox.template, 'event-changed'),
        ),
      )
    expect(queued).toHaveLength(0)
  })

  test('another organizer’s draft is not found: neither updated nor deleted (404)', async () => {
    const body = validBody()
    const id = await created(body)
    const before = await rowOf(id)
    expect((await put(id, { ...body, name: 'Taken over' }, otherOrganizer)).statusCode).toBe(404)
    expect((await remove(id, otherOrganizer)).statusCode).toBe(404)
    expect(await rowOf(id)).toEqual(before)
  })

  test('a fee left blank makes the event free again', async () => {
    const body = validBody()
    body.additional_info.event_price = 12
    body.additional_info.event_currency = 'EUR'
    const id = await created(body)
    expect(await rowOf(id)).toMatchObject({ price: '12.00', currency: 'EUR' })
    const response = await put(id, {
      ...body,
      additional_info: { ...body.additional_info, event_price: '', event_currency: '' },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<EventDetail>().additional_info).toMatchObject({
      event_price: 0,
      event_currency: null,
    })
    expect(await rowOf(id)).toMatchObject({ price: '0.00', currency: null })
  })

  test('with send_notifications, registered players are mailed about a real change only', async () => {
    const body = validBody()
    body.additional_info.send_notifications = true
    const id = await created(body)
    await publish(id)
    const fan = await createUser(app.db, { email: 'fan-changed@questboard.test', locale: 'fr' })
    await register(app.db, id, [fan.id])
    expect((await put(id, body)).statusCode).toBe(200)
    const changed = { ...body, additional_info: { ...body.additional_info, event_description: 'Top 16 now' } }
    expect((await put(id, changed)).statusCode).toBe(200)
    const mail = await eventually(() =>
      sink.received.find((m) => m.to.includes('fan-changed@questboard.test')),
    )
    const read = await readMail(mail.raw)
    expect(read.subject).toBe('Mis à jour : Spring tournament')
    expect(read.text).toContain('L’organisateur a modifié les informations de Spring tournament')
    // The same body again changed nothing; the description did: the event's first revision.
    expect(read.calendar?.method).toBe('PUBLISH')
    expect(read.calendar?.events).toMatchObject([{ uid: `event-${id}@localhost`, sequence: 1 }])
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.received.filter((m) => m.to.includes('fan-changed@questboard.test'))).toHaveLength(1)
  })
})

describe('DELETE /api/events/{id}/', () => {
  test('cancels a published event and mails its players a calendar file that cancels it (METHOD:CANCEL)', async () => {
    const id = await created()
    await publish(id)
    const fans = await Promise.all(
      ['gone-a@questboard.test', 'gone-b@questboard.test'].map((email) => createUser(app.db, { email })),
    )
    await register(
      app.db,
      id,
      fans.map((fan) => fan.id),
    )
    expect((await remove(id, otherOrganizer)).statusCode).toBe(403)
    expect((await remove(id, player)).statusCode).toBe(403)
    expect((await remove(id, {})).statusCode).toBe(401)
    expect((await remove(id)).statusCode).toBe(204)

    const mails = await eventually(() => {
      const found = sink.received.filter((m) => m.to[0]?.startsWith('gone-'))
      return found.length >= 2 && found
    })
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['gone-a@questboard.test', 'gone-b@questboard.test'])
    for (const mail of mails) {
      const read = await readMail(mail.raw)
      expect(read.subject).toBe('Cancelled: Spring tournament')
      expect(read.text).toContain('Spring tournament has been cancelled by its organizer.')
      expect(read.calendarType.params.method).toBe('CANCEL')
      expect(read.calendar?.method).toBe('CANCEL')
      expect(read.calendar?.events).toMatchObject([
        { uid: `event-${id}@localhost`, status: 'CANCELLED', sequence: 1, attendees: [mail.to[0]] },
      ])
    }
    const shown = (await detail(id)).json<EventDetail>()
    expect(shown).toMatchObject({ status: 'cancelled', lifecycle_labels: ['cancelled'] })
    // Deleting again changes nothing and mails nobody again.
    expect((await remove(id)).statusCode).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.received.filter((m) => m.to[0]?.startsWith('gone-'))).toHaveLength(2)
    expect((await put(id, validBody())).statusCode).toBe(409)
  })

  test('removes a draft outright; an admin deletes any event', async () => {
    const draft = await created()
    expect((await remove(draft)).statusCode).toBe(204)
    expect(await rowOf(draft)).toBeUndefined()
    const other = await created(validBody(), otherOrganizer)
    await publish(other, otherOrganizer)
    expect((await remove(other, admin)).statusCode).toBe(204)
    expect((await rowOf(other))?.status).toBe('cancelled')
    expect((await remove(999_999)).statusCode).toBe(404)
  })
})

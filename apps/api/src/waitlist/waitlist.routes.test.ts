import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, mailOutbox, users } from '../db/schema.ts'
import { REFUSALS } from '../registrations/registrations.service.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import {
  offeredTo,
  offerMailsTo,
  seatsOf,
  soldOutEvent,
  waitlistCalls,
} from '../testing/waitlist-fixtures.ts'
import { WAITLIST_REFUSALS } from './waitlist.service.ts'

const HOUR = 3_600_000

let app: TestApp
let calls: ReturnType<typeof waitlistCalls>
beforeAll(async () => {
  app = await buildTestApp()
  calls = waitlistCalls(app)
})
afterAll(async () => {
  await app?.close()
})

describe('POST /api/events/{id}/waitlist/', () => {
  test('puts a player in line on a sold-out event and answers their place; joining again keeps it', async () => {
    const { event, line } = await soldOutEvent(app, { waiting: 1 })
    const player = await createPlayer(app.db)
    const response = await calls.join(event.id, { ...player.headers, 'accept-language': 'de' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ count: 2, place: { position: 2, offer: null }, line: null })
    const again = await calls.join(event.id, player.headers)
    expect(again.json()).toMatchObject({ count: 2, place: { position: 2 } })
    expect((await seatsOf(app, event.id)).waiting).toBe(2)
    // The offer will be written in the language the player joined in.
    const [stored] = await app.db.select().from(users).where(eq(users.id, player.user.id))
    expect(stored?.locale).toBe('de')
    expect(line).toHaveLength(1)
  })

  test('refuses with the reason, writing nothing', async () => {
    const { event, registered } = await soldOutEvent(app, { waiting: 0 })
    const owner = await createPlayer(app.db, {}, ['user', 'organizer'])
    const open = await createRegistrationEvent(app.db, owner.user.id)
    const cases = [
      [open.id, (await createPlayer(app.db)).headers, 409, WAITLIST_REFUSALS.seatsFree],
      [event.id, registered[0]?.headers ?? {}, 409, WAITLIST_REFUSALS.alreadyRegistered],
      [event.id, (await createPlayer(app.db, { birthDate: '2020-01-01' })).headers, 403, REFUSALS.tooYoung],
      [999_999, (await createPlayer(app.db)).headers, 404, REFUSALS.notFound],
    ] as const
    for (const [eventId, headers, status, detail] of cases) {
      const response = await calls.join(eventId, headers)
      expect(response.statusCode, detail).toBe(status)
      expect(response.json()).toEqual({ detail })
    }
    expect((await calls.join(event.id, {})).statusCode).toBe(401)
    expect((await seatsOf(app, event.id)).waiting).toBe(0)
    expect((await seatsOf(app, open.id)).waiting).toBe(0)
  })

  test.each([
    ['cancelled', { status: 'cancelled' as const }, REFUSALS.cancelled],
    ['past its deadline', { registrationDeadline: new Date(Date.now() - 60_000) }, REFUSALS.closed],
    ['started', { startsInHours: -1 }, REFUSALS.started],
  ])('refuses an event %s (409)', async (_name, change, detail) => {
    const { event } = await soldOutEvent(app, { waiting: 0, seats: 1 })
    const changes: Partial<typeof events.$inferInsert> =
      'startsInHours' in change ? { startsAt: new Date(Date.now() - HOUR) } : change
    await app.db.update(events).set(changes).where(eq(events.id, event.id))
    const response = await calls.join(event.id, (await createPlayer(app.db)).headers)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail })
  })

  test('a light event has no waitlist (it registers on its own site), nor a draft a player cannot see', async () => {
    const owner = await createPlayer(app.db, {}, ['user', 'organizer'])
    const light = await createRegistrationEvent(app.db, owner.user.id, {
      eventType: 'Light',
      maxPlayers: null,
    })
    const draft = await createRegistrationEvent(app.db, owner.user.id, { status: 'draft', maxPlayers: 0 })
    const player = await createPlayer(app.db)
    expect((await calls.join(light.id, player.headers)).json()).toEqual({ detail: REFUSALS.light })
    expect((await calls.join(draft.id, player.headers)).statusCode).toBe(404)
  })
})

describe('a freed seat is offered to the first in line', () => {
  test('an unregistration offers it by mail in their language, for 24 hours, and holds it for them', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 2 })
    const [first, second] = line
    if (!first || !second || !registered[0]) throw new Error('fixture')
    await app.db.update(users).set({ locale: 'fr' }).where(eq(users.id, first.user.id))

    expect((await calls.unregister(event.id, registered[0].headers)).statusCode).toBe(204)
    expect(await offeredTo(app, event.id)).toEqual([first.user.id])
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 1, held: 1 })

    const [mail, ...more] = await offerMailsTo(app, first.user.email)
    expect(more).toHaveLength(0)
    expect(mail).toMatchObject({ locale: 'fr', subject: `Une place vous attend : ${event.name}` })
    expect(mail?.textBody).toContain(`http://localhost:8080/fr/events/${event.id}`)
    expect(await offerMailsTo(app, second.user.email)).toHaveLength(0)

    const mine = await calls.view(event.id, first.headers)
    expect(mine.body.place?.offer?.open).toBe(true)
    const expiresIn = Date.parse(mine.body.place?.offer?.expires_at ?? '') - Date.now()
    expect(expiresIn).toBeGreaterThan(23.9 * HOUR)
    expect(expiresIn).toBeLessThanOrEqual(24 * HOUR)
    expect((await calls.view(event.id, second.headers)).body.place).toMatchObject({
      position: 2,
      offer: null,
    })

    // Held: nobody else can take it by registering, and the event stays sold out.
    const other = await createPlayer(app.db)
    const refused = await calls.register(event.id, other.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ detail: REFUSALS.soldOut })
    const detail = await app.inject({ method: 'GET', url: `/api/events/${event.id}/` })
    expect(detail.json()).toMatchObject({
      seats_left: 0,
      registration_open: false,
      lifecycle_labels: ['sold_out'],
      // The held seat is nobody's yet: the players are those registered.
      players_count: 1,
    })
  })

  test('the offer ends at the registration deadline when it comes before 24 hours', async () => {
    const deadline = new Date(Math.floor((Date.now() + 2 * HOUR) / 1000) * 1000)
    const { event, registered, line } = await soldOutEvent(app, {
      waiting: 1,
      registrationDeadline: deadline,
    })
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    const place = (await calls.view(event.id, line[0]?.headers ?? {})).body.place
    expect(place?.offer?.expires_at).toBe(deadline.toISOString())
  })

  test('the organizer raising the limit offers each new seat to the next in line', async () => {
    const organizer = await createPlayer(app.db, { nickname: 'Raising store' }, ['user', 'organizer'])
    const { validEventBody } = await import('../testing/factories.ts')
    const body = validEventBody()
    body.additional_info.max_players = 2
    const created = await app.inject({
      method: 'POST',
      url: '/api/events/',
      headers: organizer.headers,
      payload: body,
    })
    const id = created.json<{ id: number }>().id
    await app.inject({ method: 'POST', url: `/api/events/${id}/publish/`, headers: organizer.headers })
    for (let i = 0; i < 2; i++) await calls.register(id, (await createPlayer(app.db)).headers)
    const line = []
    for (let i = 0; i < 3; i++) {
      const player = await createPlayer(app.db)
      expect((await calls.join(id, player.headers)).statusCode).toBe(201)
      line.push(player)
    }
    body.additional_info.max_players = 4
    const put = await app.inject({
      method: 'PUT',
      url: `/api/events/${id}/`,
      headers: organizer.headers,
      payload: body,
    })
    expect(put.statusCode).toBe(200)
    expect(await offeredTo(app, id)).toEqual([line[0]?.user.id, line[1]?.user.id])
    expect(await seatsOf(app, id)).toMatchObject({ taken: 4, registered: 2, held: 2, max: 4 })
    expect(await offerMailsTo(app, line[2]?.user.email ?? '')).toHaveLength(0)

    // The seats held for the offers count: the limit cannot go back below them.
    body.additional_info.max_players = 3
    const lower = await app.inject({
      method: 'PUT',
      url: `/api/events/${id}/`,
      headers: organizer.headers,
      payload: body,
    })
    expect(lower.statusCode).toBe(409)
    expect(lower.json<{ detail: string }>().detail).toBe(
      '2 players are already registered and 2 seats are offered to the waitlist: the maximum cannot be lower than 4.',
    )
  })

  test('an erased account gives its seat to the line, and leaves the lines it was in', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 2 })
    const other = await soldOutEvent(app, { waiting: 0, seats: 1 })
    const leaving = registered[0]
    if (!leaving) throw new Error('fixture')
    await calls.join(other.event.id, leaving.headers)
    await app.services.personalData.erase(leaving.user.subject)
    expect(await offeredTo(app, event.id)).toEqual([line[0]?.user.id])
    expect((await seatsOf(app, other.event.id)).waiting).toBe(0)
  })
})

describe('POST /api/events/{id}/waitlist/claim/', () => {
  test('the offered player takes the seat: 201, registered, confirmed by mail, out of the line', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 2 })
    const [first, second] = line
    if (!first || !second) throw new Error('fixture')
    await calls.unregister(event.id, registered[0]?.headers ?? {})

    // Only the offered player may claim.
    const notTheirs = await calls.claim(event.id, second.headers)
    expect(notTheirs.statusCode).toBe(409)
    expect(notTheirs.json()).toEqual({ detail: WAITLIST_REFUSALS.noOffer })

    expect((await calls.claim(event.id, { ...first.headers, 'accept-language': 'es' })).statusCode).toBe(201)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 2, held: 0, waiting: 1 })
    const confirmations = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, first.user.email))
    expect(confirmations.map((mail) => mail.template).sort()).toEqual([
      'registration-confirmation',
      'waitlist-offer',
    ])
    expect(confirmations.find((mail) => mail.template === 'registration-confirmation')?.locale).toBe('es')
    const page = await app.inject({ method: 'GET', url: `/api/events/${event.id}/`, headers: first.headers })
    expect(page.json()).toMatchObject({ is_registered: true })
    expect((await calls.view(event.id, second.headers)).body.place).toMatchObject({
      position: 1,
      offer: null,
    })
    // Claiming again changes nothing.
    expect((await calls.claim(event.id, first.headers)).statusCode).toBe(201)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 2 })
  })

  test('a player of the line who registers (the limit lifted) leaves the line', async () => {
    const { event, organizer, line } = await soldOutEvent(app, { waiting: 2 })
    const late = await createPlayer(app.db)
    expect((await calls.join(event.id, late.headers)).statusCode).toBe(201)
    // The limit lifted behind the waitlist's back (straight in the database): the last in line registers.
    await app.db.update(events).set({ maxPlayers: null }).where(eq(events.id, event.id))
    expect((await calls.register(event.id, late.headers)).statusCode).toBe(201)
    const owner = await calls.view(event.id, organizer.headers)
    expect(owner.body.line?.map((entry) => entry.user_id)).toEqual(line.map((player) => player.user.id))
    expect((await seatsOf(app, event.id)).waiting).toBe(2)
  })

  test('registering while a seat is offered to you takes that seat', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 1 })
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    expect((await calls.register(event.id, line[0]?.headers ?? {})).statusCode).toBe(201)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 2, held: 0, waiting: 0 })
  })

  test('401 without a token, 404 for an unknown event', async () => {
    const player = await createPlayer(app.db)
    expect((await calls.claim(1, {})).statusCode).toBe(401)
    expect((await calls.claim(999_999, player.headers)).statusCode).toBe(404)
  })
})

describe('DELETE /api/events/{id}/waitlist/', () => {
  test('leaving is one call; a seat offered to the leaver goes to the next; leaving twice changes nothing', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 3 })
    const [first, second, third] = line
    if (!first || !second || !third) throw new Error('fixture')
    expect((await calls.leave(event.id, third.headers)).statusCode).toBe(204)
    expect((await calls.view(event.id, third.headers)).body.place).toBeNull()

    await calls.unregister(event.id, registered[0]?.headers ?? {})
    expect(await offeredTo(app, event.id)).toEqual([first.user.id])
    expect((await calls.leave(event.id, first.headers)).statusCode).toBe(204)
    expect(await offeredTo(app, event.id)).toEqual([second.user.id])
    expect(await offerMailsTo(app, second.user.email)).toHaveLength(1)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 1, held: 1, waiting: 1 })
    expect((await calls.leave(event.id, first.headers)).statusCode).toBe(204)
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, held: 1 })
  })

  test('the last in line giving an offer back frees the seat for anyone', async () => {
    const { event, registered, line } = await soldOutEvent(app, { waiting: 1 })
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    await calls.leave(event.id, line[0]?.headers ?? {})
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 1, held: 0 })
    expect((await calls.register(event.id, (await createPlayer(app.db)).headers)).statusCode).toBe(201)
  })
})

describe('GET /api/events/{id}/waitlist/', () => {
  test('the organizer and admins see the line with nicknames and offers; a player only their own place', async () => {
    const { event, organizer, registered, line } = await soldOutEvent(app, { waiting: 2 })
    await calls.unregister(event.id, registered[0]?.headers ?? {})
    const owner = await calls.view(event.id, organizer.headers)
    expect(owner.status).toBe(200)
    expect(owner.body.count).toBe(2)
    expect(owner.body.line?.map((entry) => [entry.position, entry.user_id, entry.nickname])).toEqual([
      [1, line[0]?.user.id, line[0]?.user.nickname],
      [2, line[1]?.user.id, line[1]?.user.nickname],
    ])
    expect(owner.body.line?.[0]?.offer).toMatchObject({ open: true })
    expect(owner.body.line?.[1]?.offer).toBeNull()
    expect(JSON.stringify(owner.body)).not.toContain('@')

    const admin = await createPlayer(app.db, {}, ['user', 'admin'])
    expect((await calls.view(event.id, admin.headers)).body.line).toHaveLength(2)

    const bystander = await createPlayer(app.db)
    expect((await calls.view(event.id, bystander.headers)).body).toEqual({
      count: 2,
      place: null,
      line: null,
    })
    expect((await calls.view(event.id, {})).status).toBe(401)
  })

  test('404 for a draft to anyone but its owner', async () => {
    const owner = await createPlayer(app.db, {}, ['user', 'organizer'])
    const draft = await createRegistrationEvent(app.db, owner.user.id, { status: 'draft' })
    expect((await calls.view(draft.id, (await createPlayer(app.db)).headers)).status).toBe(404)
    expect((await calls.view(draft.id, owner.headers)).body).toEqual({ count: 0, place: null, line: [] })
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, mailOutbox, registrations, users } from '../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { createRegistrationsRepository } from './registrations.repository.ts'
import { REFUSALS } from './registrations.service.ts'

let app: TestApp
let dataDir: string
let owner: Awaited<ReturnType<typeof createPlayer>>

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-registrations-'))
  app = await buildTestApp({ dataDir })
  owner = await createPlayer(app.db, { nickname: 'The Store' }, ['user', 'organizer'])
})
afterAll(async () => {
  await app?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const register = (eventId: number | string, headers: Record<string, string>, target = app) =>
  target.inject({ method: 'POST', url: `/api/events/${eventId}/register/`, headers })
const unregister = (eventId: number | string, headers: Record<string, string>) =>
  app.inject({ method: 'DELETE', url: `/api/events/${eventId}/register/`, headers })

async function seatsOf(eventId: number) {
  const [event] = await app.db.select({ taken: events.takenSeats }).from(events).where(eq(events.id, eventId))
  const rows = await app.db.select().from(registrations).where(eq(registrations.eventId, eventId))
  return { taken: event?.taken, registered: rows.length }
}

const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))

describe('POST /api/events/{id}/register/', () => {
  test('registers the caller: 201, a seat taken, a confirmation mail queued in their language', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    const player = await createPlayer(app.db)
    const response = await register(event.id, {
      ...player.headers,
      'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
    })
    expect(response.statusCode).toBe(201)
    expect(await seatsOf(event.id)).toEqual({ taken: 1, registered: 1 })

    const [mail] = await mailsTo(player.user.email)
    expect(mail).toMatchObject({ template: 'registration-confirmation', locale: 'fr' })
    expect(mail?.subject).toBe(`Inscription confirmée : ${event.name}`)
    expect(mail?.textBody).toContain(`http://localhost:8080/fr/events/${event.id}`)
    expect(mail?.attachments[0]).toMatchObject({ filename: 'event.ics' })
    const [stored] = await app.db.select().from(users).where(eq(users.id, player.user.id))
    expect(stored?.locale).toBe('fr')

    // The check-in code the player shows on the day: the registration's, in both parts, with its QR code inline.
    const [row] = await app.db.select().from(registrations).where(eq(registrations.eventId, event.id))
    const shown = `${row?.checkInCode.slice(0, 3)}-${row?.checkInCode.slice(3)}`
    expect(mail?.textBody).toContain(shown)
    expect(mail?.htmlBody).toContain(shown)
    expect(mail?.htmlBody).toContain('src="cid:check-in-code"')
    const qr = mail?.attachments.find((attachment) => attachment.cid === 'check-in-code')
    expect(qr).toMatchObject({ contentType: 'image/png', encoding: 'base64' })
    expect(
      Buffer.from(qr?.content ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
  })

  test('a drawn code the event already has is drawn again by the database, and no mail names the taken one', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    const first = await createPlayer(app.db)
    expect((await register(event.id, first.headers)).statusCode).toBe(201)
    const [taken] = await app.db.select().from(registrations).where(eq(registrations.eventId, event.id))
    const second = await createPlayer(app.db)
    const mail = {
      template: 'registration-confirmation' as const,
      recipient: second.user.email,
      locale: 'en' as const,
      subject: 'names the taken code',
      textBody: '',
      htmlBody: '',
      attachments: [],
    }
    const repository = createRegistrationsRepository(app.db)
    const answer = await repository.register(event.id, second.user.id, taken?.checkInCode ?? '', mail)
    expect(answer.outcome).toBe('registered')
    expect(answer.checkInCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/)
    expect(answer.checkInCode).not.toBe(taken?.checkInCode)
    expect(await mailsTo(second.user.email)).toHaveLength(0)
  })

  test('registering twice changes nothing: same 201, one row, one seat, one mail', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    const player = await createPlayer(app.db)
    expect((await register(event.id, player.headers)).statusCode).toBe(201)
    expect((await register(event.id, player.headers)).statusCode).toBe(201)
    expect(await seatsOf(event.id)).toEqual({ taken: 1, registered: 1 })
    expect(await mailsTo(player.user.email)).toHaveLength(1)
  })

  test('the same player registering many times at once still holds one seat', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    const player = await createPlayer(app.db)
    const responses = await Promise.all(Array.from({ length: 8 }, () => register(event.id, player.headers)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201))
    expect(await seatsOf(event.id)).toEqual({ taken: 1, registered: 1 })
    expect(await mailsTo(player.user.email)).toHaveLength(1)
  })

  test('writes mails in English without Accept-Language, and keeps a language chosen before', async () => {
    const first = await createRegistrationEvent(app.db, owner.user.id)
    const second = await createRegistrationEvent(app.db, owner.user.id)
    const newcomer = await createPlayer(app.db)
    await register(first.id, newcomer.headers)
    expect((await mailsTo(newcomer.user.email))[0]?.locale).toBe('en')

    const german = await createPlayer(app.db, { locale: 'de' })
    await register(second.id, german.headers)
    expect((await mailsTo(german.user.email))[0]?.subject).toBe(`Anmeldung bestätigt: ${second.name}`)

    const japanese = await createPlayer(app.db, { locale: 'de' })
    await register(first.id, { ...japanese.headers, 'accept-language': 'ja-JP,ja;q=0.9' })
    expect((await mailsTo(japanese.user.email))[0]?.locale).toBe('en')
  })

  test('ignores whatever body comes with the call (an empty JSON body included)', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    const player = await createPlayer(app.db)
    const response = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/register/`,
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: '',
    })
    expect(response.statusCode).toBe(201)
  })

  test('answers 401 without a token', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id)
    expect((await register(event.id, {})).statusCode).toBe(401)
    expect(await seatsOf(event.id)).toEqual({ taken: 0, registered: 0 })
  })

  test('answers 404 for an unknown or unpublished event, and for an id that is not digits only', async () => {
    const player = await createPlayer(app.db)
    const draft = await createRegistrationEvent(app.db, owner.user.id, { status: 'draft' })
    expect(await (await register(999_999, player.headers)).json()).toEqual({ detail: REFUSALS.notFound })
    expect((await register(999_999, player.headers)).statusCode).toBe(404)
    expect((await register(draft.id, player.headers)).statusCode).toBe(404)
    for (const id of ['abc', '+325', '3.25e2']) {
      expect((await register(id, player.headers)).statusCode).toBe(404)
    }
  })

  describe('refuses players under 15 at the date of the event', () => {
    // The event is on its venue's date; the player's 15th birthday falls the day after, or on that day.
    const birthDates = (eventDate: string) => {
      const [year, month, day] = eventDate.split('-').map(Number) as [number, number, number]
      const dayBefore = new Date(Date.UTC(year - 15, month - 1, day + 1)).toISOString().slice(0, 10)
      return { fifteenTheDayAfter: dayBefore, fifteenThatDay: `${year - 15}${eventDate.slice(4)}` }
    }

    test('403 with the message, nothing written', async () => {
      const event = await createRegistrationEvent(app.db, owner.user.id, { startsInHours: 24 * 10 })
      const { fifteenTheDayAfter } = birthDates(event.startLocal.slice(0, 10))
      const kid = await createPlayer(app.db, { birthDate: fifteenTheDayAfter })
      const response = await register(event.id, kid.headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ detail: 'You are not authorized to participate' })
      expect(await seatsOf(event.id)).toEqual({ taken: 0, registered: 0 })
      expect(await mailsTo(kid.user.email)).toHaveLength(0)
    })

    test('accepts a player whose 15th birthday is the day of the event', async () => {
      const event = await createRegistrationEvent(app.db, owner.user.id, { startsInHours: 24 * 10 })
      const { fifteenThatDay } = birthDates(event.startLocal.slice(0, 10))
      const teen = await createPlayer(app.db, { birthDate: fifteenThatDay })
      expect((await register(event.id, teen.headers)).statusCode).toBe(201)
    })

    test('refuses a player whose birth date is unknown (nothing proves their age)', async () => {
      const event = await createRegistrationEvent(app.db, owner.user.id)
      const unknown = await createPlayer(app.db, { birthDate: null })
      expect((await register(event.id, unknown.headers)).statusCode).toBe(403)
    })
  })

  describe('answers 409 with the reason, and writes nothing', () => {
    test.each([
      ['the event is cancelled', { status: 'cancelled' as const }, REFUSALS.cancelled],
      ['the event is a light event', { eventType: 'Light', maxPlayers: null }, REFUSALS.light],
      ['the event has started', { startsInHours: -1, hours: 4 }, REFUSALS.started],
      ['the event is over', { startsInHours: -10, hours: 4 }, REFUSALS.over],
      [
        'the registration deadline has passed',
        { startsInHours: 5, registrationDeadline: new Date(Date.now() - 60_000) },
        REFUSALS.closed,
      ],
    ])('when %s', async (_name, overrides, message) => {
      const event = await createRegistrationEvent(app.db, owner.user.id, overrides)
      const player = await createPlayer(app.db)
      const response = await register(event.id, player.headers)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ detail: message })
      expect(await seatsOf(event.id)).toEqual({ taken: 0, registered: 0 })
      expect(await mailsTo(player.user.email)).toHaveLength(0)
    })

    test('when the event is sold out', async () => {
      const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 1 })
      const first = await createPlayer(app.db)
      const second = await createPlayer(app.db)
      expect((await register(event.id, first.headers)).statusCode).toBe(201)
      const response = await register(event.id, second.headers)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ detail: REFUSALS.soldOut })
      expect(await seatsOf(event.id)).toEqual({ taken: 1, registered: 1 })
    })

    test('accepts registrations until the deadline, and an event with no limit takes everyone', async () => {
      const event = await createRegistrationEvent(app.db, owner.user.id, {
        maxPlayers: null,
        registrationDeadline: new Date(Date.now() + 60_000),
      })
      for (let i = 0; i < 3; i++) {
        expect((await register(event.id, (await createPlayer(app.db)).headers)).statusCode).toBe(201)
      }
      expect(await seatsOf(event.id)).toEqual({ taken: 3, registered: 3 })
    })
  })
})

describe('DELETE /api/events/{id}/register/', () => {
  test('unregisters, gives the seat back and mails the player once; unregistering again changes nothing', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 1 })
    const player = await createPlayer(app.db)
    const other = await createPlayer(app.db)
    await register(event.id, player.headers)
    const headers = { ...player.headers, 'accept-language': 'de' }
    expect((await unregister(event.id, headers)).statusCode).toBe(204)
    expect(await seatsOf(event.id)).toEqual({ taken: 0, registered: 0 })
    expect((await unregister(event.id, headers)).statusCode).toBe(204)
    expect(await seatsOf(event.id)).toEqual({ taken: 0, registered: 0 })
    const unregistered = (await mailsTo(player.user.email)).filter(
      (mail) => mail.template === 'unregistration-confirmation',
    )
    expect(unregistered).toHaveLength(1)
    expect(unregistered[0]).toMatchObject({ locale: 'de', subject: `Abmeldung bestätigt: ${event.name}` })
    expect(unregistered[0]?.attachments[0]?.contentType).toContain('method=CANCEL')
    // The seat is free again.
    expect((await register(event.id, other.headers)).statusCode).toBe(201)
  })

  test('answers 401 without a token, 404 for an unknown event', async () => {
    const player = await createPlayer(app.db)
    expect((await unregister(1, {})).statusCode).toBe(401)
    expect((await unregister(999_999, player.headers)).statusCode).toBe(404)
  })

  test('refuses once the event has started, but lets players leave a cancelled event', async () => {
    const started = await createRegistrationEvent(app.db, owner.user.id, { startsInHours: 1 })
    const cancelled = await createRegistrationEvent(app.db, owner.user.id)
    const player = await createPlayer(app.db)
    await register(started.id, player.headers)
    await register(cancelled.id, player.headers)
    await app.db
      .update(events)
      .set({ startsAt: sql`now() - interval '1 minute'` })
      .where(eq(events.id, started.id))
    await app.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, cancelled.id))

    const response = await unregister(started.id, player.headers)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: REFUSALS.startedUnregister })
    expect(await seatsOf(started.id)).toEqual({ taken: 1, registered: 1 })
    expect((await unregister(cancelled.id, player.headers)).statusCode).toBe(204)
  })
})

describe('the seat limit under concurrency', () => {
  test('100 parallel registrations through two API instances on a 10-seat event: exactly 10 registered', async () => {
    const second = await anotherInstance(app, { dataDir })
    try {
      const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 10 })
      const players = await Promise.all(Array.from({ length: 100 }, () => createPlayer(app.db)))
      const responses = await Promise.all(
        players.map((player, i) => register(event.id, player.headers, i % 2 === 0 ? app : second.instance)),
      )
      const codes = responses.map((response) => response.statusCode)
      expect(codes.filter((code) => code === 201)).toHaveLength(10)
      expect(codes.filter((code) => code === 409)).toHaveLength(90)
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toEqual({ detail: REFUSALS.soldOut })
      }
      expect(await seatsOf(event.id)).toEqual({ taken: 10, registered: 10 })
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.template, 'registration-confirmation'),
            sql`${mailOutbox.recipient} IN ${players.map((player) => player.user.email)}`,
          ),
        )
      expect(mails).toHaveLength(10)
    } finally {
      await second.close()
    }
  })

  test('a player registering and unregistering at once, again and again: the seat count matches the rows', async () => {
    const event = await createRegistrationEvent(app.db, owner.user.id, { maxPlayers: 5 })
    const players = await Promise.all(Array.from({ length: 4 }, () => createPlayer(app.db)))
    const responses = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 6 }, (_, i) =>
          i % 2 === 0 ? register(event.id, player.headers) : unregister(event.id, player.headers),
        ),
      ),
    )
    // Whatever order they ran in, none waited forever for another, none failed, and no seat was lost or doubled.
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(12).fill(201),
      ...Array(12).fill(204),
    ])
    const { taken, registered } = await seatsOf(event.id)
    expect(taken).toBe(registered)
  })
})

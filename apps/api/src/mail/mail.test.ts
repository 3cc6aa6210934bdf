import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { mailOutbox } from '../db/schema.ts'
import type { MailRequest } from '../plugins/mail.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { readMail } from '../testing/calendar.ts'
import { leaves, parseMime } from '../testing/mime.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { eventually, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts'
import { createMailTransport } from './mail-transport.ts'
import { createOutboxRepository } from './outbox.repository.ts'
import { createOutboxWorker } from './outbox.worker.ts'

let sink: SmtpSink
let app: TestApp
let dataDir: string

beforeAll(async () => {
  sink = await startSmtpSink()
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-mail-'))
  app = await buildTestApp({ smtpUrl: sink.url, dataDir, mailFrom: 'Questboard <events@questboard.test>' })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
  await rm(dataDir, { recursive: true, force: true })
})
beforeEach(() => {
  sink.received.length = 0
})

const sample = (to: string, overrides: Partial<MailRequest<'registration-confirmation'>> = {}) =>
  ({
    to,
    locale: 'en',
    template: 'registration-confirmation',
    data: {
      nickname: 'Aline',
      eventId: 42,
      eventName: 'Spring Open',
      startsAt: '2026-12-05T13:00:00.000Z',
      endsAt: '2026-12-05T19:00:00.000Z',
      timezone: 'Europe/Paris',
      address: '12 rue de la Paix, 75002 Paris, France',
      checkInCode: 'K7MQ2P',
    },
    ...overrides,
  }) satisfies MailRequest<'registration-confirmation'>

const rowsTo = (recipients: string[]) =>
  app.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients))

describe('the registration confirmation', () => {
  test('reaches the SMTP server in the player’s language, with the event’s calendar file', async () => {
    const owner = await createPlayer(app.db)
    const event = await createRegistrationEvent(app.db, owner.user.id, {
      name: 'Crownfall, "Spring"; Open',
      startsInHours: 24 * 20,
    })
    const player = await createPlayer(app.db, { nickname: 'Aline' })
    const response = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/register/`,
      headers: { ...player.headers, 'accept-language': 'fr' },
    })
    expect(response.statusCode).toBe(201)

    const [mail] = await eventually(() => (sink.received.length > 0 ? sink.received : undefined))
    expect(mail?.to).toEqual([player.user.email])
    expect(mail?.from).toBe('events@questboard.test')
    const message = parseMime(mail?.raw ?? '')
    expect(message.headers.subject).toBe(`Inscription confirmée : ${event.name}`)
    const parts = leaves(message)
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? ''
    const html = parts.find((part) => part.headers['content-type']?.startsWith('text/html'))?.body ?? ''
    expect(text).toContain('Bonjour Aline,')
    expect(text).toContain(`http://localhost:8080/fr/events/${event.id}`)
    // The venue's wall clock, in French.
    const venueTime = new Intl.DateTimeFormat('fr', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
      event.startsAt,
    )
    expect(text).toContain(venueTime)
    expect(text).toContain('12 rue de la Paix, 75002 Paris, France')
    expect(html).toContain('Crownfall, &quot;Spring&quot;; Open')
    expect(html).toContain(`href="http://localhost:8080/fr/events/${event.id}"`)

    // The calendar file, as a mail client reads it: the event in the venue's time zone, added (PUBLISH).
    const read = await readMail(mail?.raw ?? '')
    expect(read.calendarFile).toBe('event.ics')
    expect(read.calendarType.params.method).toBe('PUBLISH')
    expect(read.calendar?.method).toBe('PUBLISH')
    expect(read.calendar?.events).toMatchObject([
      {
        uid: `event-${event.id}@localhost`,
        summary: 'Crownfall, "Spring"; Open',
        start: event.startsAt,
        end: event.endsAt,
        timezone: 'Europe/Paris',
        status: 'CONFIRMED',
        sequence: 0,
        attendees: [player.user.email],
        organizer: 'events@questboard.test',
      },
    ])

    // Marked sent right after the server's acceptance.
    const [row] = await eventually(async () => {
      const rows = await rowsTo([player.user.email])
      return rows[0]?.sentAt ? rows : undefined
    })
    expect(row).toMatchObject({ attempts: 1, lastError: null, claimedUntil: null })
    expect(row?.sentAt).toBeInstanceOf(Date)
  })

  test('is written as an .eml file under DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const emlDir = await mkdtemp(path.join(tmpdir(), 'qb-eml-'))
    const local = await buildTestApp({ dataDir: emlDir })
    try {
      const owner = await createPlayer(local.db)
      const event = await createRegistrationEvent(local.db, owner.user.id)
      const player = await createPlayer(local.db)
      const response = await local.inject({
        method: 'POST',
        url: `/api/events/${event.id}/register/`,
        headers: { ...player.headers, 'accept-language': 'nl' },
      })
      expect(response.statusCode).toBe(201)
      const outbox = path.join(emlDir, 'outbox')
      const [file] = await eventually(async () => {
        const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'))
        return files.length > 0 ? files : undefined
      })
      expect(file).toMatch(/^\d{10}-registration-confirmation\.eml$/)
      const message = parseMime(await readFile(path.join(outbox, file ?? ''), 'utf8'))
      expect(message.headers.to).toBe(player.user.email)
      expect(message.headers.subject).toBe(`Inschrijving bevestigd: ${event.name}`)
      expect(leaves(message).some((part) => part.headers['content-type']?.startsWith('text/calendar'))).toBe(
        true,
      )
    } finally {
      await local.close()
      await rm(emlDir, { recursive: true, force: true })
    }
  })
})

describe('the outbox', () => {
  test('sends nothing for a transaction that rolls back', async () => {
    const to = 'rolled-back@questboard.test'
    await app.db
      .transaction(async (tx) => {
        await app.mail.enqueue(tx, sample(to))
        throw new Error('the change failed')
      })
      .catch(() => {})
    await app.mail.worker.drain()
    expect(await rowsTo([to])).toHaveLength(0)
    expect(sink.received).toHaveLength(0)
  })

  test('queues a keyed mail once, however often it is asked for', async () => {
    const to = 'keyed@questboard.test'
    const key = `test:keyed:${Date.now()}`
    expect(await app.db.transaction((tx) => app.mail.enqueue(tx, sample(to, { key })))).toBe(true)
    expect(await app.db.transaction((tx) => app.mail.enqueue(tx, sample(to, { key })))).toBe(false)
    await eventually(() => sink.received.length === 1)
    expect(await rowsTo([to])).toHaveLength(1)
  })

  test('sends a committed mail at the next poll, within about a second, with no notification to wait for', async () => {
    const started = Date.now()
    await app.db.transaction((tx) => app.mail.enqueue(tx, sample('polled@questboard.test')))
    await eventually(() => sink.received.some((mail) => mail.to.includes('polled@questboard.test')), 3_000)
    expect(Date.now() - started).toBeLessThan(2_500)
  })

  test('several workers on one database send every mail exactly once', async () => {
    // Over a PostgreSQL server the second instance runs its own worker too; on PGlite only the app's own
    // runs. Both cases add an extra worker, drained by hand.
    const second = await anotherInstance(app, { dataDir, smtpUrl: sink.url })
    const transport = createMailTransport({
      from: 'x@questboard.test',
      smtpUrl: sink.url,
      outboxDir: dataDir,
      host: 'localhost',
    })
    const extra = createOutboxWorker({
      outbox: createOutboxRepository(second.instance.db),
      transport,
      log: app.log,
    })
    try {
      const recipients = Array.from({ length: 40 }, (_, i) => `many-${i}@questboard.test`)
      await app.db.transaction(async (tx) => {
        for (const to of recipients) await app.mail.enqueue(tx, sample(to))
      })
      await Promise.all([extra.drain(), extra.drain(), app.mail.worker.drain()])
      await eventually(async () => (await rowsTo(recipients)).every((row) => row.sentAt !== null))
      // Time for a late duplicate to show up, if there were one.
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const delivered = sink.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('many-'))
      expect(delivered.sort()).toEqual([...recipients].sort())
      const ids = sink.received
        .filter((mail) => mail.to[0]?.startsWith('many-'))
        .map((mail) => parseMime(mail.raw).headers['message-id'])
      expect(new Set(ids).size).toBe(40)
      expect((await rowsTo(recipients)).every((row) => row.attempts === 1)).toBe(true)
    } finally {
      transport.close()
      await second.close()
    }
  })

  test('tries again later when the server says so, and gives up when it refuses for good', async () => {
    const later = 'try-later@questboard.test'
    sink.refuseNext(451)
    await app.db.transaction((tx) => app.mail.enqueue(tx, sample(later)))
    const [waiting] = await eventually(async () => {
      const rows = await rowsTo([later])
      return rows[0]?.lastError ? rows : undefined
    })
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null })
    expect(waiting?.lastError).toContain('451')
    // The next attempt waits (30 s after a first failure).
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
    await app.mail.worker.drain()
    expect(sink.received).toHaveLength(0)

    await app.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.recipient, later))
    app.mail.worker.wake()
    await eventually(() => sink.received.length === 1)
    const [sent] = await eventually(async () => {
      const rows = await rowsTo([later])
      return rows[0]?.sentAt ? rows : undefined
    })
    expect(sent).toMatchObject({ attempts: 2, lastError: null })

    const refused = 'refused@questboard.test'
    sink.refuseNext(550)
    await app.db.transaction((tx) => app.mail.enqueue(tx, sample(refused)))
    const [failed] = await eventually(async () => {
      const rows = await rowsTo([refused])
      return rows[0]?.failedAt ? rows : undefined
    })
    expect(failed).toMatchObject({ attempts: 1, sentAt: null })
    expect(failed?.lastError).toContain('550')
  })
})

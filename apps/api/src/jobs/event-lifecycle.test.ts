import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { events, mailOutbox, registrations } from '../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { readMail } from '../testing/calendar.ts'
import { registerNewPlayers } from '../testing/lifecycle-fixtures.ts'
import { leaves, parseMime } from '../testing/mime.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { eventually, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

let sink: SmtpSink
let app: TestApp
let dataDir: string
let ownerId: number

beforeAll(async () => {
  sink = await startSmtpSink()
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-jobs-'))
  app = await buildTestApp({ smtpUrl: sink.url, dataDir })
  ownerId = (await createPlayer(app.db, {}, ['user', 'organizer'])).user.id
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const statusOf = async (id: number) => {
  const [event] = await app.db.select().from(events).where(eq(events.id, id))
  return event
}

const outboxFor = (prefix: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.key, `${prefix}%`))

/** A published event whose registration closed a minute ago, starting in two hours. */
const closedEvent = (minPlayers: number, overrides: Parameters<typeof createRegistrationEvent>[2] = {}) =>
  createRegistrationEvent(app.db, ownerId, {
    startsInHours: 2,
    minPlayers,
    registrationDeadline: new Date(Date.now() - MINUTE),
    ...overrides,
  })

describe('the automatic cancellation (spec §4)', () => {
  test('cancels an event below its minimum once its deadline passed, and only that one', async () => {
    const below = await closedEvent(3)
    await registerNewPlayers(app.db, below.id, 2)
    const atMinimum = await closedEvent(3)
    await registerNewPlayers(app.db, atMinimum.id, 3)
    const above = await closedEvent(2)
    await registerNewPlayers(app.db, above.id, 3)
    const noMinimum = await closedEvent(0)
    const deadlineAhead = await closedEvent(3, { registrationDeadline: new Date(Date.now() + HOUR) })
    await registerNewPlayers(app.db, deadlineAhead.id, 1)
    // No deadline: registration closes at the start, which has just passed (the event is under way).
    const startedWithoutDeadline = await closedEvent(4, { startsInHours: -0.1, registrationDeadline: null })
    await registerNewPlayers(app.db, startedWithoutDeadline.id, 1)
    const notStartedWithoutDeadline = await closedEvent(4, { registrationDeadline: null })
    // Over already: history, not something to cancel after the fact.
    const ended = await closedEvent(4, { startsInHours: -6, hours: 2 })
    const draft = await closedEvent(4, { status: 'draft' })
    const light = await closedEvent(4, { eventType: 'Light', maxPlayers: null })

    const first = await app.jobs.runDue()
    expect(first.cancelled).toBe(2)

    const cancelled = [below, startedWithoutDeadline]
    for (const event of cancelled) {
      const now = await statusOf(event.id)
      expect(now?.status).toBe('cancelled')
      expect(now?.cancelledAt).toBeInstanceOf(Date)
    }
    for (const event of [
      atMinimum,
      above,
      noMinimum,
      deadlineAhead,
      notStartedWithoutDeadline,
      ended,
      light,
    ]) {
      expect((await statusOf(event.id))?.status).toBe('published')
    }
    expect((await statusOf(draft.id))?.status).toBe('draft')

    // Once: a second run finds nothing, and queues nothing more.
    const queued = await outboxFor(`auto-cancel:event:${below.id}:`)
    expect(queued).toHaveLength(2)
    expect((await app.jobs.runDue()).cancelled).toBe(0)
    expect(await outboxFor(`auto-cancel:event:${below.id}:`)).toHaveLength(2)
    expect(await outboxFor(`auto-cancel:event:${startedWithoutDeadline.id}:`)).toHaveLength(1)
  })

  test('mails every registrant in their language through a real SMTP server, with a calendar file that cancels', async () => {
    const event = await closedEvent(5, { name: 'Crownfall Spring Open' })
    const [french] = await registerNewPlayers(app.db, event.id, 1, { locale: 'fr' })
    const [german] = await registerNewPlayers(app.db, event.id, 1, { locale: 'de' })
    const [english] = await registerNewPlayers(app.db, event.id, 1)
    if (!french || !german || !english) throw new Error('players missing')

    await app.jobs.runDue()
    const mails = await eventually(() => {
      const found = sink.received.filter((mail) =>
        [french.email, german.email, english.email].includes(mail.to[0] ?? ''),
      )
      return found.length === 3 ? found : undefined
    })
    const byRecipient = new Map(mails.map((mail) => [mail.to[0], parseMime(mail.raw)]))
    expect(byRecipient.get(french.email)?.headers.subject).toBe('Annulé : Crownfall Spring Open')
    expect(byRecipient.get(german.email)?.headers.subject).toBe('Abgesagt: Crownfall Spring Open')
    expect(byRecipient.get(english.email)?.headers.subject).toBe('Cancelled: Crownfall Spring Open')
    const parts = leaves(byRecipient.get(french.email) ?? { headers: {}, body: '', parts: [] })
    const text = parts.find((part) => part.headers['content-type']?.startsWith('text/plain'))
    expect(text?.body).toContain('trop peu de joueurs')
    const frenchMail = mails.find((mail) => mail.to[0] === french.email)
    const read = await readMail(frenchMail?.raw ?? '')
    expect(read.calendarType.params.method).toBe('CANCEL')
    expect(read.calendar?.method).toBe('CANCEL')
    // The confirmation said SEQUENCE:0: this later revision takes the entry out.
    expect(read.calendar?.events).toMatchObject([
      { uid: `event-${event.id}@localhost`, status: 'CANCELLED', sequence: 1, attendees: [french.email] },
    ])
  })

  test('counts every registration committed before it runs', async () => {
    const event = await closedEvent(2)
    await registerNewPlayers(app.db, event.id, 1)
    await registerNewPlayers(app.db, event.id, 1)
    await app.jobs.runDue()
    expect((await statusOf(event.id))?.status).toBe('published')
    expect(await outboxFor(`auto-cancel:event:${event.id}:`)).toHaveLength(0)
  })

  test('several instances running the job at once cancel each event once and queue each mail once', async () => {
    const second = await anotherInstance(app, { dataDir, smtpUrl: sink.url })
    try {
      const made = []
      for (let i = 0; i < 8; i++) {
        const event = await closedEvent(4)
        const players = await registerNewPlayers(app.db, event.id, 3)
        made.push({ event, players })
      }
      const runs = await Promise.all([
        app.jobs.runDue(),
        second.instance.jobs.runDue(),
        app.jobs.runDue(),
        second.instance.jobs.runDue(),
      ])
      expect(runs.reduce((sum, run) => sum + run.cancelled, 0)).toBe(8)
      const recipients = made.flatMap(({ players }) => players.map((player) => player.email))
      for (const { event } of made) {
        expect((await statusOf(event.id))?.status).toBe('cancelled')
        expect(await outboxFor(`auto-cancel:event:${event.id}:`)).toHaveLength(3)
      }
      await eventually(
        () => sink.received.filter((mail) => recipients.includes(mail.to[0] ?? '')).length >= 24,
      )
      // Time for a late duplicate to show up, if there were one.
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const delivered = sink.received.flatMap((mail) => mail.to).filter((to) => recipients.includes(to))
      expect(delivered.sort()).toEqual([...recipients].sort())
    } finally {
      await second.close()
    }
  })
})

describe('the reminders (send_notifications)', () => {
  const twoDaysAgo = () => new Date(Date.now() - 48 * HOUR)
  const remindedEvent = (overrides: Parameters<typeof createRegistrationEvent>[2] = {}) =>
    createRegistrationEvent(app.db, ownerId, {
      startsInHours: 20,
      additionalInfo: { send_notifications: true },
      ...overrides,
    })

  test('reach the registered players once, 24 hours before the start, in their language', async () => {
    const event = await remindedEvent({ name: 'Friday Night Draft' })
    const players = await registerNewPlayers(app.db, event.id, 2, {
      locale: 'es',
      registeredAt: twoDaysAgo(),
    })
    const first = await app.jobs.runDue()
    expect(first.reminded).toBeGreaterThanOrEqual(2)
    expect((await app.jobs.runDue()).reminded).toBe(0)
    expect(await outboxFor(`reminder:event:${event.id}:`)).toHaveLength(2)
    const rows = await app.db.select().from(registrations).where(eq(registrations.eventId, event.id))
    expect(rows.every((row) => row.reminderSentAt instanceof Date)).toBe(true)

    const emails = players.map((player) => player.email)
    const mails = await eventually(() => {
      const found = sink.received.filter((mail) => emails.includes(mail.to[0] ?? ''))
      return found.length === 2 ? found : undefined
    })
    for (const mail of mails) {
      expect(parseMime(mail.raw).headers.subject).toBe('Recordatorio: Friday Night Draft empieza pronto')
    }
  })

  test('are not sent too early, without send_notifications, to late registrants, or for cancelled or started events', async () => {
    const cases = [
      await remindedEvent({ startsInHours: 30 }),
      await remindedEvent({ additionalInfo: { send_notifications: false } }),
      await remindedEvent({ additionalInfo: {} }),
      await remindedEvent({ status: 'cancelled' }),
      await remindedEvent({ startsInHours: -1 }),
    ]
    for (const event of cases) await registerNewPlayers(app.db, event.id, 1, { registeredAt: twoDaysAgo() })
    // Registered within the last day: the confirmation has just told them.
    const late = await remindedEvent()
    await registerNewPlayers(app.db, late.id, 1)

    await app.jobs.runDue()
    for (const event of [...cases, late])
      expect(await outboxFor(`reminder:event:${event.id}:`)).toHaveLength(0)
  })
})

describe('the scheduler', () => {
  test('runs the jobs by itself, and stops when the app closes', async () => {
    const scheduled = await buildTestApp({ jobIntervalMs: 100 })
    try {
      const owner = await createPlayer(scheduled.db, {}, ['user', 'organizer'])
      const event = await createRegistrationEvent(scheduled.db, owner.user.id, {
        startsInHours: 2,
        minPlayers: 2,
        registrationDeadline: new Date(Date.now() - MINUTE),
      })
      await eventually(async () => {
        const [row] = await scheduled.db.select().from(events).where(eq(events.id, event.id))
        return row?.status === 'cancelled'
      })
    } finally {
      await scheduled.close()
    }
  })
})

import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { parseCalendar, readMail } from '../testing/calendar.ts'
import { createPlayer, createRegistrationEvent } from '../testing/registration-fixtures.ts'
import { eventually, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts'

let sink: SmtpSink
let app: TestApp
beforeAll(async () => {
  sink = await startSmtpSink()
  app = await buildTestApp({ smtpUrl: sink.url, mailFrom: 'Questboard <events@questboard.test>' })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
})

/** The mails to `email` once there are `count`, as mailparser reads them. */
const mailsTo = async (email: string, count: number) => {
  const raw = await eventually(() => {
    const found = sink.received.filter((mail) => mail.to[0] === email)
    return found.length >= count ? found : undefined
  })
  return Promise.all(raw.map((mail) => readMail(mail.raw)))
}

test('one entry from the page, the confirmation and the unregistration: added, then taken out', async () => {
  const owner = await createPlayer(app.db)
  const event = await createRegistrationEvent(app.db, owner.user.id, { name: 'Crownfall Open' })
  const player = await createPlayer(app.db, { locale: 'es' })
  const url = `/api/events/${event.id}/register/`
  expect((await app.inject({ method: 'POST', url, headers: player.headers })).statusCode).toBe(201)
  const page = await app.inject({ method: 'GET', url: `/api/events/${event.id}/calendar.ics` })
  expect((await app.inject({ method: 'DELETE', url, headers: player.headers })).statusCode).toBe(204)

  const [confirmation, unregistration] = await mailsTo(player.user.email, 2)
  const uid = `event-${event.id}@localhost`
  expect(parseCalendar(page.body).events.map((entry) => entry.uid)).toEqual([uid])

  expect(confirmation?.subject).toBe('Inscripción confirmada: Crownfall Open')
  expect(confirmation?.calendarType.params.method).toBe('PUBLISH')
  expect(confirmation?.calendar?.method).toBe('PUBLISH')
  expect(confirmation?.calendar?.events).toMatchObject([{ uid, status: 'CONFIRMED', sequence: 0 }])

  expect(unregistration?.subject).toBe('Inscripción anulada: Crownfall Open')
  expect(unregistration?.text).toContain('Ya no estás inscrito en Crownfall Open')
  expect(unregistration?.calendarFile).toBe('event.ics')
  expect(unregistration?.calendarType.params.method).toBe('CANCEL')
  expect(unregistration?.calendar?.method).toBe('CANCEL')
  expect(unregistration?.calendar?.events).toMatchObject([
    {
      uid,
      status: 'CANCELLED',
      sequence: 0,
      start: event.startsAt,
      organizer: 'events@questboard.test',
      attendees: [player.user.email],
    },
  ])
})

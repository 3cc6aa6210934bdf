import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { createUser, tokenFor, validEventBody } from './factories.ts'
import { leaves, parseMime } from './mime.ts'
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts'
import { createTestClock, type TestClock } from './test-clock.ts'

export const DAY_MS = 86_400_000

/**
 * A test file's Event API for the morning mails: its own data folder, a real SMTP server, a clock the tests move.
 * Started before the file's tests and closed after; each test starts with no mail received and the clock reset.
 */
export function morningMailsApp(name: string) {
  const setup = { clock: createTestClock(), dataDir: '' } as {
    app: TestApp
    sink: SmtpSink
    clock: TestClock
    dataDir: string
  }
  beforeAll(async () => {
    setup.sink = await startSmtpSink()
    setup.dataDir = await mkdtemp(path.join(tmpdir(), `qb-${name}-`))
    setup.app = await buildTestApp(
      { smtpUrl: setup.sink.url, dataDir: setup.dataDir },
      { clock: setup.clock },
    )
  })
  afterAll(async () => {
    await setup.app?.close()
    await setup.sink?.close()
    if (setup.dataDir) await rm(setup.dataDir, { recursive: true, force: true })
  })
  beforeEach(() => {
    setup.sink.received.length = 0
  })
  afterEach(() => setup.clock.reset())
  return setup
}

/** Runs the due jobs, then sends what they queued: the SMTP server has every mail once this answers. */
export async function morning(app: TestApp) {
  const { mailed } = await app.jobs.runDue()
  await app.mail.worker.drain()
  return mailed
}

type Headers = Record<string, string>

/** A public store with an organizer's tool token. */
export async function createStore(app: TestApp, name: string) {
  const user = await createUser(app.db, { store: name })
  return { user, headers: await tokenFor(app.db, user.id, ['user', 'organizer']) }
}

/** A player (French when told) with a tool token. */
export async function createReader(app: TestApp, locale: 'en' | 'fr' = 'en') {
  const user = await createUser(app.db, { locale })
  return { user, headers: await tokenFor(app.db, user.id) }
}

export async function followStore(app: TestApp, headers: Headers, storeId: number, path = 'follow') {
  const response = await app.inject({ method: 'PUT', url: `/api/stores/${storeId}/${path}/`, headers })
  expect(response.statusCode).toBe(204)
}

let sequence = 0

/**
 * An event the store creates through the API (the event form's body, ten days ahead in Lyon, with `changes`),
 * published unless `publish: false`; answers its id and name.
 */
export async function storeEvent(
  app: TestApp,
  store: { headers: Headers },
  { publish = true, ...changes }: Record<string, unknown> & { publish?: boolean } = {},
) {
  const name = `Morning news ${++sequence} ${Math.random().toString(36).slice(2, 7)}`
  const created = await app.inject({
    method: 'POST',
    url: '/api/events/',
    headers: store.headers,
    payload: { ...validEventBody(), name, ...changes },
  })
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json<{ id: number }>().id
  if (publish) {
    const published = await app.inject({
      method: 'POST',
      url: `/api/events/${id}/publish/`,
      headers: store.headers,
    })
    expect(published.statusCode, published.body).toBe(200)
  }
  return { id, name }
}

/** A mail the SMTP server received, read: its subject, plain text and headers. */
export function readMail(raw: string) {
  const message = parseMime(raw)
  const text =
    leaves(message).find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? ''
  const html =
    leaves(message).find((part) => part.headers['content-type']?.startsWith('text/html'))?.body ?? ''
  return { subject: message.headers.subject ?? '', text, html, headers: message.headers }
}

/** Every mail the SMTP server received for `email`, read, in the order received. */
export const mailsTo = (sink: SmtpSink, email: string) =>
  sink.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail.raw))

/** The token of a morning mail's unsubscribe link. */
export function unsubscribeToken(text: string): string {
  const match = text.match(/\/mail\/unsubscribe\?token=([^\s&]+)/)
  if (!match?.[1]) throw new Error(`no unsubscribe link in:\n${text}`)
  return decodeURIComponent(match[1])
}

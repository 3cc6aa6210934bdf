// Slightly over 300 lines: the double opt-in, unsubscribing and the purge jobs share one app and one SMTP sink.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { newsletterSubscriptions, newsletterTokens } from '../db/schema.ts'
import { anotherInstance, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { leaves, parseMime } from '../testing/mime.ts'
import { eventually, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts'
import { CONFIRMATION_VALID_DAYS, NEWSLETTER_MESSAGES, newToken } from './newsletter.service.ts'

let sink: SmtpSink
let app: TestApp
let dataDir: string

beforeAll(async () => {
  sink = await startSmtpSink()
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-newsletter-'))
  app = await buildTestApp({ smtpUrl: sink.url, dataDir })
})
afterAll(async () => {
  await app?.close()
  await sink?.close()
  await rm(dataDir, { recursive: true, force: true })
})
beforeEach(() => {
  sink.received.length = 0
})

let counter = 0
const uniqueEmail = () => `reader${++counter}-${Date.now()}@example.com`

const subscribe = (email: string, locale = 'en') =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscriptions/', payload: { email, locale } })
const confirm = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/newsletter/confirm/', payload: { token } })
const unsubscribe = (token: unknown) =>
  app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe/', payload: { token } })

/** The mail the SMTP server received for `email`: its text part and headers. */
async function mailTo(email: string) {
  const mail = await eventually(() => sink.received.find((received) => received.to.includes(email)))
  const message = parseMime(mail.raw)
  const text =
    leaves(message).find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? ''
  return { message, text }
}

function linkToken(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = text.match(new RegExp(`/newsletter/${page}\\?token=([\\w-]+)`))
  if (!match?.[1]) throw new Error(`no ${page} link in:\n${text}`)
  return match[1]
}

const subscription = async (email: string) =>
  (await app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]

describe('newsletter double opt-in', () => {
  test('mails a confirmation link through SMTP in the chosen language, and its link confirms', async () => {
    const email = uniqueEmail()
    const response = await subscribe(`  ${email.toUpperCase()} `, 'fr')
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.pending })
    expect(await subscription(email)).toMatchObject({ locale: 'fr', confirmedAt: null })

    const { message, text } = await mailTo(email)
    expect(message.headers.subject).toBe('Confirmez votre inscription à la newsletter Questboard')
    expect(text).toContain('http://localhost:8080/fr/newsletter/confirm?token=')
    expect(text).toContain('http://localhost:8080/fr/newsletter/unsubscribe?token=')
    expect(message.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/api\/newsletter\/unsubscribe\/one-click\/\?token=[\w-]+>$/,
    )
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    const token = linkToken(text, 'confirm')
    const confirmed = await confirm(token)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({
      detail: 'Your email address has been validated to receive our newsletters',
    })
    expect((await subscription(email))?.confirmedAt).toBeInstanceOf(Date)
    // Mail scanners and double clicks follow links twice.
    expect((await confirm(token)).statusCode).toBe(200)
  })

  test('stores only hashes of the tokens', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const { text } = await mailTo(email)
    const token = linkToken(text, 'confirm')
    const rows = await app.db.select({ hash: newsletterTokens.tokenHash }).from(newsletterTokens)
    expect(rows.some((row) => row.hash === token)).toBe(false)
  })

  test('refuses an address already confirmed with 409, and sends nothing', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    await confirm(linkToken((await mailTo(email)).text, 'confirm'))
    sink.received.length = 0

    const again = await subscribe(email)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ detail: NEWSLETTER_MESSAGES.alreadySubscribed })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.received).toEqual([])
  })

  test('re-sends the mail to a pending address, at most once every 10 minutes', async () => {
    const email = uniqueEmail()
    expect((await subscribe(email)).statusCode).toBe(202)
    const tooSoon = await subscribe(email)
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json()).toEqual({ detail: NEWSLETTER_MESSAGES.tooSoon })

    await app.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(newsletterSubscriptions.email, email))
    expect((await subscribe(email, 'de')).statusCode).toBe(202)
    await eventually(() => sink.received.filter((mail) => mail.to.includes(email)).length === 2)
    expect(await subscription(email)).toMatchObject({ locale: 'de' })
  })

  test('lets only one of two simultaneous sign-ups of an address send a mail', async () => {
    const email = uniqueEmail()
    const statuses = (await Promise.all([subscribe(email), subscribe(email)])).map((r) => r.statusCode)
    expect(statuses.sort()).toEqual([202, 429])
  })

  test('refuses an expired confirmation link with 410 and an unknown one with 404', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const token = linkToken((await mailTo(email)).text, 'confirm')
    await app.db
      .update(newsletterTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterTokens.purpose, 'confirm'))
    const expired = await confirm(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({ detail: NEWSLETTER_MESSAGES.expiredLink })
    expect((await subscription(email))?.confirmedAt).toBeNull()

    const unknown = await confirm('not-a-token-we-made')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: NEWSLETTER_MESSAGES.unknownLink })
  })

  test.each([
    [
      { email: 'not-an-email', locale: 'en' },
      { email: ['This value is required and must be a valid email address'] },
    ],
    [{ email: '', locale: 'en' }, { email: ['This value is required and must be a valid email address'] }],
    [{ locale: 'en' }, { email: ['This value is required and must be a valid email address'] }],
    [
      { email: 'a@example.com', locale: 'pt' },
      { locale: ['This value must be one of the proposed choices'] },
    ],
    [
      { email: `${'a'.repeat(250)}@example.com`, locale: 'en' },
      { email: ['This value is required and must be a valid email address'] },
    ],
  ])('answers 400 with field errors to the bad sign-up %j', async (payload, errors) => {
    const response = await app.inject({ method: 'POST', url: '/api/newsletter/subscriptions/', payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(errors)
  })

  test('answers 400 to a missing or malformed token and to a body that is not JSON', async () => {
    expect((await confirm('')).statusCode).toBe(400)
    expect((await confirm(42)).statusCode).toBe(400)
    expect((await unsubscribe('x'.repeat(500))).statusCode).toBe(400)
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscriptions/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(garbage.statusCode).toBe(400)
  })
})

describe('unsubscribing', () => {
  test("the mail's unsubscribe link unsubscribes, voids the confirmation link, and allows signing up again", async () => {
    const email = uniqueEmail()
    await subscribe(email, 'es')
    const { text } = await mailTo(email)
    await confirm(linkToken(text, 'confirm'))

    const response = await unsubscribe(linkToken(text, 'unsubscribe'))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.unsubscribed })
    expect(await subscription(email)).toMatchObject({ confirmedAt: null })
    expect((await subscription(email))?.unsubscribedAt).toBeInstanceOf(Date)
    expect((await confirm(linkToken(text, 'confirm'))).statusCode).toBe(404)
    expect((await unsubscribe(linkToken(text, 'unsubscribe'))).statusCode).toBe(200)

    await app.db
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(newsletterSubscriptions.email, email))
    expect((await subscribe(email)).statusCode).toBe(202)
  })

  test('the List-Unsubscribe one-click POST (RFC 8058) unsubscribes', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const { message, text } = await mailTo(email)
    await confirm(linkToken(text, 'confirm'))
    const url = new URL(message.headers['list-unsubscribe']?.slice(1, -1) ?? '')
    const response = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    expect((await subscription(email))?.unsubscribedAt).toBeInstanceOf(Date)
  })

  test('answers 404 to an unknown unsubscribe token', async () => {
    expect((await unsubscribe('unknown-token')).statusCode).toBe(404)
  })
})

describe('purging what sign-ups leave behind (scheduled jobs, decision 015)', () => {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

  /** A sign-up whose confirmation mail went out `sentDaysAgo` days ago: its two links, as the mail had them. */
  async function signedUp(sentDaysAgo: number, state: 'pending' | 'confirmed' | 'unsubscribed' = 'pending') {
    const email = uniqueEmail()
    const [row] = await app.db
      .insert(newsletterSubscriptions)
      .values({
        email,
        locale: 'en',
        confirmationSentAt: daysAgo(sentDaysAgo),
        createdAt: daysAgo(sentDaysAgo),
        confirmedAt: state === 'confirmed' ? daysAgo(sentDaysAgo) : null,
        unsubscribedAt: state === 'unsubscribed' ? daysAgo(1) : null,
      })
      .returning()
    if (!row) throw new Error('no subscription inserted')
    const links = { confirm: newToken(), unsubscribe: newToken() }
    await app.db.insert(newsletterTokens).values([
      {
        tokenHash: links.confirm.hash,
        subscriptionId: row.id,
        purpose: 'confirm',
        expiresAt: daysAgo(sentDaysAgo - CONFIRMATION_VALID_DAYS),
      },
      { tokenHash: links.unsubscribe.hash, subscriptionId: row.id, purpose: 'unsubscribe' },
    ])
    // Unsubscribing voids the confirmation links.
    if (state === 'unsubscribed')
      await app.db.delete(newsletterTokens).where(eq(newsletterTokens.tokenHash, links.confirm.hash))
    return { email, confirm: links.confirm.token, unsubscribe: links.unsubscribe.token }
  }

  test('a sign-up nobody confirmed goes 30 days after its link expired, links and address; the rest stays', async () => {
    const abandoned = await signedUp(CONFIRMATION_VALID_DAYS + 31)
    const recentlyExpired = await signedUp(CONFIRMATION_VALID_DAYS + 29)
    const waiting = await signedUp(1)
    const confirmed = await signedUp(400, 'confirmed')
    const unsubscribed = await signedUp(400, 'unsubscribed')

    const { purged } = await app.jobs.runDue()
    expect(purged.signUps).toBeGreaterThanOrEqual(1)
    expect(purged.tokens).toBeGreaterThanOrEqual(1)

    expect(await subscription(abandoned.email)).toBeUndefined()
    expect((await confirm(abandoned.confirm)).statusCode).toBe(404)
    expect((await unsubscribe(abandoned.unsubscribe)).statusCode).toBe(404)
    // The address may sign up again: a new double opt-in.
    expect((await subscribe(abandoned.email)).statusCode).toBe(202)

    // Expired less than 30 days ago: still explained as expired.
    expect((await confirm(recentlyExpired.confirm)).statusCode).toBe(410)
    expect((await confirm(waiting.confirm)).statusCode).toBe(200)

    // A subscriber keeps the subscription and every unsubscribe link; only the old confirmation link goes.
    expect((await subscription(confirmed.email))?.confirmedAt).toBeInstanceOf(Date)
    expect((await confirm(confirmed.confirm)).statusCode).toBe(404)
    expect((await unsubscribe(confirmed.unsubscribe)).statusCode).toBe(200)
    expect((await subscription(unsubscribed.email))?.unsubscribedAt).toBeInstanceOf(Date)
    expect((await unsubscribe(unsubscribed.unsubscribe)).statusCode).toBe(200)
  })

  test('the scheduler purges at most once an hour per instance; purging again finds nothing', async () => {
    const abandoned = await signedUp(CONFIRMATION_VALID_DAYS + 40)
    // The first run of this instance (previous test) was less than an hour ago.
    expect((await app.jobs.runDue()).purged).toEqual({ signUps: 0, tokens: 0 })
    expect(await subscription(abandoned.email)).toBeDefined()
    expect(await app.jobs.purgeNewsletter()).toEqual({ signUps: 1, tokens: 0 })
    expect(await app.jobs.purgeNewsletter()).toEqual({ signUps: 0, tokens: 0 })
  })

  test('several instances purging at once delete each sign-up once', async () => {
    const second = await anotherInstance(app, { dataDir, smtpUrl: sink.url })
    try {
      const abandoned = []
      for (let i = 0; i < 12; i++) abandoned.push(await signedUp(CONFIRMATION_VALID_DAYS + 31 + i))
      const confirmed = await signedUp(CONFIRMATION_VALID_DAYS + 31, 'confirmed')
      const runs = await Promise.all([
        app.jobs.purgeNewsletter(),
        second.instance.jobs.purgeNewsletter(),
        app.jobs.purgeNewsletter(),
        second.instance.jobs.purgeNewsletter(),
      ])
      expect(runs.reduce((sum, run) => sum + run.signUps, 0)).toBe(12)
      expect(runs.reduce((sum, run) => sum + run.tokens, 0)).toBe(1)
      for (const { email } of abandoned) expect(await subscription(email)).toBeUndefined()
      expect(await subscription(confirmed.email)).toBeDefined()
    } finally {
      await second.close()
    }
  })
})

describe('the OpenAPI document', () => {
  test('documents the newsletter endpoints', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/newsletter/subscriptions/',
        '/api/newsletter/confirm/',
        '/api/newsletter/unsubscribe/',
        '/api/newsletter/unsubscribe/one-click/',
      ]),
    )
  })
})

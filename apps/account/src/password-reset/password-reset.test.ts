import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LOCALES } from '@questboard/domain/constants'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { browser, signIn, startAuthorization } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'
import { texts } from '../texts'
import { MAX_REQUESTS_PER_EMAIL, MAX_REQUESTS_PER_IP } from './password-reset.service'

let running: TestService
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qb-reset-'))
  running = await startTestService({ dataDir })
})
afterAll(async () => {
  await running?.close()
  await rm(dataDir, { recursive: true, force: true })
})
// Each test starts under the limits (they count per IP address, and every request here comes from one).
beforeEach(async () => {
  await running.service.database.db.execute(sql`DELETE FROM password_reset_requests`)
})

const mails = async () => {
  const dir = path.join(dataDir, 'account-outbox')
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))
}
/** The mail is sent after the answer: wait for the `count`th one. */
async function nthMail(count: number): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const all = await mails()
    if (all.length >= count) return all[count - 1] ?? ''
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`mail ${count} never came`)
}
const linkIn = (mail: string) => {
  const unfolded = mail.replace(/=\r\n/g, '').replace(/=3D/g, '=')
  const match = /http:\/\/127\.0\.0\.1:\d+\/password\/reset\?token=[\w-]+&ui_locales=\w+/.exec(unfolded)
  if (!match) throw new Error(`no link in ${mail}`)
  return new URL(match[0])
}

const agent = () => browser(running.url)
const ask = (email: string, locale = 'en') =>
  agent().postForm('/password/forgot', { email, ui_locales: locale })

describe('Forgot your password?', () => {
  it('is offered on the sign-in page, in every language', async () => {
    for (const locale of LOCALES) {
      const visitor = agent()
      const { interactionPath } = await startAuthorization(visitor, WEB_URL, { ui_locales: locale })
      const page = await (await visitor.request(interactionPath)).text()
      expect(page).toContain(`/password/forgot?ui_locales=${locale}`)
      const forgot = await (await visitor.request(`/password/forgot?ui_locales=${locale}`)).text()
      expect(forgot).toContain(`lang="${locale}"`)
      expect(forgot).toContain(texts(locale)('passwordReset.sendLink').replace(/'/g, '&#39;'))
    }
  })

  it('gives the same answer for an unknown address, and mails only an existing one', async () => {
    const before = (await mails()).length
    const known = await ask('player@questboard.test')
    const unknown = await ask('nobody@questboard.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
    const mail = await nthMail(before + 1)
    expect(mail).toContain('To: player@questboard.test')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mails()).toHaveLength(before + 1)
  })

  it('writes the mail in the language it was asked in', async () => {
    const before = (await mails()).length
    await ask('jugador@questboard.test', 'de')
    const mail = await nthMail(before + 1)
    expect(mail).toMatch(/Subject: .*Questboard-Passwort/)
    expect(linkIn(mail).searchParams.get('ui_locales')).toBe('de')
  })

  it('answers 400 naming the field for an address that is not one', async () => {
    const response = await ask('not-an-address')
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('field-email-error')
  })
})

describe('the reset link', () => {
  it('sets a new password once; the old one and the link then stop working', async () => {
    const before = (await mails()).length
    await ask('organizer@questboard.test')
    const link = linkIn(await nthMail(before + 1))
    const token = link.searchParams.get('token') ?? ''

    // Opening the link (as a mail scanner would) does not use it.
    expect((await agent().request(`${link.pathname}${link.search}`)).status).toBe(200)
    expect((await agent().request(`${link.pathname}${link.search}`)).status).toBe(200)

    const tooShort = await agent().postForm('/password/reset', { token, password: 'short' })
    expect(tooShort.status).toBe(400)
    const done = await agent().postForm('/password/reset', { token, password: 'a new secret 42' })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(texts('en')('passwordReset.resetDoneTitle'))

    const again = await agent().postForm('/password/reset', { token, password: 'another secret 43' })
    expect(again.status).toBe(410)
    expect((await agent().request(`${link.pathname}${link.search}`)).status).toBe(410)

    await expect(
      signIn(running.url, WEB_URL, 'organizer@questboard.test', 'a new secret 42'),
    ).resolves.toMatchObject({ tokens: { access_token: expect.any(String) } })
    await expect(signIn(running.url, WEB_URL, 'organizer@questboard.test')).rejects.toThrow()
  })

  it('expires after an hour', async () => {
    const before = (await mails()).length
    await ask('admin@questboard.test')
    const link = linkIn(await nthMail(before + 1))
    await running.service.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    )
    expect((await agent().request(`${link.pathname}${link.search}`)).status).toBe(410)
    const late = await agent().postForm('/password/reset', {
      token: link.searchParams.get('token') ?? '',
      password: 'a new secret 42',
    })
    expect(late.status).toBe(410)
    await expect(signIn(running.url, WEB_URL, 'admin@questboard.test')).resolves.toMatchObject({
      tokens: { access_token: expect.any(String) },
    })
  })

  it('refuses an unknown link', async () => {
    expect((await agent().request('/password/reset?token=made-up')).status).toBe(410)
  })
})

describe('the limits', () => {
  it('mails an address at most a few times an hour, with the same answer beyond', async () => {
    const before = (await mails()).length
    const answers = []
    for (let i = 0; i <= MAX_REQUESTS_PER_EMAIL; i++) answers.push(await ask('kid@questboard.test'))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    await nthMail(before + MAX_REQUESTS_PER_EMAIL)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mails()).toHaveLength(before + MAX_REQUESTS_PER_EMAIL)
  })

  it('answers 429 with Retry-After to an IP address asking too often, for any address', async () => {
    for (let i = 0; i < MAX_REQUESTS_PER_IP; i++) {
      expect((await ask(`someone-${i}@questboard.test`)).status).toBe(200)
    }
    const refused = await ask('someone-else@questboard.test')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3600')
    expect(await refused.text()).toContain(texts('en')('passwordReset.tooManyRequests'))
  })
})

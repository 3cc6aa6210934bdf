// Signing in and out through the account service in Chromium: each demo account back where it started, the
// session kept across reloads and renewed, sign-up and cancel, a slow or missing identity, the header's
// account controls at 360 px. Who may go where once signed in: access.e2e.ts.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext, seriousViolations } from './support/browser'
import {
  accountButton,
  DEMO_ACCOUNTS,
  type DemoAccount,
  localStorageEntries,
  sessionSecrets,
  settledPathname,
  signIn,
  signOut,
} from './support/sign-in'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const ALLOWED_LOCAL_KEYS = ['lang', 'user', 'loyalty', 'redirect']

/** Spec §3: localStorage holds only lang, user, loyalty and redirect, and never a token. */
async function expectNothingSecretStored(page: Page) {
  const secrets = await sessionSecrets(page)
  expect(secrets.length).toBeGreaterThan(0)
  const entries = await localStorageEntries(page)
  for (const [key, value] of Object.entries(entries)) {
    expect(ALLOWED_LOCAL_KEYS, key).toContain(key)
    expect(value, key).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
    for (const secret of secrets) expect(value, key).not.toContain(secret)
  }
}

/** Each demo account starts from a different non-home page, in several languages. */
const STARTS: Record<DemoAccount, string> = {
  player: '/events?country=FR',
  kid: '/fr/events',
  organizer: '/de/events?country=DE&is_free=true',
  organizer2: '/event-locator',
  admin: '/it/events/12',
  jugador: '/es/events?country=ES#filters',
}

describe('signing in through the account service', () => {
  for (const [account, start] of Object.entries(STARTS) as [DemoAccount, string][]) {
    it(`brings ${account} back to ${start} with the #code= hash gone and its nickname shown`, async () => {
      const context = await newContext(browser)
      const page = await context.newPage()
      await page.goto(start)
      await page.locator('main h1').first().waitFor()
      await signIn(page, DEMO_ACCOUNTS[account].email)

      const expected = new URL(start, 'http://localhost')
      await expect.poll(() => new URL(page.url()).pathname).toBe(expected.pathname)
      const url = new URL(page.url())
      expect(url.search).toBe(expected.search)
      expect(url.hash).not.toContain('code=')
      expect(url.hash).toBe(expected.hash)
      await expect.poll(() => accountButton(page).textContent()).toContain(DEMO_ACCOUNTS[account].nickname)
      await expectNothingSecretStored(page)
      expect(await page.evaluate(() => localStorage.getItem('redirect'))).toBeNull()
      await context.close()
    })
  }

  it('keeps the session across a reload of the tab', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/events')
    await signIn(page, DEMO_ACCOUNTS.organizer.email)
    await page.reload()
    await expect.poll(() => accountButton(page).textContent()).toContain('Le Donjon de Paris')
    expect(await settledPathname(page)).toBe('/events')
    await context.close()
  })

  it('renews the access token with the refresh token before it expires, keeping the user', async () => {
    const context = await newContext(browser)
    await context.clock.install()
    const page = await context.newPage()
    await page.goto('/events')
    await signIn(page, DEMO_ACCOUNTS.organizer.email)
    const tokenNow = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? '{}').accessToken as string)
    const first = await tokenNow()
    // Access tokens last an hour; the library renews a minute before the end.
    await page.clock.fastForward('59:30')
    await expect.poll(tokenNow, { timeout: 10_000 }).not.toBe(first)
    await page.getByRole('banner').getByRole('link', { name: 'Map', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/event-locator')
    await page.clock.fastForward(3000)
    await expect.poll(() => accountButton(page).textContent()).toContain('Le Donjon de Paris')
    await page.goto('/profile')
    expect(await settledPathname(page)).toBe('/profile')
    await context.close()
  })
})

describe('the other ways through the account service', () => {
  it('creates an account from the header and comes back signed in', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/events?country=NL')
    await page.getByRole('banner').getByRole('button', { name: 'Create an account', exact: true }).click()
    await page.getByRole('heading', { name: 'Create your Questboard account' }).waitFor()
    // Labels with a hint carry it in their name: not exact.
    await page.getByLabel('Nickname').fill('Newcomer')
    await page.getByLabel('Email', { exact: true }).fill(`newcomer-${Date.now()}@questboard.test`)
    await page.getByLabel('Password').fill('a long enough password')
    await page.getByLabel('Country', { exact: true }).selectOption('NL')
    await page.getByLabel('Birth date', { exact: true }).fill('1995-05-20')
    await page.getByRole('button', { name: 'Create my account', exact: true }).click()
    await page.waitForURL(
      (url) => url.pathname === '/events' && url.search === '?country=NL' && url.hash === '',
    )
    await expect.poll(() => accountButton(page).textContent()).toContain('Newcomer')
    await context.close()
  })

  it('leaves a visitor who cancels on the page they came from, anonymous, without the hash', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/fr/events?country=FR')
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).click()
    await page.getByRole('link', { name: 'Retour à Questboard' }).click()
    await page.waitForURL(
      (url) => url.pathname === '/fr/events' && url.search === '?country=FR' && url.hash === '',
    )
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).waitFor()
    expect(Object.keys(await localStorageEntries(page))).toEqual(['lang'])
    await context.close()
  })
})

describe('restoring the session (spec §4 identity timeout)', () => {
  it('waits for a slow identity instead of refusing a guarded page', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/events')
    await signIn(page, DEMO_ACCOUNTS.organizer.email)
    await context.route('**/api/config/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await page.goto('/profile')
    expect(await settledPathname(page)).toBe('/profile')
    await context.close()
  })

  it('resets the user when no identity arrives within 2 seconds', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/events')
    await signIn(page, DEMO_ACCOUNTS.player.email)
    // The runtime config never answers, so the sign-in library never reports the user.
    await context.route('**/api/config/', () => undefined)
    const started = Date.now()
    await page.goto('/profile/events')
    expect(await settledPathname(page)).toBe('/')
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
    expect(await page.evaluate(() => [sessionStorage.getItem('user'), localStorage.getItem('user')])).toEqual(
      [null, null],
    )
    await context.close()
  })
})

describe('the header’s account controls', () => {
  it('fit a 360-pixel screen and pass axe, signed out and signed in with the menu open', async () => {
    const context = await newContext(browser, { width: 360 })
    const page = await context.newPage()
    await page.goto('/es/events')
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])

    await signIn(page, DEMO_ACCOUNTS.admin.email)
    await accountButton(page).click()
    await page.getByRole('link', { name: 'Perfil de la tienda', exact: true }).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('banner').getByRole('link', { name: 'Mis eventos', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/es/profile/events')
    await expect.poll(() => accountButton(page).getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })
})

describe('signing out', () => {
  it('returns home in the current language, signed out, with the session forgotten', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/fr/events')
    await signIn(page, DEMO_ACCOUNTS.player.email)
    await signOut(page)
    expect(new URL(page.url()).pathname).toBe('/fr/')
    expect(new URL(page.url()).search).toBe('')
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull()
    expect(Object.keys(await localStorageEntries(page))).toEqual(['lang'])

    // Signed out of the account service too: signing in again asks for the password.
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).click()
    await page.getByLabel('Mot de passe', { exact: true }).waitFor()
    await context.close()
  })
})

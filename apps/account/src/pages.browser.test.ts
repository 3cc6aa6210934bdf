/// <reference lib="dom" />
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs'
import { pkce, SPA_SCOPE } from './testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from './testing/test-service'

// The server-rendered pages and the navbar element in Debian's Chromium, checked with axe-core.
const hasChromium = existsSync(CHROMIUM_PATH)
if (!hasChromium) console.warn(`SKIPPED: account browser tests need Chromium at ${CHROMIUM_PATH}`)

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

let running: TestService
let browser: Browser

beforeAll(async () => {
  if (!hasChromium) return
  running = await startTestService()
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
})
afterAll(async () => {
  await browser?.close()
  await running?.close()
})

async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the pages' CSP allows no inline script tag, rightly.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe
    const results = await axe.run()
    return results.violations.map((violation) => `${violation.impact} ${violation.id}`)
  })
}

function authorizeUrl(extra: Record<string, string> = {}): string {
  const { challenge } = pkce()
  return `${running.url}/auth?${new URLSearchParams({
    client_id: 'questboard-web',
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: `${WEB_URL}/`,
    scope: SPA_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'browser-test',
    ...extra,
  })}`
}

describe.skipIf(!hasChromium)('in a browser', () => {
  it('signs in through the labelled fields and lands on the web app with a code in the fragment', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    // The web app is not running here: answer its URL with a blank page.
    await page.route(`${WEB_URL}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>web</p>' }),
    )
    await page.goto(authorizeUrl())
    expect(await violations(page)).toEqual([])
    await page.getByLabel('Email').fill('player@questboard.test')
    await page.getByLabel('Password').fill('wrong password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The email address or password is incorrect.')
    expect(await violations(page)).toEqual([])
    await page.getByLabel('Password').fill('questboard')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/^http:\/\/web\.test\/#code=/)
    await page.close()
  })

  it('shows an accessible sign-up form with field errors in every locale', async () => {
    const page = await browser.newPage()
    for (const locale of ['en', 'fr', 'de', 'es', 'nl', 'it']) {
      await page.goto(authorizeUrl({ screen: 'signup', ui_locales: locale }))
      expect(await page.getAttribute('html', 'lang')).toBe(locale)
      await page.locator('form button[type=submit]').click()
      await page.getByRole('alert').waitFor()
      expect(await violations(page)).toEqual([])
    }
    await page.close()
  })

  it('renders the navbar from the attributes and reports sign-out as an event', async () => {
    const page = await browser.newPage()
    // A host page beside the service (Chromium keeps public pages from loading scripts off loopback).
    const host = `${running.url}/__host-page`
    await page.route(host, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="es"><head><title>Host</title><script src="${running.url}/navbar.js"></script></head>
<body><questboard-navbar locale="es" nickname="Javier" roles="user" active="loyalty"></questboard-navbar><main><h1>Host</h1></main></body></html>`,
      }),
    )
    await page.goto(host)
    const navbar = page.locator('questboard-navbar')
    await expect
      .poll(() => navbar.getByRole('link').allTextContents())
      .toEqual(['Eventos', 'Club de fidelidad', 'Cuenta'])
    expect(await navbar.getByRole('link', { name: 'Club de fidelidad' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(await navbar.getByText('Javier').count()).toBe(1)
    expect(await violations(page)).toEqual([])

    await page.evaluate(() => {
      document.addEventListener('questboard-signout', (event) => {
        event.preventDefault()
        document.body.dataset.signedOut = 'yes'
      })
    })
    await navbar.getByRole('button', { name: 'Cerrar sesión' }).click()
    expect(await page.getAttribute('body', 'data-signed-out')).toBe('yes')

    await page.evaluate(() => {
      const element = document.querySelector('questboard-navbar')
      element?.removeAttribute('nickname')
      element?.setAttribute('roles', '')
      element?.setAttribute('locale', 'en')
    })
    await expect
      .poll(() => navbar.getByRole('link').allTextContents())
      .toEqual(['Events', 'Loyalty club', 'Sign in'])
    await page.close()
  })

  it('renders as a menu of the applications inside a host’s own bar (layout="menu")', async () => {
    const page = await browser.newPage()
    const host = `${running.url}/__host-menu`
    await page.route(host, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="fr"><head><title>Host</title><script src="${running.url}/navbar.js"></script></head>
<body><header><questboard-navbar layout="menu" locale="fr" nickname="Léa" roles="user organizer" active="store"></questboard-navbar></header><main><h1>Host</h1></main></body></html>`,
      }),
    )
    await page.goto(host)
    const navbar = page.locator('questboard-navbar')
    const toggle = navbar.getByRole('button', { name: 'Applications Questboard' })
    await toggle.waitFor()
    // No brand and no sign-out of its own: the host's bar has them.
    expect(await navbar.getByText('Questboard', { exact: true }).count()).toBe(0)
    expect(await navbar.getByRole('button').count()).toBe(1)
    expect(await navbar.getByRole('link').count()).toBe(0)

    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await navbar.getByRole('link').allTextContents()).toEqual([
      'Événements',
      'Club de fidélité',
      'Profil de la boutique',
      'Compte',
    ])
    expect(
      await navbar.getByRole('link', { name: 'Profil de la boutique' }).getAttribute('aria-current'),
    ).toBe('page')
    expect(await violations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('QUESTBOARD-NAVBAR')

    // A click elsewhere closes it too.
    await toggle.click()
    await page.mouse.click(700, 500)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.close()
  })
})

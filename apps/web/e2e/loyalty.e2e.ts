// The loyalty club end to end: the Spanish page's access rule, joining through the terms modal, the member's
// balance read through the Event API from the account service's ledger, and the home page's invitation.

import { serviceToken } from '@questboard/account/testing/oidc-client'
import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext, seriousViolations } from './support/browser'
import { accountButton, DEMO_ACCOUNTS, settledPathname, signIn } from './support/sign-in'

// The account service of `npm start` / the e2e services runs with its development secret.
const API_CLIENT_SECRET = process.env.API_CLIENT_SECRET || 'questboard-api-dev-secret'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The Spanish player's XP and coins in the ledger: other files (event day's results) may have credited some. */
async function balanceOfJugador(): Promise<{ XP: number; Coins: number }> {
  const accountUrl = inject('accountUrl')
  const token = await serviceToken(accountUrl, API_CLIENT_SECRET, 'loyalty:read')
  const response = await fetch(`${accountUrl}/loyalty/v1/users/${DEMO_ACCOUNT_IDS.jugador}/balances`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { XP: number; Coins: number }
}

/** Credits an event's points to the Spanish player, as the results feature does with the service credential. */
async function creditJugador(eventId: string, xp: number, coins: number) {
  const accountUrl = inject('accountUrl')
  const token = await serviceToken(accountUrl, API_CLIENT_SECRET, 'loyalty:credit')
  const response = await fetch(`${accountUrl}/loyalty/v1/credits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: eventId, credits: [{ user_id: DEMO_ACCOUNT_IDS.jugador, xp, coins }] }),
  })
  expect(response.status).toBeLessThan(300)
}

/** Records the §4 signals the page dispatches, to read them back with `signalsOf`. */
async function recordSignals(page: Page) {
  await page.evaluate(() => {
    const recorded: string[] = []
    Object.assign(window, { recordedSignals: recorded })
    for (const name of ['user-loyalty-registration-success', 'user-loyalty-registration-error']) {
      window.addEventListener(name, () => recorded.push(name))
    }
  })
}
const signalsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { recordedSignals: string[] }).recordedSignals)

describe('the loyalty club page', () => {
  it('lets the Spanish player join through the terms modal and shows the balance', async () => {
    const before = await balanceOfJugador()
    await creditJugador('e2e-loyalty-1', 35, 3)
    const xp = String(before.XP + 35)
    const context = await newContext(browser, { locale: 'es-ES' })
    const page = await context.newPage()
    await page.goto('/es/the-loyalty-club')
    await page.locator('main h1').first().waitFor()
    await signIn(page, DEMO_ACCOUNTS.jugador.email)
    expect(await settledPathname(page)).toBe('/es/the-loyalty-club')
    await recordSignals(page)

    const join = page.getByRole('button', { name: 'Unirme al club de fidelidad' })
    const terms = page.getByRole('dialog', { name: 'Condiciones del club de fidelidad' })
    const confirm = terms.getByRole('button', { name: 'Confirmar' })
    const accept = terms.getByLabel('He leído y acepto las condiciones del club de fidelidad')

    // First the account service fails once (the only fake here, at the edge of the browser): the error of §8.
    const joinUrl = `${inject('accountUrl')}/main/v1/user/me/loyalty`
    await page.route(joinUrl, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' })
        : route.continue(),
    )
    await join.click()
    await terms.waitFor()
    expect(await confirm.isDisabled()).toBe(true)
    await accept.check()
    await confirm.click()
    const failure = page.getByRole('alert').filter({ hasText: '¡Uy!' })
    await failure.waitFor()
    expect(await failure.textContent()).toContain('¡Lamentablemente, se ha producido un error!')
    await expect.poll(() => signalsOf(page)).toEqual(['user-loyalty-registration-error'])
    await failure.getByRole('button').click()
    await page.unroute(joinUrl)

    await join.click()
    await terms.waitFor()
    await accept.check()
    await confirm.click()

    const alert = page.getByRole('status').filter({ hasText: '¡Bien hecho!' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('¡Bienvenido al club de fidelidad!')
    await expect
      .poll(() => signalsOf(page))
      .toEqual(['user-loyalty-registration-error', 'user-loyalty-registration-success'])
    expect(await terms.isVisible()).toBe(false)

    // The balance comes from the Event API, which reads the account service's ledger.
    const balance = page.getByRole('region', { name: 'Mi saldo' })
    await balance.locator('dl').waitFor()
    expect(await balance.locator('dd').allTextContents()).toEqual([xp, String(before.Coins + 3)])
    const expiry = await balance.locator('time').getAttribute('datetime')
    const days = (Date.parse(expiry ?? '') - Date.now()) / (24 * 3600 * 1000)
    expect(days).toBeGreaterThan(360)

    // The leaderboard lists the new member with the same XP.
    const board = page.getByRole('region', { name: 'Clasificación' })
    const row = board.getByRole('row', { name: /Javier/ })
    await row.waitFor()
    expect(await row.textContent()).toContain(xp)
    expect(await seriousViolations(page)).toEqual([])

    // Membership is part of the session now: a reload still shows the member's balance, not the join button.
    await page.reload()
    await page.getByText('Eres miembro del club de fidelidad').waitFor()
    expect(await join.count()).toBe(0)
    await context.close()
  })

  it('refuses the Spanish page to the French player, sending them home', async () => {
    const context = await newContext(browser, { locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/fr/events')
    await page.locator('main h1').first().waitFor()
    await signIn(page, DEMO_ACCOUNTS.player.email)
    await page.goto('/es/the-loyalty-club')
    expect(await settledPathname(page)).toBe('/es/')
    await accountButton(page).waitFor()
    await context.close()
  })

  it('welcomes an anonymous visitor on /es/ with a sign-in prompt, and only on the loyalty locale', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/the-loyalty-club')
    expect(await settledPathname(page)).toBe('/')

    await page.goto('/es/the-loyalty-club')
    expect(await settledPathname(page)).toBe('/es/the-loyalty-club')
    await page.getByRole('heading', { name: '¿Para qué sirven las monedas?' }).waitFor()
    expect(await page.getByText('tiendas participantes').first().isVisible()).toBe(true)

    const join = page.getByRole('button', { name: 'Unirme al club de fidelidad' })
    await join.click()
    const prompt = page.getByRole('dialog', { name: 'Inicia sesión para unirte al club' })
    await prompt.waitFor()
    expect(await prompt.getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true)
    expect(await prompt.getByRole('button', { name: 'Crear una cuenta' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => prompt.isVisible()).toBe(false)
    expect(await join.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('keeps the leaderboard page size in the address and brings a page past the end back', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/es/the-loyalty-club?page=9&page_size=25')
    await page.waitForURL((url) => url.search === '?page_size=25')
    const perPage = page.getByLabel('Jugadores por página')
    expect(await perPage.inputValue()).toBe('25')
    await perPage.selectOption('50')
    await page.waitForURL((url) => url.search === '?page_size=50')
    await perPage.selectOption('10')
    await page.waitForURL((url) => url.search === '')
    await context.close()
  })
})

describe('the loyalty invitation on the home page', () => {
  it('shows once per browser on the loyalty locale and is remembered once hidden', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    await page.locator('main h1').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    await page.goto('/es/')
    const invitation = page.getByRole('dialog', { name: '¡Únete a nuestro club de fidelidad!' })
    await invitation.waitFor()
    await invitation.getByRole('button', { name: 'No, gracias' }).click()
    await expect.poll(() => invitation.isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('loyalty'))).toMatch(/hidden_at/)

    await page.reload()
    await page.locator('main h1').waitFor()
    // Long enough for the identity to settle (2 s at most), after which the invitation would open.
    await page.waitForTimeout(2_500)
    expect(await invitation.count()).toBe(0)
    await context.close()
  })

  it('leads to the club page and is remembered then too', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/es/')
    const invitation = page.getByRole('dialog', { name: '¡Únete a nuestro club de fidelidad!' })
    await invitation.getByRole('link', { name: 'Descubrir el club' }).click()
    await page.waitForURL((url) => url.pathname === '/es/the-loyalty-club')
    expect(await page.evaluate(() => localStorage.getItem('loyalty'))).not.toBeNull()
    await page.goto('/es/')
    await page.locator('main h1').waitFor()
    await page.waitForTimeout(2_500)
    expect(await invitation.count()).toBe(0)
    await context.close()
  })
})

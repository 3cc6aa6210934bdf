import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext, seriousViolations } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the page shell in two languages', () => {
  it('serves the English home page at / and the French one at /fr/', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()

    await page.goto('/')
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy()
    await page.getByRole('link', { name: 'Events', exact: true }).first().waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/fr/')
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr')
    await page.getByRole('link', { name: 'Événements', exact: true }).first().waitFor()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr')
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('shows the not-found page in the visitor’s language for unknown paths and non-digit ids', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()

    await page.goto('/no-such-page')
    await page.getByText('This page does not exist!').waitFor()

    await page.goto('/fr/events/abc')
    await page.getByText("Cette page n'existe pas !").waitFor()
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr')
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('switches language from the switcher, rewriting the current route', async () => {
    const context = await newContext(browser, { width: 375 })
    const page = await context.newPage()
    await page.goto('/events?country=FR')
    // On a phone the language is in the header's menu.
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByLabel(/language/i).selectOption('de')
    await page.waitForURL((url) => url.pathname === '/de/events' && url.search === '?country=FR')
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de')

    await page.getByRole('button', { name: 'Menü', exact: true }).click()
    await page.getByLabel(/sprache/i).selectOption('en')
    await page.waitForURL((url) => url.pathname === '/events')
    await context.close()
  })
})

describe('the services', () => {
  it('answers /healthz on the web and account ports', async () => {
    for (const base of [inject('webUrl'), inject('accountUrl')]) {
      const response = await fetch(`${base}/healthz`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })
})

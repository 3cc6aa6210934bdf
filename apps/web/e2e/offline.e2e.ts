import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '@questboard/domain/constants'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext } from './support/browser'
import { catalogText } from './support/catalog'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The build the services serve (WEB_DIST's default).
const WORKER_FILE = path.join(import.meta.dirname, '../dist/sw.js')

const offlineDialog = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: catalogText(locale, 'offline.title') })

describe('the installable, offline-aware app', () => {
  it('links a web app manifest with icons and serves the worker at /sw.js for the whole site', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    const page = await context.newPage()
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await page.request.get(href ?? '')).json()
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#1e1b4b' })
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200)
    const worker = await page.request.get('/sw.js')
    expect(worker.headers()['service-worker-allowed']).toBe('/')
    expect(worker.headers()['cache-control']).toBe('no-cache')
    await context.close()
  })

  for (const [locale, path] of [
    ['en', '/events'],
    ['fr', '/fr/events'],
  ] as const) {
    it(`reloads a visited page offline from the cached shell, with the offline modal (${locale})`, async () => {
      const context = await newContext(browser, {
        locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
        serviceWorkers: 'allow',
      })
      const page = await context.newPage()
      await page.goto(path)
      await page.locator('main h1').first().waitFor()
      // The first worker takes control of the page that installed it (clients.claim), once it has precached.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      })

      await context.setOffline(true)
      await offlineDialog(page, locale).waitFor()
      const shell = await page.reload()
      expect(shell?.fromServiceWorker()).toBe(true)
      await page.locator('header').first().waitFor()
      await offlineDialog(page, locale).waitFor()
      expect(
        await page.getByRole('button', { name: catalogText(locale, 'offline.reload') }).isVisible(),
      ).toBe(true)

      // Back online, the page reloads by itself and the modal is gone.
      const reloaded = page.waitForEvent('load')
      await context.setOffline(false)
      await reloaded
      await page.locator('main h1').first().waitFor()
      expect(await offlineDialog(page, locale).count()).toBe(0)
      await context.close()
    })
  }

  it('finds a new worker within seconds, and the page reloads once when it takes control', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    const page = await context.newPage()
    await page.goto('/events')
    await page.locator('main h1').first().waitFor()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })
    const original = readFileSync(WORKER_FILE)
    try {
      // A new deployment: the worker's bytes change.
      const reloaded = page.waitForEvent('load', { timeout: 30_000 })
      writeFileSync(WORKER_FILE, Buffer.concat([original, Buffer.from(`\n// e2e ${Date.now()}\n`)]))
      await reloaded
      await page.locator('main h1').first().waitFor()
      await page.evaluate(() => {
        ;(window as { stillHere?: boolean }).stillHere = true
      })
      // Another check or two finds nothing new: no second reload.
      await new Promise((resolve) => setTimeout(resolve, 7_000))
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
      await context.close()
    } finally {
      writeFileSync(WORKER_FILE, original)
    }
  })
})

// Issue 13 point 8 in Chromium: a store's public page (reached from an event's venue, its hours and events, at
// phone and desktop width in two languages), sharing a page (the device's share sheet where there is one, the
// link copied elsewhere), and the tags a chat app's crawler reads from the same addresses.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { allViolations, launchBrowser, newContext } from './support/browser'
import { shoot } from './support/organizer'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const webUrl = () => inject('webUrl')

/** The demo store in Paris and one of its upcoming events, as the public API lists them. */
async function demoStore(): Promise<{ storeId: number; eventId: number; eventName: string }> {
  const stores = await (await fetch(`${webUrl()}/api/stores/?search=Donjon`)).json()
  const storeId = stores.results[0].id as number
  const events = await (await fetch(`${webUrl()}/api/events/?owner=${storeId}&page_size=1`)).json()
  return { storeId, eventId: events.results[0].id, eventName: events.results[0].name }
}

/** A visitor who chose their cookies already: the banner is another file's story. */
async function visitor(options: { width?: number; locale?: string } = {}) {
  const context = await newContext(browser, options)
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ analytics: false, maps: false, givenAt: new Date().toISOString() }),
    ),
  )
  return context
}

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor()
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0)
}

describe('a store’s page', () => {
  it('opens from an event’s venue, with its hours and its upcoming events, and copies its link', async () => {
    const { storeId, eventId } = await demoStore()
    const context = await visitor()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl() })
    // A desktop browser without a share sheet (Chromium's on Linux has none): the link is copied.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    const page = await context.newPage()
    await page.goto(`/events/${eventId}`)
    await settled(page)
    await page
      .getByRole('region', { name: 'Venue' })
      .getByRole('link', { name: 'Le Donjon de Paris' })
      .click()
    await page.waitForURL((url) => url.pathname === `/stores/${storeId}`)
    await page.getByRole('heading', { name: 'Le Donjon de Paris', level: 1 }).waitFor()
    await settled(page)
    expect(await page.title()).toContain('Le Donjon de Paris')

    const hours = page.getByRole('region', { name: 'Opening hours' }).getByRole('row')
    expect(await hours.count()).toBe(7)
    expect(await hours.first().textContent()).toMatch(/^Monday/)
    const events = page.getByRole('region', { name: 'Upcoming events' })
    expect(await events.getByRole('article').count()).toBeGreaterThan(0)
    expect(await allViolations(page)).toEqual([])
    await shoot(page, 'store-en-1280')

    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${webUrl()}/stores/${storeId}`)
    await context.close()
  })

  it('fits a phone in French, and shares through the device’s sheet there', async () => {
    const { storeId } = await demoStore()
    const context = await visitor({ width: 390, locale: 'fr-FR' })
    // The share sheet the phone would open: what it was given is kept to be read.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          ;(window as { shared?: ShareData }).shared = data
          return Promise.resolve()
        },
      })
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true })
    })
    const page = await context.newPage()
    await page.goto(`/fr/stores/${storeId}`)
    await settled(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Le Donjon de Paris')
    expect(
      await page.getByRole('region', { name: "Horaires d'ouverture" }).getByRole('row').first().textContent(),
    ).toMatch(/^lundi/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await allViolations(page)).toEqual([])
    await shoot(page, 'store-fr-390')

    await page.getByRole('button', { name: 'Partager' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared))
      .toMatchObject({ title: 'Le Donjon de Paris', url: `${webUrl()}/fr/stores/${storeId}` })
    await context.close()
  })

  it('shows the not-found page for a store that is not public or does not exist', async () => {
    const context = await visitor()
    const page = await context.newPage()
    await page.goto('/stores/999999')
    await page.getByText('This page does not exist!').waitFor()
    await context.close()
  })
})

describe('a shared link', () => {
  it('unfurls: the event’s and the store’s pages carry their Open Graph tags for crawlers', async () => {
    const { storeId, eventId, eventName } = await demoStore()
    const crawl = async (path: string) => {
      const response = await fetch(`${webUrl()}${path}`, {
        headers: { accept: '*/*', 'user-agent': 'WhatsApp/2.23' },
      })
      expect(response.status).toBe(200)
      return response.text()
    }
    const tag = (html: string, name: string) =>
      new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1]

    const event = await crawl(`/de/events/${eventId}`)
    expect(tag(event, 'og:title')).toBe(eventName.replace(/&/g, '&amp;'))
    expect(tag(event, 'og:url')).toBe(`${webUrl()}/de/events/${eventId}`)
    expect(tag(event, 'og:locale')).toBe('de_DE')
    // A wide picture of known size (the default, a cover) is a large card; a logo, a small one.
    const wide = tag(event, 'og:image:width') !== undefined
    expect(tag(event, 'twitter:card')).toBe(wide ? 'summary_large_image' : 'summary')
    // Its picture (the event's cover, else its store's logo — organizer.e2e.ts may have given the store one —
    // else the product's wide picture) is an absolute address a crawler can fetch.
    const picture = tag(event, 'og:image') ?? ''
    expect(picture.startsWith(`${webUrl()}/`)).toBe(true)
    const image = await fetch(picture)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)

    const store = await crawl(`/stores/${storeId}`)
    expect(tag(store, 'og:title')).toBe('Le Donjon de Paris')
    expect(tag(store, 'description')).toContain('Paris')

    // In a browser the same address is the app itself, its event page.
    const context = await visitor()
    const page = await context.newPage()
    await page.goto(`/de/events/${eventId}`)
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor()
    await page.getByRole('button', { name: 'Teilen' }).waitFor()
    await context.close()
  })
})

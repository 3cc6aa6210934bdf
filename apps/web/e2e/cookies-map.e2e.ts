import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext, seriousViolations } from './support/browser'

const CONSENT_KEY = 'cookie_consent'
// A 1×1 transparent PNG: every tile is answered here, so the test needs no outside network.
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let browser: Browser
let tileOrigin: string
beforeAll(async () => {
  browser = await launchBrowser()
  const response = await fetch(new URL('/api/config/', inject('webUrl')))
  const config = (await response.json()) as { map_tile_url: string }
  tileOrigin = new URL(config.map_tile_url.replace(/\{\w\}/g, '0')).origin
})
afterAll(async () => {
  await browser?.close()
})

/** Answers every tile request locally and counts them, and counts requests for Leaflet's chunk. */
async function watchMapRequests(context: BrowserContext) {
  const counts = { tiles: 0, leafletChunk: 0 }
  await context.route(`${tileOrigin}/**`, (route) => {
    counts.tiles++
    return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE })
  })
  context.on('request', (request) => {
    if (/leaflet/.test(new URL(request.url()).pathname)) counts.leafletChunk++
  })
  return counts
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY)

const banner = (page: Page, title: string) => page.getByRole('region', { name: title })

describe('the cookie banner', () => {
  it('asks a new visitor, keyboard first, and is gone after they refuse', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    await banner(page, 'Cookies on Questboard').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // Right after the skip link: the first stop of the keyboard.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Accept all')

    await banner(page, 'Cookies on Questboard').getByRole('button', { name: 'Refuse all' }).click()
    await page.getByText('You refused the optional cookies.').waitFor()
    const consent = await storedConsent(page)
    expect(consent).toMatchObject({ analytics: false, maps: false })
    expect(Date.now() - Date.parse(consent.givenAt)).toBeLessThan(60_000)

    await page.reload()
    await page.locator('main h1').first().waitFor()
    expect(await banner(page, 'Cookies on Questboard').count()).toBe(0)
    await context.close()
  })

  it('fits a 360 px phone in French without covering the page, and accepting all is remembered', async () => {
    const context = await newContext(browser, { locale: 'fr-FR', width: 360 })
    const page = await context.newPage()
    await page.goto('/fr/')
    const region = banner(page, 'Les cookies sur Questboard')
    await region.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    for (const name of ['Tout accepter', 'Tout refuser', 'Personnaliser']) {
      const box = await region.getByRole(name === 'Personnaliser' ? 'link' : 'button', { name }).boundingBox()
      expect(box, name).not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(360)
    }
    // In the page's flow, not over it: the home search button is not hidden behind the banner.
    const search = page.getByRole('button', { name: 'Rechercher' })
    await search.scrollIntoViewIfNeeded()
    const covered = await search.evaluate((button) => {
      const rect = button.getBoundingClientRect()
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
      return !(top && button.contains(top))
    })
    expect(covered).toBe(false)

    await region.getByRole('button', { name: 'Tout accepter' }).click()
    await page.getByText('Vous avez accepté tous les cookies.').waitFor()
    expect(await storedConsent(page)).toMatchObject({ analytics: true, maps: true })
    await page.reload()
    await page.locator('main h1').first().waitFor()
    expect(await banner(page, 'Les cookies sur Questboard').count()).toBe(0)
    await context.close()
  })

  it('asks again once the choice is older than 13 months', async () => {
    const context = await newContext(browser)
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: CONSENT_KEY,
      value: JSON.stringify({ analytics: true, maps: true, givenAt: '2020-01-01T00:00:00.000Z' }),
    })
    const page = await context.newPage()
    await page.goto('/')
    await banner(page, 'Cookies on Questboard').waitFor()
    await context.close()
  })
})

describe('the cookie preferences page', () => {
  it('saves a choice per category and shows it again after a reload (German, 360 px)', async () => {
    const context = await newContext(browser, { locale: 'de-DE', width: 360 })
    const page = await context.newPage()
    await page.goto('/de/')
    await banner(page, 'Cookies auf Questboard').getByRole('link', { name: 'Anpassen' }).click()
    await page.waitForURL((url) => url.pathname === '/de/cookie-preferences')
    await page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' }).waitFor()
    // The page asks the same question in full: no banner on top of it.
    expect(await banner(page, 'Cookies auf Questboard').count()).toBe(0)
    await page.getByText('Sie haben noch keine Auswahl getroffen').waitFor()

    const necessary = page.getByRole('switch', { name: 'Notwendig' })
    const analytics = page.getByRole('switch', { name: 'Statistik' })
    const maps = page.getByRole('switch', { name: 'Karten' })
    expect(await necessary.isChecked()).toBe(true)
    expect(await necessary.isDisabled()).toBe(true)
    expect(await analytics.isChecked()).toBe(false)
    expect(await maps.isChecked()).toBe(false)
    expect(await seriousViolations(page)).toEqual([])

    await maps.check()
    await page.getByRole('button', { name: 'Meine Einstellungen speichern' }).click()
    await page.getByRole('status').getByText('Ihre Cookie-Einstellungen wurden gespeichert.').waitFor()
    await page.getByText(/Auswahl getroffen am .+, gültig bis .+\./).waitFor()
    expect(await storedConsent(page)).toMatchObject({ analytics: false, maps: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await page.reload()
    await page.getByRole('switch', { name: 'Karten' }).waitFor()
    expect(await page.getByRole('switch', { name: 'Karten' }).isChecked()).toBe(true)
    expect(await page.getByRole('switch', { name: 'Statistik' }).isChecked()).toBe(false)
    await page.getByText(/Auswahl getroffen am/).waitFor()
    await context.close()
  })
})

describe('the event map on the locator', () => {
  const LOCALES = [
    {
      path: '/event-locator',
      width: 1280,
      banner: 'Cookies on Questboard',
      refuse: 'Refuse all',
      blocked: 'The maps service has been blocked due to your cookie preferences.',
      allow: 'Allow maps',
      preferences: 'Change my cookie preferences',
      preferencesPath: '/cookie-preferences',
      label: 'Map of events',
      cluster: /^[\d,]+ events here, zoom in$/,
      mapView: 'Map',
    },
    {
      path: '/fr/event-locator',
      width: 360,
      banner: 'Les cookies sur Questboard',
      refuse: 'Tout refuser',
      blocked: 'Le service de cartes a été bloqué en raison de vos préférences de cookies.',
      allow: 'Autoriser les cartes',
      preferences: 'Modifier mes préférences de cookies',
      preferencesPath: '/fr/cookie-preferences',
      label: 'Carte des événements',
      cluster: /^\d[\d\u202f]* événements ici, zoomer$/,
      mapView: 'Carte',
    },
  ] as const

  for (const texts of LOCALES) {
    it(`stays blocked after refusing, then shows markers once maps are allowed (${texts.path}, ${texts.width} px)`, async () => {
      const context = await newContext(browser, { width: texts.width })
      const counts = await watchMapRequests(context)
      const page = await context.newPage()
      const mapRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/events/event_locations/')) mapRequests.push(request.url())
      })
      await page.goto(texts.path)
      await banner(page, texts.banner).getByRole('button', { name: texts.refuse }).click()
      // The list is there; on a phone the map is one tap away (the list/map toggle).
      await page.locator('main article').first().waitFor()
      if (texts.width < 640) await page.getByRole('button', { name: texts.mapView, exact: true }).click()

      const region = page.getByRole('region', { name: texts.label })
      await region.getByText(texts.blocked).waitFor()
      expect(await region.getByRole('link', { name: texts.preferences }).getAttribute('href')).toBe(
        texts.preferencesPath,
      )
      // The map asks for nothing, not even the events' places.
      await page.waitForTimeout(500)
      expect(counts).toEqual({ tiles: 0, leafletChunk: 0 })
      expect(mapRequests).toEqual([])
      expect(await page.locator('.leaflet-container').count()).toBe(0)
      expect(await seriousViolations(page)).toEqual([])

      const served = page.waitForResponse((response) =>
        response.url().includes('/api/events/event_locations/?'),
      )
      await region.getByRole('button', { name: texts.allow }).click()
      await page.locator('.leaflet-container').waitFor()
      expect(await storedConsent(page)).toMatchObject({ analytics: false, maps: true })
      await expect.poll(() => counts.tiles).toBeGreaterThan(0)
      expect(counts.leafletChunk).toBeGreaterThan(0)
      await page
        .locator('.leaflet-control-attribution')
        .getByRole('link', { name: 'OpenStreetMap' })
        .waitFor()

      // The map asks for its view only; the Event API seeds a few hundred demo events, so it has clusters.
      const answer = await served
      expect(answer.ok()).toBe(true)
      expect(new URL(answer.url()).searchParams.get('bbox')).toMatch(/^(-?[\d.]+,){3}-?[\d.]+$/)
      expect(((await answer.json()) as { count: number }).count).toBeGreaterThan(0)
      const cluster = region.getByRole('button', { name: texts.cluster }).first()
      await cluster.waitFor()
      expect(await cluster.getAttribute('tabindex')).toBe('0')
      const zoomOf = () =>
        page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style'))
      const before = await zoomOf()
      await cluster.focus()
      await page.keyboard.press('Enter')
      await expect.poll(zoomOf).not.toBe(before)
      expect(await seriousViolations(page)).toEqual([])

      // The choice holds: the next visit loads the map straight away (on a phone, once the map is shown).
      await page.reload()
      if (texts.width < 640) await page.getByRole('button', { name: texts.mapView, exact: true }).click()
      await page.locator('.leaflet-container').waitFor()
      await context.close()
    })
  }
})

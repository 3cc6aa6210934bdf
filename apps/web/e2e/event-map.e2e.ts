// The locator's map in Chromium, maps allowed: it asks the Event API for its view only (bbox, zoom and the
// list's filters), shows the area's count and the clusters' counts for the language, keeps the last answer
// on screen while the next loads, crosses the antimeridian, and at the deepest zoom offers the list.
import type { EventMap } from '@questboard/domain/event-api.schema'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, seriousViolations } from './support/browser'

const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

let browser: Browser
let tileOrigin: string
beforeAll(async () => {
  browser = await launchBrowser()
  const config = (await (await fetch(new URL('/api/config/', inject('webUrl')))).json()) as {
    map_tile_url: string
  }
  tileOrigin = new URL(config.map_tile_url.replace(/\{\w\}/g, '0')).origin
})
afterAll(async () => {
  await browser?.close()
})

/** A context with maps allowed and every tile answered locally, optionally placed somewhere on Earth. */
async function mapContext(
  options: { locale?: string; width?: number; geolocation?: { latitude: number; longitude: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('webUrl'),
    locale: options.locale ?? 'en-GB',
    viewport: { width: options.width ?? 1280, height: 900 },
    serviceWorkers: 'block',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  })
  await context.addInitScript(() =>
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ analytics: false, maps: true, givenAt: new Date().toISOString() }),
    ),
  )
  await context.route(`${tileOrigin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  )
  return context
}

const isMapAnswer = (response: Response) =>
  response.url().includes('/api/events/event_locations/') && new URL(response.url()).searchParams.has('bbox')

const bboxOf = (url: string) => (new URL(url).searchParams.get('bbox') ?? '').split(',').map(Number)

const mapRegion = (page: Page, name = 'Map of events') => page.getByRole('region', { name })

describe('the locator map at scale', () => {
  it('asks for its view with the list’s filters and shows the area’s count and the clusters’ counts', async () => {
    const context = await mapContext()
    const page = await context.newPage()
    const first = page.waitForResponse(isMapAnswer)
    await page.goto('/event-locator?country=FR&event_type=all')
    const response = await first
    expect(response.ok()).toBe(true)
    const query = new URL(response.url()).searchParams
    expect(query.get('country')).toBe('FR')
    expect(query.get('zoom')).toMatch(/^\d+$/)
    expect(query.has('page')).toBe(false)
    // The map went to France: Paris is in the box asked.
    const [west = 0, south = 0, east = 0, north = 0] = bboxOf(response.url())
    expect(west).toBeLessThanOrEqual(2.35)
    expect(east).toBeGreaterThanOrEqual(2.35)
    expect(south).toBeLessThanOrEqual(48.86)
    expect(north).toBeGreaterThanOrEqual(48.86)

    const answer = (await response.json()) as EventMap
    expect(answer.count).toBeGreaterThan(0)
    const region = mapRegion(page)
    const countText = `${answer.count.toLocaleString('en-GB')} event${answer.count === 1 ? '' : 's'} in this area`
    await region.getByText(countText, { exact: true }).waitFor()
    const markers = region.locator('.leaflet-marker-icon')
    await expect.poll(() => markers.count()).toBe(answer.clusters.length + answer.events.length)
    for (const cluster of answer.clusters) {
      const name = `${cluster.count.toLocaleString('en-GB')} events here, zoom in`
      expect(await region.getByRole('button', { name, exact: true }).count()).toBeGreaterThan(0)
    }
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('keeps the last answer on screen while the next view loads, and drops a view already left', async () => {
    const context = await mapContext()
    const page = await context.newPage()
    const first = page.waitForResponse(isMapAnswer)
    await page.goto('/event-locator?event_type=all')
    await first
    const markers = mapRegion(page).locator('.leaflet-marker-icon')
    await expect.poll(() => markers.count()).toBeGreaterThan(0)

    // The next answers wait until the test lets them go.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const asked: string[] = []
    const aborted: string[] = []
    await page.route(/\/api\/events\/event_locations\/\?.*bbox=/, async (route) => {
      asked.push(route.request().url())
      await held
      await route.continue().catch(() => {})
    })
    page.on('requestfailed', (request) => {
      if (request.url().includes('bbox=')) aborted.push(request.url())
    })

    const map = page.locator('.leaflet-container')
    await map.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => asked.length).toBe(1)
    // The previous markers stay while it loads, and the map says it is busy.
    expect(await markers.count()).toBeGreaterThan(0)
    expect(await mapRegion(page).locator('[aria-busy="true"]').count()).toBe(1)

    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await expect.poll(() => asked.length).toBe(2)
    expect(bboxOf(asked[1] ?? '')).not.toEqual(bboxOf(asked[0] ?? ''))
    // The first view was left before its answer came: its request is aborted, not waited for.
    await expect.poll(() => aborted).toContain(asked[0])

    const settled = page.waitForResponse(isMapAnswer)
    release()
    const answer = (await (await settled).json()) as EventMap
    await expect.poll(() => markers.count()).toBe(answer.clusters.length + answer.events.length)
    await expect.poll(() => mapRegion(page).locator('[aria-busy="true"]').count()).toBe(0)
    await context.close()
  })

  it('asks a box crossing the antimeridian around a visitor in Fiji', async () => {
    const context = await mapContext({ geolocation: { latitude: -17.8, longitude: 179.95 } })
    const page = await context.newPage()
    await page.goto('/event-locator?event_type=all')
    await page.waitForResponse(isMapAnswer)
    const near = page.waitForResponse((response) => {
      if (!isMapAnswer(response)) return false
      const [west = 0, , east = 0] = bboxOf(response.url())
      return west > east
    })
    await page.getByRole('button', { name: 'Events near me', exact: true }).click()
    const response = await near
    expect(response.ok()).toBe(true)
    const [west = 0, south = 0, east = 0, north = 0] = bboxOf(response.url())
    expect(west).toBeGreaterThan(179)
    expect(east).toBeLessThan(-179)
    expect(south).toBeLessThan(-17.8)
    expect(north).toBeGreaterThan(-17.8)
    const answer = (await response.json()) as EventMap
    expect(answer.count).toBe(
      answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.events.length,
    )
    await mapRegion(page)
      .getByText(/in this area$|^No events in this area/)
      .first()
      .waitFor()
    await context.close()
  })

  it('zooms a cluster in on Enter, and at the deepest zoom offers the list around its place (French)', async () => {
    // Same-place events (a store's many events at its address) are not in the demo data: the Event API's
    // answer is replaced by one such cluster wherever the map looks.
    const context = await mapContext({ locale: 'fr-FR', width: 390 })
    const page = await context.newPage()
    const zooms: number[] = []
    await page.route(/\/api\/events\/event_locations\/\?.*bbox=/, (route) => {
      zooms.push(Number(new URL(route.request().url()).searchParams.get('zoom')))
      const place = { lat: 48.8566, lng: 2.3522 }
      route.fulfill({ json: { count: 1234, clusters: [{ ...place, count: 1234 }], events: [] } })
    })
    await page.goto('/fr/event-locator?city=201')
    // On a phone the map is one tap away (the list/map toggle).
    await page.getByRole('button', { name: 'Carte', exact: true }).click()
    const region = mapRegion(page, 'Carte des événements')
    await region.getByText('1\u202f234 événements dans cette zone', { exact: true }).waitFor()

    const zoomIn = region.getByRole('button', { name: '1\u202f234 événements ici, zoomer', exact: true })
    const atPlace = region.getByRole('button', { name: '1\u202f234 événements à cet endroit', exact: true })
    for (let step = 0; step < 10 && (await atPlace.count()) === 0; step++) {
      const asked = zooms.length
      await zoomIn.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => zooms.length).toBeGreaterThan(asked)
    }
    expect(zooms.at(-1)).toBe(20)
    await atPlace.focus()
    await page.keyboard.press('Enter')
    const link = region.getByRole('link', { name: 'Ouvrir la liste autour de cet endroit' })
    const href = new URL((await link.getAttribute('href')) ?? '', inject('webUrl'))
    expect(href.pathname).toBe('/fr/events')
    expect(href.searchParams.get('city')).toBe('201')
    expect(href.searchParams.get('latitude')).toBe('48.857')
    expect(href.searchParams.get('longitude')).toBe('2.352')
    expect(await seriousViolations(page)).toEqual([])
    await link.click()
    await page.waitForURL((url) => url.pathname === '/fr/events' && url.searchParams.has('latitude'))
    await page.locator('main article').first().waitFor()
    await context.close()
  })
})

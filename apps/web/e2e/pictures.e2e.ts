// Issue 13 point 7 in Chromium: an organizer gives an event a cover on its form; the event's card and page show
// it, sized before it arrives (no layout shift, measured as browsers measure it), at phone and desktop width;
// the publisher's game artwork stands in for events without a cover; a phone fetches the small width only.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { allViolations, launchBrowser, newContext } from './support/browser'
import { shoot, signedInAs } from './support/organizer'

const PHONE = 390
const DESKTOP = 1280

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

const webUrl = () => inject('webUrl')

/** An upcoming event of the demo store in Paris (the organizer's), as the public list gives it. */
async function organizersEvent(): Promise<{ id: number; name: string; store: number }> {
  const stores = await (await fetch(`${webUrl()}/api/stores/?search=Donjon`)).json()
  const store = stores.results[0].id as number
  const events = await (await fetch(`${webUrl()}/api/events/?owner=${store}&page_size=1`)).json()
  const [event] = events.results
  return { id: event.id, name: event.name, store }
}

/**
 * A visitor whose cookies are chosen already (the banner is another file's story), and whose pages add up their
 * layout shifts as Chrome's Cumulative Layout Shift does (shifts right after an input do not count).
 */
async function visitor(width: number) {
  const context = await newContext(browser, { width })
  contexts.push(context)
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ analytics: false, maps: false, givenAt: new Date().toISOString() }),
    )
    const shifts = { total: 0 }
    ;(window as { layoutShift?: typeof shifts }).layoutShift = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return context
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as { layoutShift?: { total: number } }).layoutShift?.total ?? -1)

async function settled(page: Page) {
  await page.locator('main h1').first().waitFor()
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0)
}

/** Waits until the image has arrived and is drawn; answers the URL the browser chose from its srcset. */
async function loaded(page: Page, selector: string): Promise<string> {
  const image = page.locator(selector).first()
  await image.scrollIntoViewIfNeeded()
  await page.waitForFunction(
    (found) => {
      const element = document.querySelector(found) as HTMLImageElement | null
      return Boolean(element?.complete && element.naturalWidth > 0)
    },
    selector,
    { timeout: 15_000 },
  )
  return image.evaluate((element) => (element as HTMLImageElement).currentSrc)
}

/** A 1600 × 1000 PNG drawn by the browser: a gradient, a few shapes and a title, as a photo would be large. */
async function coverPng(page: Page, title: string): Promise<Buffer> {
  const data = await page.evaluate(async (text) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1600
    canvas.height = 1000
    const draw = canvas.getContext('2d') as CanvasRenderingContext2D
    const gradient = draw.createLinearGradient(0, 0, 1600, 1000)
    gradient.addColorStop(0, '#1e1b4b')
    gradient.addColorStop(1, '#f59e0b')
    draw.fillStyle = gradient
    draw.fillRect(0, 0, 1600, 1000)
    draw.fillStyle = '#ede9fe'
    for (const [x, y, r] of [
      [300, 300, 140],
      [1250, 620, 220],
      [800, 820, 90],
    ] as const) {
      draw.beginPath()
      draw.arc(x, y, r, 0, Math.PI * 2)
      draw.fill()
    }
    draw.fillStyle = '#ffffff'
    draw.font = 'bold 110px sans-serif'
    draw.fillText(text, 160, 560)
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made as Blob), 'image/png'),
    )
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  }, title)
  return Buffer.from(data, 'base64')
}

describe('pictures', () => {
  let event: { id: number; name: string; store: number }
  let organizer: Page | undefined

  // The other files see the demo event as it was: its cover goes (removed on the form, as an organizer would).
  afterAll(async () => {
    if (!organizer) return
    await organizer.goto(`/profile/event/edit/${event.id}`)
    const cover = organizer.getByRole('group', { name: 'Cover image' })
    await cover.getByRole('button', { name: 'Remove the picture' }).click()
    await cover.getByText('The picture will be removed when you save.').waitFor()
    await organizer.getByRole('button', { name: 'Save the changes' }).click()
    await organizer.getByRole('status').filter({ hasText: 'Your changes have been saved' }).waitFor()
    await cover.getByText('No picture yet.').waitFor()
  })

  it('an organizer gives an event a cover on its form', async () => {
    event = await organizersEvent()
    const page = await signedInAs(browser, 'organizer', `/profile/event/edit/${event.id}`)
    contexts.push(page.context())
    organizer = page
    await page.getByRole('button', { name: 'Save the changes' }).waitFor()
    const cover = page.getByRole('group', { name: 'Cover image' })
    await cover.getByText('No picture yet.').waitFor()
    await cover.getByLabel('Choose a picture').setInputFiles({
      name: 'spring.png',
      mimeType: 'image/png',
      buffer: await coverPng(page, 'Spring cover'),
    })
    await cover.getByRole('img', { name: 'The picture chosen' }).waitFor()
    await page.getByRole('button', { name: 'Save the changes' }).click()
    await page.getByRole('status').filter({ hasText: 'Your changes have been saved' }).waitFor()
    // The stored cover replaces the chosen file: read again from the API, in its three widths.
    const current = cover.getByRole('img', { name: 'The current picture' })
    await current.waitFor()
    expect(await loaded(page, '#cover img')).toMatch(/-400\.webp$/)
    expect(await current.getAttribute('srcset')).toMatch(
      /-400\.webp 400w, .+-800\.webp 800w, .+-1200\.webp 1200w$/,
    )
    expect(await allViolations(page)).toEqual([])
    await shoot(page, 'pictures-form-1280')
  })

  for (const width of [DESKTOP, PHONE]) {
    it(`shows it on the event's page and its card without moving anything, at ${width} px`, async () => {
      const context = await visitor(width)
      const page = await context.newPage()
      await page.goto(`/events/${event.id}`)
      await settled(page)
      const header = 'main header img'
      const chosen = await loaded(page, header)
      // A phone shows it across the page (about 360 CSS pixels: the 400 width); a wide screen in the 22rem column.
      expect(chosen).toMatch(/\/media\/pictures\/covers\/\d+\/[0-9a-f]{24}-400\.webp$/)
      const image = page.locator(header)
      expect(await image.getAttribute('alt')).toBe(`Cover image of ${event.name}`)
      expect(await image.getAttribute('width')).toBe('1200')
      expect(await image.getAttribute('height')).toBe('675')
      const box = await image.boundingBox()
      expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02)
      expect(await layoutShift(page)).toBeLessThan(0.01)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await allViolations(page)).toEqual([])
      await shoot(page, `pictures-event-${width}`)

      // The list, narrowed to the store's events (the first is this one): its card carries the cover as
      // decoration, lazily.
      const list = await context.newPage()
      await list.goto(`/events?owner=${event.store}`)
      await settled(list)
      const card = list.getByRole('article').filter({ hasText: event.name })
      await card.waitFor()
      const cardImage = card.locator('img')
      expect(await cardImage.getAttribute('alt')).toBe('')
      expect(await cardImage.getAttribute('loading')).toBe('lazy')
      expect(await cardImage.getAttribute('decoding')).toBe('async')
      expect(await loaded(list, 'main li:first-child article img')).toMatch(/\/covers\/.+-(400|800)\.webp$/)
      expect(await layoutShift(list)).toBeLessThan(0.01)
      expect(await list.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await allViolations(list)).toEqual([])
      await shoot(list, `pictures-list-${width}`)
    })
  }

  it('the publisher’s game artwork stands in for events without a cover; a phone fetches its small width, lazily', async () => {
    const home = await (await fetch(`${webUrl()}/api/events/?page_size=6`)).json()
    const uncovered = home.results.find((listed: { picture: unknown }) => listed.picture === null)
    expect(uncovered, 'an upcoming event without a cover').toMatchObject({
      picture: null,
      game_name: expect.any(String),
    })
    const admin = await signedInAs(browser, 'admin', '/admin?tab=games')
    contexts.push(admin.context())
    const gameName: string = uncovered.game_name
    const form = admin.getByRole('form', { name: gameName })
    await form.getByText(/No artwork yet/).waitFor()
    await form
      .getByLabel(`New artwork for ${gameName}`)
      .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: await coverPng(admin, gameName) })
    await form.getByRole('button', { name: 'Save the artwork' }).click()
    await admin
      .getByRole('status')
      .filter({ hasText: `The artwork of ${gameName} is saved.` })
      .waitFor()
    await form.getByRole('img', { name: `Artwork of ${gameName}` }).waitFor()
    expect(await allViolations(admin)).toEqual([])
    await shoot(admin, 'pictures-admin-games-1280')

    try {
      // A phone: the cards' pictures come lazily, in the width a phone shows (400 pixels at this density),
      // never the 1200 a wide screen's large picture takes.
      const context = await visitor(PHONE)
      const page = await context.newPage()
      const pictures: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/media/pictures/')) pictures.push(request.url())
      })
      await page.goto('/')
      await settled(page)
      const card = page.getByRole('article').filter({ hasText: uncovered.name })
      await card.waitFor()
      await card.scrollIntoViewIfNeeded()
      expect(await card.locator('img').getAttribute('loading')).toBe('lazy')
      await expect.poll(() => pictures.some((url) => url.includes('/game-art/'))).toBe(true)
      expect(pictures.filter((url) => !url.endsWith('-400.webp'))).toEqual([])
      expect(await layoutShift(page)).toBeLessThan(0.01)
      expect(await allViolations(page)).toEqual([])
      await shoot(page, `pictures-home-${PHONE}`)

      // Its page says whose artwork it is.
      await page.goto(`/events/${uncovered.id}`)
      await settled(page)
      await loaded(page, 'main header img')
      expect(await page.locator('main header img').getAttribute('alt')).toBe(`Artwork of ${gameName}`)
    } finally {
      // The other files see the games as the demo has them.
      await form.getByRole('button', { name: 'Remove the artwork' }).click()
      await admin
        .getByRole('status')
        .filter({ hasText: `The artwork of ${gameName} is removed.` })
        .waitFor()
    }
  })
})

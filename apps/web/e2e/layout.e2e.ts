// Issue 13 §6, the layout bugs, in Chromium at 360, 390, 768 and 1280 px, so they cannot come back: the event
// page's column running past its grid once a player is registered (the deck photo's file input), the store
// profile's opening hours cut on a phone, dates written in the browser's language rather than the page's
// (mm/dd/yyyy and 2:00 PM on a French page), the account menu's links at 360 px; and every route of the web
// app at 360 px in German, the language of the longest words, wider than none.
import type { EventDetail, EventPage } from '@questboard/domain/event-api.schema'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, newContext } from './support/browser'
import { openEventsInParis } from './support/events'
import { accountButton, DEMO_ACCOUNTS, type DemoAccount, signIn } from './support/sign-in'

const WIDTHS = [360, 390, 768, 1280]

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

/** A page signed in as `account` (or a visitor's), cookies chosen, in a browser speaking `browserLocale`. */
async function pageOf(
  account: DemoAccount | null,
  { width = 1280, browserLocale = 'en-GB', start = '/events' } = {},
) {
  const context = await newContext(browser, { width, locale: browserLocale })
  contexts.push(context)
  await context.addInitScript(() => {
    localStorage.setItem('loyalty', JSON.stringify({ hidden_at: new Date().toISOString() }))
    const choice = { analytics: false, maps: false, givenAt: new Date().toISOString() }
    localStorage.setItem('cookie_consent', JSON.stringify(choice))
  })
  const page = await context.newPage()
  await open(page, start)
  if (account) await signIn(page, DEMO_ACCOUNTS[account].email)
  return page
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('main h1').first().waitFor()
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0)
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, inject('webUrl')))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return (await response.json()) as T
}

/** The demo organizer's store id and one of its upcoming events. */
async function organizerEvent() {
  const stores = await getJson<{ results: { id: number; name: string }[] }>('/api/stores/?page_size=50')
  const store = stores.results.find((entry) => entry.name === DEMO_ACCOUNTS.organizer.nickname)
  if (!store) throw new Error('The demo data has no store of the demo organizer')
  const events = await getJson<EventPage>(`/api/events/?owner=${store.id}&event_type=Full&page_size=1`)
  const [event] = events.results
  if (!event) throw new Error('The demo organizer has no upcoming event')
  return { storeId: store.id, eventId: event.id }
}

describe('the layout bugs of issue 13', () => {
  it('keeps a registered player’s event page within its grid at every width', async () => {
    // An event taking deck photos before the day: the registered player's column holds the upload form.
    let chosen: EventDetail | undefined
    for (const event of await openEventsInParis()) {
      const detail = await getJson<EventDetail>(`/api/events/${event.id}/`)
      if (!detail.additional_info.deck_day_of_registration) {
        chosen = detail
        break
      }
    }
    if (!chosen) throw new Error('The demo data has no open event in Paris taking deck photos')
    const page = await pageOf('player', { start: `/events/${chosen.id}` })
    const register = page.getByRole('button', { name: 'Register', exact: true })
    const unregister = page.getByRole('button', { name: 'Unregister', exact: true })
    // A first try that failed half-way (the run retries once) left the player registered.
    await register.or(unregister).waitFor()
    if (await unregister.isVisible()) await unregister.click()
    await register.click()
    const dialog = page.getByRole('dialog', { name: 'Well done!' })
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('You are registered for this event.').waitFor()
    await page.getByRole('heading', { name: 'Deck photo' }).waitFor()
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width)
        // The side column ends where the grid does, and each of its cards where the column does.
        const overflow = await page.evaluate(() => {
          const aside = document.querySelector('main aside')
          const grid = aside?.parentElement
          if (!aside || !grid) return ['no side column']
          const past = (element: Element, edge: Element) =>
            element.getBoundingClientRect().right - edge.getBoundingClientRect().right
          return [
            past(aside, grid),
            ...[...aside.querySelectorAll('section')].map((card) => past(card, aside)),
          ].filter((pixels) => pixels > 0.5)
        })
        expect(overflow, `${width} px`).toEqual([])
      }
    } finally {
      await unregister.click()
      await page.getByText('You are no longer registered for this event.').waitFor()
    }
  })

  it('shows the store’s opening hours whole on a phone, in German, on a 24-hour clock', async () => {
    // An American browser: its own time inputs would say 10:00 AM and cut it.
    const page = await pageOf('organizer', { width: 360, browserLocale: 'en-US', start: '/de/events' })
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await open(page, '/de/profile')
      const hours = page.locator('input[name^="store_information.schedule."]')
      expect(await hours.count()).toBeGreaterThan(0)
      const problems = await hours.evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).flatMap((input) => {
          const box = input.getBoundingClientRect()
          const day = input.closest('fieldset')?.getBoundingClientRect()
          const cut = input.scrollWidth > input.clientWidth
          const outside = !day || box.left < day.left || box.right > day.right
          const clock = /^\d{2}:\d{2}$/.test(input.value) || input.value === ''
          return cut || outside || !clock ? [`${input.name} "${input.value}"`] : []
        }),
      )
      expect(problems, `${width} px`).toEqual([])
      expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width)
    }
  })

  it('writes dates and times as the page’s language does, whatever the browser’s', async () => {
    const visitor = await pageOf(null, { browserLocale: 'en-US', start: '/fr/events' })
    const from = visitor.getByLabel('Du', { exact: true })
    expect(await from.getAttribute('placeholder')).toBe('jj/mm/aaaa')
    await from.pressSequentially('16/12/2026')
    await visitor.waitForURL((url) => url.searchParams.get('start_date') === '2026-12-16')
    await from.press('Tab')
    expect(await from.inputValue()).toBe('16/12/2026')

    const organizer = await pageOf('organizer', { browserLocale: 'en-US', start: '/de/events' })
    await open(organizer, '/de/profile/event')
    const start = organizer.getByLabel(/^Beginn/)
    expect(await start.getAttribute('placeholder')).toBe('TT.MM.JJJJ, hh:mm')
    await start.fill('2026-12-16T19:00')
    await start.press('Tab')
    expect(await start.inputValue()).toBe('16.12.2026, 19:00')
    await start.fill('17.12.2026 9:30')
    await start.press('Tab')
    expect(await start.inputValue()).toBe('17.12.2026, 09:30')
  })
})

describe('every route at 360 px in German', () => {
  const PHONE = 360

  async function fitsThePhone(page: Page, paths: string[]) {
    const wider: string[] = []
    for (const path of paths) {
      await open(page, `/de${path}`)
      const width = await pageWidth(page)
      if (width > PHONE) wider.push(`${path}: ${width} px`)
    }
    expect(wider).toEqual([])
  }

  it('fits every public page', async () => {
    const [event] = await openEventsInParis()
    const { storeId } = await organizerEvent()
    if (!event) throw new Error('The demo data has no open event in Paris')
    const page = await pageOf(null, { width: PHONE, start: '/de/' })
    await fitsThePhone(page, [
      '/',
      '/events',
      `/events/${event.id}`,
      '/event-locator',
      `/stores/${storeId}`,
      `/events/${event.id}/screen`,
      '/the-loyalty-club',
      '/newsletter/unsubscribe',
      '/term-of-use',
      '/legal-notice',
      '/user-gts',
      '/organizer-gts',
      '/privacy-policy',
      '/cookie-preferences',
      '/how-to-create-an-event',
      '/no-such-page',
    ])
  })

  it('fits the player’s, the organizer’s and the admin’s pages; the account menu shows all its links', async () => {
    const { eventId } = await organizerEvent()
    const player = await pageOf('player', { width: PHONE, start: '/de/events' })
    await fitsThePhone(player, ['/profile/events', '/profile/organizer-request'])

    const organizer = await pageOf('organizer', { width: PHONE, start: '/de/events' })
    await fitsThePhone(organizer, [
      '/profile',
      '/profile/event',
      `/profile/event/edit/${eventId}`,
      '/profile/dashboard',
      `/profile/event/registrants/${eventId}`,
      `/profile/event/day/${eventId}`,
    ])
    await accountButton(organizer).click()
    const links = organizer.locator('header ul[id]:not([hidden]) a')
    expect(await links.allTextContents()).toContain('Veranstalter-Übersicht')
    const outside = await links.evaluateAll(
      (elements, width) =>
        elements
          .filter((element) => {
            const box = element.getBoundingClientRect()
            return box.left < 0 || box.right > width || box.width === 0
          })
          .map((element) => element.textContent),
      PHONE,
    )
    expect(outside).toEqual([])
    await organizer.getByRole('banner').getByRole('link', { name: 'Veranstalter-Übersicht' }).click()
    await organizer.getByRole('heading', { name: 'Veranstalter-Übersicht', level: 1 }).waitFor()

    const admin = await pageOf('admin', { width: PHONE, start: '/de/events' })
    await fitsThePhone(admin, ['/admin'])
  })
})

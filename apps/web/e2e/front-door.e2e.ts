// Issue 13, points 1 and 5, in Chromium: the organizer's way in (account menu, profile, My events, the how-to
// guide), the dashboard, duplicating an event, the registered players (printable, CSV) and the preview drawn
// as the event page itself, at phone and desktop width; then the same pages in the five other languages with
// no English word left and no accessibility violation.
import { readFileSync } from 'node:fs'
import { LOCALES, type Locale } from '@questboard/domain/constants'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAs } from './support/api'
import { allViolations, launchBrowser } from './support/browser'
import { catalogText } from './support/catalog'
import { englishLeftOn } from './support/english-words'
import { dayFromNow, fullEventBody } from './support/events'
import { signedInAs } from './support/organizer'
import { accountButton, DEMO_ACCOUNTS, type DemoAccount } from './support/sign-in'

const PHONE = 360
const EVENT_NAME = `Front door e2e ${Date.now()}`
const DRAFT_NAME = `${EVENT_NAME} draft`

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
/** The player this file registers for its event: unregistered at the end, so other files find the demo player free. */
let registered: { player: Page; eventId: number } | undefined
afterAll(async () => {
  if (registered) {
    await apiAs(registered.player, `/api/events/${registered.eventId}/register/`, { method: 'DELETE' })
  }
  for (const context of contexts) await context.close()
  await browser?.close()
})

async function signedIn(account: DemoAccount, width = 1280) {
  const page = await signedInAs(browser, account, '/events', { width })
  contexts.push(page.context())
  return page
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('main h1').first().waitFor()
  // Settled: no loading state left in the page.
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0)
}

/** Screenshots for a person to look at, only when E2E_SCREENSHOTS names a directory. */
async function shoot(page: Page, name: string) {
  const directory = process.env.E2E_SCREENSHOTS
  if (directory) await page.screenshot({ path: `${directory}/${name}.png`, fullPage: true })
}

/** A full event in Paris five days ahead, through the API as the form sends it; published unless a draft. */
async function createEvent(page: Page, name: string, { publish }: { publish: boolean }): Promise<number> {
  const day = dayFromNow(5)
  const created = await apiAs(page, '/api/events/', {
    method: 'POST',
    body: fullEventBody({
      name,
      start: `${day}T10:00`,
      end: `${day}T18:00`,
      description: 'Swiss rounds, then a top 8.',
    }),
  })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }
  if (publish) expect((await apiAs(page, `/api/events/${id}/publish/`, { method: 'POST' })).status).toBe(200)
  return id
}

let organizer: Page
let eventId = 0

describe('the organizer’s front door', { retry: 0 }, () => {
  it('shows "Create an event" and the dashboard in the account menu, on the profile, My events and the guide', async () => {
    organizer = await signedIn('organizer')
    await accountButton(organizer).click()
    const menu = organizer.getByRole('banner')
    await menu.getByRole('link', { name: 'Create an event' }).waitFor()
    await menu.getByRole('link', { name: 'Organizer dashboard' }).waitFor()
    expect(await allViolations(organizer)).toEqual([])
    await menu.getByRole('link', { name: 'Create an event' }).click()
    await organizer.waitForURL((url) => url.pathname === '/profile/event')

    for (const path of ['/profile', '/profile/events']) {
      await open(organizer, path)
      await organizer.getByRole('main').getByRole('link', { name: 'Create an event' }).waitFor()
      await organizer.getByRole('main').getByRole('link', { name: 'Organizer dashboard' }).waitFor()
    }
    await open(organizer, '/how-to-create-an-event')
    await organizer.getByRole('main').getByRole('link', { name: 'Create an event' }).click()
    await organizer.waitForURL((url) => url.pathname === '/profile/event')
  })

  it('lists the events by what they need next, with counts, on the dashboard', async () => {
    eventId = await createEvent(organizer, EVENT_NAME, { publish: true })
    await createEvent(organizer, DRAFT_NAME, { publish: false })
    const player = await signedIn('player')
    expect((await apiAs(player, `/api/events/${eventId}/register/`, { method: 'POST' })).status).toBe(201)
    registered = { player, eventId }

    await open(organizer, '/profile/dashboard')
    await organizer.getByRole('heading', { name: 'Organizer dashboard', level: 1 }).waitFor()
    const upcoming = organizer.getByRole('region', { name: /^Upcoming/ })
    const event = upcoming.getByRole('article', { name: EVENT_NAME, exact: true })
    await event.getByText('1 player registered').waitFor()
    await organizer
      .getByRole('region', { name: /^Drafts/ })
      .getByRole('article', { name: DRAFT_NAME })
      .waitFor()
    const counts = organizer.getByRole('navigation', { name: 'Your events at a glance' })
    const drafts = Number(
      /\d+/.exec((await counts.getByRole('link', { name: /Drafts/ }).textContent()) ?? '')?.[0],
    )
    expect(drafts).toBeGreaterThanOrEqual(1)
    expect(await allViolations(organizer)).toEqual([])
    await shoot(organizer, 'dashboard-desktop')
  })

  it('shows the registered players to print and as a CSV', async () => {
    await organizer
      .getByRole('article', { name: EVENT_NAME, exact: true })
      .getByRole('link', { name: 'Registered players' })
      .click()
    await organizer.waitForURL((url) => url.pathname === `/profile/event/registrants/${eventId}`)
    const table = organizer.getByRole('table', { name: 'Registered players' })
    await table.getByRole('rowheader', { name: DEMO_ACCOUNTS.player.nickname }).waitFor()
    expect(await allViolations(organizer)).toEqual([])
    await shoot(organizer, 'registrants-desktop')

    const [download] = await Promise.all([
      organizer.waitForEvent('download'),
      organizer.getByRole('button', { name: 'Download (CSV)' }).click(),
    ])
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
    const [header, row, end] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe('No.,Nickname,Registered on,Deck photo')
    expect(row).toMatch(new RegExp(`^1,${DEMO_ACCOUNTS.player.nickname},.+,Not sent$`))
    expect(end).toBe('')

    // Printed, the list stands alone: no site header, menu or buttons.
    await organizer.emulateMedia({ media: 'print' })
    expect(await organizer.getByRole('banner').first().isVisible()).toBe(false)
    expect(await organizer.getByRole('button', { name: 'Print the list' }).isVisible()).toBe(false)
    expect(await table.isVisible()).toBe(true)
    await organizer.emulateMedia({ media: 'screen' })
  })

  it('duplicates an event as a new draft with its dates cleared', async () => {
    await open(organizer, '/profile/dashboard')
    await organizer
      .getByRole('article', { name: EVENT_NAME, exact: true })
      .getByRole('link', { name: 'Duplicate' })
      .click()
    await organizer.waitForURL((url) => url.searchParams.get('from') === String(eventId))
    await organizer.getByText(`This is a copy of “${EVENT_NAME}”`).waitFor()
    const main = organizer.getByRole('main')
    await expect.poll(() => main.getByLabel(/^Event name/).inputValue()).toBe(EVENT_NAME)
    expect(await main.getByLabel(/^Start/).inputValue()).toBe('')
    expect(await main.getByLabel(/^Maximum number of players/).inputValue()).toBe('16')
    const day = dayFromNow(12)
    await main.getByLabel(/^Start/).fill(`${day}T10:00`)
    await main.getByLabel(/^End/).fill(`${day}T18:00`)
    await organizer.getByRole('button', { name: 'Create the event' }).click()
    await organizer.waitForURL(/\/profile\/event\/edit\/\d+$/)
    const copy = Number(/(\d+)$/.exec(new URL(organizer.url()).pathname)?.[1])
    expect(copy).not.toBe(eventId)
    const saved = (await (await apiAs(organizer, `/api/events/${copy}/`)).json()) as Record<string, unknown>
    expect(saved).toMatchObject({ name: EVENT_NAME, status: 'draft', event_start_date: `${day}T10:00` })
  })

  it('previews the form as the event page itself', async () => {
    await organizer.getByRole('button', { name: 'Preview' }).click()
    await organizer.waitForURL(/\/profile\/event\/preview/)
    await organizer.getByRole('heading', { name: EVENT_NAME, level: 1 }).waitFor()
    await organizer.getByText('This is how players will see your event.', { exact: false }).waitFor()
    // The event page's own parts: the registration card with its (inert) button, the venue, the schedule.
    expect(await organizer.getByRole('button', { name: 'Register', exact: true }).isDisabled()).toBe(true)
    await organizer.getByRole('heading', { name: 'Venue' }).waitFor()
    await organizer.getByRole('heading', { name: 'Schedule' }).waitFor()
    await organizer.getByText('Registration on Questboard').first().waitFor()
    expect(await allViolations(organizer)).toEqual([])
    await shoot(organizer, 'preview-desktop')
    await organizer.getByRole('button', { name: 'Back to editing' }).click()
    await organizer.waitForURL(/\/profile\/event\/edit\/\d+$/)
  })

  it('fits a phone: menu, dashboard, registered players and preview at 360 pixels', async () => {
    const phone = await signedIn('organizer', PHONE)
    await accountButton(phone).click()
    await phone.getByRole('banner').getByRole('link', { name: 'Organizer dashboard' }).click()
    await phone.getByRole('heading', { name: 'Organizer dashboard', level: 1 }).waitFor()
    await expect.poll(() => phone.locator('main [aria-busy="true"]').count()).toBe(0)
    for (const path of ['/profile/dashboard', `/profile/event/registrants/${eventId}`]) {
      await open(phone, path)
      expect(await allViolations(phone), path).toEqual([])
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        PHONE,
      )
    }
    await shoot(phone, 'registrants-360')
    await open(phone, '/profile/dashboard')
    await shoot(phone, 'dashboard-360')
  })
})

describe('the words in every language', () => {
  // Run alone (`-t`), the story above has not signed the organizer in nor made the event.
  beforeAll(async () => {
    organizer ??= await signedIn('organizer')
    if (!eventId) eventId = await createEvent(organizer, EVENT_NAME, { publish: true })
  })
  const others = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')

  for (const locale of others) {
    it(`leaves no English word and no accessibility violation on the organizer’s pages in ${locale}`, async () => {
      const page = organizer
      const pages = [
        `/${locale}/profile/dashboard`,
        `/${locale}/profile/event/registrants/${eventId}`,
        `/${locale}/events/${eventId}`,
        `/${locale}/events`,
        `/${locale}/how-to-create-an-event`,
        `/${locale}/profile/event?from=${eventId}`,
      ]
      const problems: string[] = []
      for (const path of pages) {
        await open(page, path)
        // Gathered for all pages before the verdict, so that one run names every word left.
        for (const text of await englishLeftOn(page, locale, [EVENT_NAME]))
          problems.push(`${path}: "${text}"`)
        for (const violation of await allViolations(page)) problems.push(`${path}: ${violation}`)
      }
      expect(problems).toEqual([])
      // The kind of a full event is where players register, never the word for "sold out".
      await open(page, `/${locale}/events/${eventId}`)
      await page.getByText(catalogText(locale, 'events.kind.Full')).first().waitFor()
      if (locale === 'fr' || locale === 'de') await shoot(page, `event-${locale}`)
      await open(page, `/${locale}/profile/dashboard`)
      if (locale === 'fr' || locale === 'es') await shoot(page, `dashboard-${locale}`)
    })
  }

  it('names the preset cities and the game "Other" in the list filters of each language', async () => {
    const page = organizer
    const expected: Partial<Record<Locale, string[]>> = {
      de: ['München', 'Köln', 'Sevilla', 'Sonstiges'],
      es: ['Múnich', 'Colonia', 'Sevilla', 'Otro'],
      it: ['Monaco di Baviera', 'Colonia', 'Siviglia', 'Altro'],
      fr: ['Séville', 'Autre'],
      nl: ['München', 'Keulen', 'Overig'],
    }
    for (const [locale, names] of Object.entries(expected)) {
      await open(page, `/${locale}/events`)
      await expect.poll(() => page.locator('option').count()).toBeGreaterThan(50)
      const options = await page.locator('option').allTextContents()
      for (const name of names ?? []) expect(options, `${locale} ${name}`).toContain(name)
    }
  })
})

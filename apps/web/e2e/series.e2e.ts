// Issue 15 §4 in Chromium: an organizer creates a weekly series with the Repeat section of the event form, sees
// the preview of its dates, publishes the series from its first event, and finds its events in the event list.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, seriousViolations } from './support/browser'
import { resultCount } from './support/events'
import { shoot, signedInAs } from './support/organizer'

const SERIES_NAME = `Questboard e2e Friday night ${Date.now()}`
const DAY_MS = 86_400_000

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

/** A form control by its label, which ends with " *" when the field is required. */
function field(scope: Page | Locator, label: string) {
  const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scope.getByLabel(new RegExp(`^${text}( \\*)?$`))
}

/** The first Friday at least three days from now (`YYYY-MM-DD`), and the three after it. */
const fridays = (() => {
  let ms = Date.now() + 3 * DAY_MS
  while (new Date(ms).getUTCDay() !== 5) ms += DAY_MS
  return [0, 7, 14, 21].map((days) => new Date(ms + days * DAY_MS).toISOString().slice(0, 10))
})()

describe('a weekly series', { retry: 0 }, () => {
  let organizer: Page

  it('is created from the event form, with a preview of its dates', async () => {
    organizer = await signedInAs(browser, 'organizer', '/profile/event')
    contexts.push(organizer.context())
    const main = organizer.locator('main')
    await field(main, 'Event name').fill(SERIES_NAME)
    await field(main, 'Game').selectOption({ index: 1 })
    await field(main, 'Event type').selectOption('tournament')
    await field(main, 'The event takes place at my store').check()
    await field(main, 'Start').fill(`${fridays[0]}T19:00`)
    await field(main, 'End').fill(`${fridays[0]}T23:00`)
    await field(main, 'Language').selectOption({ index: 1 })
    await field(main, 'Maximum number of players').fill('16')
    await field(main, 'Description of the event').fill('Casual Swiss rounds, every Friday.')

    await field(main, 'Repeat this event').check()
    await expect.poll(() => field(main, 'Friday').isChecked()).toBe(true)
    const preview = organizer.getByRole('region', { name: 'Dates' })
    await preview.getByText('4 events, on:').waitFor()
    expect(await preview.getByRole('listitem').count()).toBe(4)
    expect(await seriousViolations(organizer)).toEqual([])
    await shoot(organizer, 'series-repeat-section')

    await organizer.getByRole('button', { name: 'Create the event' }).click()
    await organizer.waitForURL(/\/profile\/event\/edit\/\d+$/)
    await organizer.getByText(/^4 events have been created as drafts/).waitFor()
  })

  it('is published from its first event, this one and the following ones', async () => {
    const scope = organizer.getByRole('group', { name: 'Apply to' })
    await scope.getByRole('radio', { name: /^This event and the following ones \(4 events\)$/ }).check()
    await organizer.getByRole('button', { name: 'Publish' }).click()
    await organizer.getByText('This event and the following ones have been published').waitFor()
  })

  it('reads well at phone width in French', async () => {
    const phone = await signedInAs(browser, 'organizer', '/fr/profile/event', { width: 390 })
    contexts.push(phone.context())
    const main = phone.locator('main')
    await field(main, 'Début').fill(`${fridays[0]}T19:00`)
    await field(main, 'Répéter cet événement').check()
    await field(main, 'Fréquence').selectOption('every_other_week')
    const preview = phone.getByRole('region', { name: 'Dates prévues' })
    await preview.getByText('4 événements, les :').waitFor()
    const width = await phone.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    expect(await seriousViolations(phone)).toEqual([])
    await shoot(phone, 'series-repeat-section-fr-phone')
  })

  it('shows its four events in the event list', async () => {
    const token = await organizer.evaluate(
      () => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { toolToken?: string }).toolToken ?? '',
    )
    const me = await fetch(new URL('/api/users/me/', inject('webUrl')), {
      headers: { Authorization: `Token ${token}` },
    })
    const { id } = (await me.json()) as { id: number }
    const search = `owner=${id}&start_date=${fridays[0]}&end_date=${fridays[3]}`
    const listed = (await (
      await fetch(new URL(`/api/events/?${search}&page_size=50`, inject('webUrl')))
    ).json()) as {
      results: { name: string; event_start_date: string }[]
    }
    expect(
      listed.results.filter((event) => event.name === SERIES_NAME).map((event) => event.event_start_date),
    ).toEqual(fridays.map((day) => `${day}T19:00`))
    // The store has other events those weeks: each Friday's list (the store's, that day) shows the series' event.
    for (const day of fridays) {
      await organizer.goto(`/events?owner=${id}&start_date=${day}&end_date=${day}`)
      await resultCount(organizer)
      const card = organizer.locator('main article').filter({ hasText: SERIES_NAME })
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1)
    }
    await shoot(organizer, 'series-in-the-list')
  })
})

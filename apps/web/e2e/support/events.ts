/** What the event e2e files share: a page opened on its own context, the list's count, open demo events. */
import type { EventPage, EventSummary } from '@questboard/domain/event-api.schema'
import type { Browser, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { newContext } from './browser'

/** `path` in a new context of `browser` (a locale or a width), once its heading is shown. */
export async function openPage(
  browser: Browser,
  path: string,
  options: { locale?: string; width?: number } = {},
) {
  const context = await newContext(browser, options)
  const page = await context.newPage()
  await page.goto(path)
  await page.locator('main h1').first().waitFor()
  return { context, page }
}

/** The number the results heading announces ("42 events"), once the list has loaded. */
export async function resultCount(page: Page): Promise<number> {
  const count = page.locator('main [aria-live="polite"]').filter({ hasText: /\d/ }).first()
  await count.waitFor()
  await expect.poll(() => page.locator('main section[aria-busy="true"]').count()).toBe(0)
  return Number((await count.textContent())?.replace(/\D/g, ''))
}

/** Demo events in Paris that a player can still register for (read from the API to pick test data). */
export async function openEventsInParis(): Promise<EventSummary[]> {
  const url = new URL('/api/events/', inject('webUrl'))
  url.search = 'city=201&event_type=Full&seats_available=true&page_size=50'
  const body = (await (await fetch(url)).json()) as EventPage
  return body.results.filter((event) => event.registration_open && (event.seats_left ?? 99) > 2)
}

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

/** `YYYY-MM-DD`, `days` from today (UTC; the venues are in France: a few days ahead is safe for any zone). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Where the demo's store is: Paris. */
export const PARIS = { street: '10 rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' }

/**
 * The body of `POST /api/events/` for a Full event of the first game, as the event form sends it: `start` and `end`
 * as the form writes them (`2026-12-05T10:00`), in French, free, registrations closing two days before.
 */
export function fullEventBody({
  name,
  start,
  end,
  description,
  subtype = 'tournament',
  address = PARIS,
  maxPlayers = 16,
  registrationDate = 'D-2',
  stages,
}: {
  name: string
  start: string
  end: string
  description: string
  subtype?: 'tournament' | 'prerelease'
  address?: { street: string; city: string; postcode: string; country: string }
  maxPlayers?: number
  registrationDate?: string
  stages?: { format: string; players_min: number; players_max: number; order_index: number }[]
}) {
  return {
    name,
    game: 1,
    event_type: 'Full',
    event_subtype: subtype,
    event_start_date: start,
    address,
    additional_info: {
      event_end_date: end,
      language: 'fr',
      min_players: 0,
      max_players: maxPlayers,
      registration_date: registrationDate,
      event_description: description,
      event_price: '',
      ...(stages ? { stages } : {}),
    },
  }
}

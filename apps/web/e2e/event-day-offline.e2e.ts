// Issue 14 §7 "Done when", in Chromium: the organizer's phone runs a Swiss with its browser offline from round 2 to
// round 3 (Playwright's context.setOffline). Round 2's results, round 3's pairing (on the device, from its own seed),
// round 3's timer and results are kept on the phone; when the connection returns they reach the server, exactly
// once: one round 3, one result per match, the standings the phone showed offline. A second device of the organizer
// opening the console later gets that state from the server.
import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, seriousViolations, showPageOnFailure } from './support/browser'
import { dayFromNow, fullEventBody } from './support/events'
import { shoot, signedInAs } from './support/organizer'

const PHONE = 390
const EVENT_NAME = `Event day offline e2e ${Date.now()}`
const GUESTS = ['Ana', 'Bastien', 'Carla', 'Dirk', 'Elif']

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

let organizer: Page
let eventId = 0
let token = ''
/** The standings the phone showed offline, row by row. */
let offlineStandings: string[] = []

/** The Event API from the test itself (never offline), with the organizer's tool token. */
async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const headers = new Headers({ Authorization: `Token ${token}` })
  if (init.body) headers.set('Content-Type', 'application/json')
  const response = await fetch(new URL(path, inject('webUrl')), {
    method: init.method ?? 'GET',
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as T }
}
const roundsNow = async () => (await api<EventDayRound[]>(`/api/events/${eventId}/rounds/`)).body
const status = (page: Page) => page.locator('header [role="status"]')

/** Taps player 1's 2–0 at every table of the round shown that has no confirmed result. */
async function enterOpenResults(page: Page) {
  const open = page.getByRole('article').filter({ hasText: 'Playing' })
  for (let left = await open.count(); left > 0; left--) {
    await open
      .first()
      .getByRole('button', { name: /^2–0 \(/ })
      .click()
    await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(left - 1)
  }
}

/** The standings as the console shows them: each row's player and points. */
async function shownStandings(page: Page) {
  const rows = page.getByRole('table', { name: 'Standings' }).locator('tbody tr')
  await rows.first().waitFor()
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')
      return cells.slice(0, 4).join(' | ')
    }),
  )
}
const apiStandings = async () =>
  (await api<Standing[]>(`/api/events/${eventId}/standings/`)).body.map(
    (row) => `${row.rank} | ${row.player.nickname} | ${row.points} | ${row.wins}–${row.losses}–${row.draws}`,
  )

showPageOnFailure(() => organizer)

describe('the event-day console offline from round 2 to round 3', { retry: 0 }, () => {
  it('pairs and plays round 1 online, then pairs round 2', { timeout: 180_000 }, async () => {
    organizer = await signedInAs(browser, 'organizer', '/events', { width: PHONE })
    contexts.push(organizer.context())
    token = await organizer.evaluate(
      () => (JSON.parse(sessionStorage.getItem('user') ?? '{}') as { toolToken?: string }).toolToken ?? '',
    )
    const day = dayFromNow(3)
    const created = await api<{ id: number }>('/api/events/', {
      method: 'POST',
      body: fullEventBody({
        name: EVENT_NAME,
        start: `${day}T10:00`,
        end: `${day}T20:00`,
        address: { street: '3 place Bellecour', city: 'Lyon', postcode: '69002', country: 'FR' },
        maxPlayers: 8,
        description: 'Three Swiss rounds, the internet optional.',
        stages: [{ format: 'SW', players_min: 2, players_max: 8, order_index: 0 }],
      }),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    eventId = created.body.id
    expect((await api(`/api/events/${eventId}/publish/`, { method: 'POST' })).status).toBe(200)
    for (const guest_name of GUESTS)
      expect(
        (await api(`/api/events/${eventId}/check_ins/`, { method: 'POST', body: { guest_name } })).status,
      ).toBe(201)

    await organizer.goto(`/profile/event/day/${eventId}?view=round`)
    await organizer.getByRole('heading', { name: EVENT_NAME, level: 1 }).waitFor()
    await status(organizer).getByText('Live: every change is on the server.').waitFor()
    await organizer.getByRole('button', { name: 'Pair round 1' }).click()
    await organizer.getByRole('heading', { name: 'Round 1', level: 2 }).waitFor()
    await enterOpenResults(organizer)
    await organizer.getByRole('button', { name: 'Pair round 2' }).click()
    await organizer.getByRole('heading', { name: 'Round 2', level: 2 }).waitFor()
    await status(organizer).getByText('Live: every change is on the server.').waitFor()
    expect(await organizer.getByText(/did not accept/).count()).toBe(0)
    expect((await roundsNow()).length).toBe(2)
  })

  it('plays round 2, pairs round 3, runs its timer and takes its results with the browser offline', {
    timeout: 180_000,
  }, async () => {
    await organizer.context().setOffline(true)
    await status(organizer)
      .getByText('Offline: the console keeps working and keeps your changes on this device.')
      .waitFor()
    // No offline notice over a page that works offline.
    expect(await organizer.getByRole('dialog').count()).toBe(0)
    await enterOpenResults(organizer)
    await organizer.getByRole('button', { name: 'Pair round 3' }).click()
    await organizer.getByRole('heading', { name: 'Round 3', level: 2 }).waitFor()
    const timer = organizer.getByRole('region', { name: 'Round timer' })
    await timer.getByRole('button', { name: 'Start the timer' }).click()
    await expect
      .poll(() => timer.getByRole('timer').textContent(), { timeout: 10_000 })
      .toMatch(/^(50:00|49:\d\d)$/)
    await shoot(organizer, 'event-day-timer-offline-390')
    await enterOpenResults(organizer)
    await status(organizer)
      .getByText('Offline: 6 changes wait on this device; they are sent when the connection returns.')
      .waitFor()
    expect(await seriousViolations(organizer)).toEqual([])
    await shoot(organizer, 'event-day-offline-390')

    // The server has none of it.
    const rounds = await roundsNow()
    expect(rounds).toHaveLength(2)
    expect(rounds[1]?.tables.filter((table) => table.player2 && table.status !== 'confirmed')).toHaveLength(2)

    // The standings after round 3, computed on the phone.
    await organizer.getByRole('link', { name: 'Standings' }).click()
    offlineStandings = await shownStandings(organizer)
    expect(offlineStandings).toHaveLength(GUESTS.length)
  })

  it('sends it all when the connection returns: one round 3, one result per match, the same standings', {
    timeout: 120_000,
  }, async () => {
    await organizer.context().setOffline(false)
    await status(organizer).getByText('Live: every change is on the server.').waitFor({ timeout: 30_000 })
    const rounds = await roundsNow()
    expect(rounds.map((round) => round.number)).toEqual([1, 2, 3])
    for (const round of rounds) {
      expect(round.complete).toBe(true)
      // Five players: two matches and a bye, each match with its one result, player 1 winning 2–0 as tapped.
      const matches = round.tables.filter((table) => table.player2 !== null)
      expect(matches).toHaveLength(2)
      for (const table of matches)
        expect(table).toMatchObject({ status: 'confirmed', player1_wins: 2, player2_wins: 0, draws: 0 })
    }
    const checkIns = (await api<unknown[]>(`/api/events/${eventId}/check_ins/`)).body
    expect(checkIns).toHaveLength(GUESTS.length)
    expect(await apiStandings()).toEqual(offlineStandings)
    // Round 3's timer runs on the server from when it was started offline.
    const timer = (await api<RoundTimer>(`/api/events/${eventId}/rounds/3/timer/`)).body
    expect(timer.state).toBe('running')
    expect(timer.remaining_ms).toBeLessThanOrEqual(50 * 60_000)
    expect(timer.remaining_ms).toBeGreaterThan(40 * 60_000)
  })

  it('a second device of the organizer, opening the console later, gets that state from the server', {
    timeout: 120_000,
  }, async () => {
    const second = await signedInAs(browser, 'organizer', `/profile/event/day/${eventId}?view=standings`)
    contexts.push(second.context())
    await second.getByRole('heading', { name: EVENT_NAME, level: 1 }).waitFor()
    await second.getByText('The last round is over').waitFor()
    expect(await shownStandings(second)).toEqual(offlineStandings)
  })
})

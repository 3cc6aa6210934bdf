// @vitest-environment happy-dom
// The console with the server out of reach (issue 14 §7): results, the next round's pairing and the timer are done
// on the device and kept in IndexedDB (fake-indexeddb: the IndexedDB API in memory, as happy-dom has none); the
// console says it is offline and how many changes wait, keeps them across a closed tab, and sends them once the
// server answers again.
import 'fake-indexeddb/auto'
import type { EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, type SentRequest } from '../../../testing/render'
import EventDayConsoleRoute from '../routes/event-day-console'
import { eventDayServer } from '../testing/event-day-server'

const PLAYERS = ['Aline', 'Bruno', 'Chloé', 'Dario'].map((nickname, index) => ({
  nickname,
  userId: 11 + index,
  code: `CODE0${index}`,
}))

const openConsole = () =>
  renderScreen(<EventDayConsoleRoute />, {
    path: '/profile/event/day/42?view=round',
    route: '/profile/event/day/:id',
    page: 'event-day',
  })
const tableNamed = (number: number) =>
  within(screen.getByRole('article', { name: new RegExp(`^Table ${number}\\b`) }))
const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET')

/** Taps player 1's 2–0 at each open table of the round shown. */
async function enterResults(user: ReturnType<typeof openConsole>['user'], round: EventDayRound) {
  for (const table of round.tables) {
    if (!table.player2) continue
    const card = tableNamed(table.table)
    await user.click(
      card.getByRole('button', {
        name: `2–0 (${table.player1.nickname} 2, ${table.player2.nickname} 0, draws 0)`,
      }),
    )
    // The table says its result is confirmed, and shows it between the players.
    await waitFor(() =>
      expect(card.getByRole('heading', { level: 4 }).textContent).toBe(`Table ${table.table}Confirmed`),
    )
    expect(card.getByText(table.player1.nickname ?? '').parentElement?.textContent).toBe(
      `${table.player1.nickname}2–0${table.player2.nickname}`,
    )
  }
}

describe('the console without the server', () => {
  it('enters results, pairs the next round and runs its timer offline, keeps them in IndexedDB past a closed tab, sends them when the connection is back', async () => {
    let away = false
    const fake = eventDayServer(42, {
      registered: PLAYERS,
      checkedIn: PLAYERS.map((player) => player.nickname),
      // The server out of reach for writes: the network fails.
      intercept: (request) => {
        if (away && request.method !== 'GET') throw new TypeError('Failed to fetch')
        return undefined
      },
    })
    fake.pair()
    const first = openConsole()
    const { user } = first
    await screen.findByRole('heading', { name: 'Round 1', level: 2 })
    await screen.findByText('Live: every change is on the server.')

    away = true
    window.dispatchEvent(new Event('offline'))
    await screen.findByText('Offline: the console keeps working and keeps your changes on this device.')
    await enterResults(user, fake.rounds[0] as EventDayRound)
    await screen.findByText(
      'Offline: 2 changes wait on this device; they are sent when the connection returns.',
    )
    await user.click(screen.getByRole('button', { name: 'Pair round 2' }))
    await screen.findByRole('heading', { name: 'Round 2', level: 2 })
    expect(screen.getAllByRole('article')).toHaveLength(2)

    // The round's timer, on the device's clock.
    const timer = within(screen.getByRole('region', { name: 'Round timer' }))
    expect(timer.getByRole('timer').textContent).toBe('–:––')
    await user.click(timer.getByRole('button', { name: 'Start the timer' }))
    await waitFor(() => expect(timer.getByRole('timer').textContent).toMatch(/^(50:00|49:5\d)$/))
    await user.click(timer.getByRole('button', { name: 'Pause' }))
    await timer.findByText('Paused')
    await user.click(timer.getByRole('button', { name: 'Add 5 minutes' }))
    await waitFor(() => expect(timer.getByRole('timer').textContent).toMatch(/^(55:00|54:5\d)$/))
    await screen.findByText(
      'Offline: 6 changes wait on this device; they are sent when the connection returns.',
    )
    expect(fake.rounds).toHaveLength(1)

    // The tab is closed offline, and opened again once the connection is back: the changes were kept, and go, in
    // order, once.
    first.unmount()
    const before = writes(fake.requests).length
    away = false
    openConsole()
    window.dispatchEvent(new Event('online'))
    await screen.findByRole('heading', { name: 'Round 2', level: 2 })
    await screen.findByText('Live: every change is on the server.')
    const sent = writes(fake.requests).slice(before)
    expect(sent.map((request) => `${request.method} ${request.url.replace(/\d+\/$/, 'n/')}`)).toEqual([
      'PUT /api/events/42/matches/n/',
      'PUT /api/events/42/matches/n/',
      'POST /api/events/42/rounds/',
      'POST /api/events/42/rounds/2/timer/start/',
      'POST /api/events/42/rounds/2/timer/pause/',
      'POST /api/events/42/rounds/2/timer/extend/',
    ])
    expect(new Set(sent.map((request) => request.headers.get('Idempotency-Key'))).size).toBe(6)
    const [pairing] = sent.filter((request) => request.url.endsWith('/rounds/'))
    const round2 = fake.rounds[1] as EventDayRound
    expect(pairing?.body).toMatchObject({ seed: round2.seed })
    expect(fake.timers.get(2)).toMatchObject({ state: 'paused' })
    expect(fake.timers.get(2)?.remaining_ms).toBeGreaterThan(54 * 60_000)
    expect(fake.rounds[0]?.tables.every((table) => table.status === 'confirmed')).toBe(true)
  })
})

describe('a change the server does not take', () => {
  it('is listed for the organizer with why, and the console shows the server’s round', async () => {
    let away = false
    const fake = eventDayServer(42, {
      registered: PLAYERS,
      checkedIn: PLAYERS.map((player) => player.nickname),
      intercept: (request) => {
        if (away && request.method !== 'GET') throw new TypeError('Failed to fetch')
        return undefined
      },
    })
    fake.pair()
    const { user } = openConsole()
    await screen.findByRole('heading', { name: 'Round 1', level: 2 })
    away = true
    window.dispatchEvent(new Event('offline'))
    await enterResults(user, fake.rounds[0] as EventDayRound)
    await user.click(screen.getByRole('button', { name: 'Pair round 2' }))
    await screen.findByRole('heading', { name: 'Round 2', level: 2 })
    const mine = fake.rounds.length

    // Meanwhile another device entered the same results and paired round 2 from its own seed.
    for (const table of (fake.rounds[0] as EventDayRound).tables)
      Object.assign(table, { player1_wins: 2, player2_wins: 0, draws: 0, status: 'confirmed' })
    fake.pair({ seed: 'the other device' })
    expect(fake.rounds).toHaveLength(mine + 1)

    away = false
    window.dispatchEvent(new Event('online'))
    const alert = await screen.findByRole('alert')
    await within(alert).findByText(
      'The server did not accept 3 changes made on this device. The console now shows the event day as the server has it.',
    )
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Result 2–0 at table 1, round 1 — /),
      expect.stringMatching(/^Result 2–0 at table 2, round 1 — /),
      "Pairing of round 2 — the event day changed meanwhile (another device, a player's report)",
    ])
    await screen.findByText('Live: every change is on the server.')
    await user.click(within(alert).getByRole('button', { name: 'Understood' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(fake.rounds[1]?.seed).toBe('the other device')
  })
})

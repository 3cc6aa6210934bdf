// @vitest-environment happy-dom
import type { EventDayTable } from '@questboard/domain/event-day/event-day-api.schema'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import { memoryChanges } from '../lib/change-store'
import type { ServerDay } from '../lib/changes'
import EventDayConsoleRoute from '../routes/event-day-console'
import { eventDayServer, type FakeDay } from '../testing/event-day-server'
import { ConsoleWritesProvider } from './console-writes'
import { TableCard } from './table-card'

const players = (names: string[]) =>
  names.map((nickname, index) => ({ nickname, userId: 11 + index, code: `CODE0${index}` }))
const FIVE = players(['Aline', 'Bruno', 'Chloé', 'Dario', 'Eva', 'Farid'])

function openConsole(day: FakeDay, view = 'round') {
  const server = eventDayServer(42, day)
  const rendered = renderScreen(<EventDayConsoleRoute />, {
    path: `/profile/event/day/42?view=${view}`,
    route: '/profile/event/day/:id',
    page: 'event-day',
  })
  return { ...server, ...rendered }
}

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET')
const tables = () => screen.getAllByRole('article')
const tableNamed = (number: number) =>
  screen.getByRole('article', { name: new RegExp(`^Table ${number}\\b`) })
/** A table's title: its number, then the state of its result (playing, reported, confirmed…). */
const titleOf = (table: HTMLElement) => within(table).getByRole('heading', { level: 4 }).textContent
/** The line under the event's name that says where the day stands, announced politely as it changes. */
function phaseLine() {
  const line = screen.getByRole('heading', { level: 1 }).nextElementSibling
  expect(line?.getAttribute('aria-live')).toBe('polite')
  return line?.textContent
}

describe('the console’s rounds', () => {
  it('pairs round 1 with the Swiss rounds the organizer chose, warns of no-shows, and seats an odd player on a bye', async () => {
    const { user, requests } = openConsole({
      registered: FIVE,
      checkedIn: ['Aline', 'Bruno', 'Chloé', 'Dario', 'Eva'],
    })
    await screen.findByText('Round 1 · Swiss rounds: 5 players.')
    expect(screen.getByText(/not checked in/).textContent).toBe(
      '1 registered player is not checked in: they will be recorded as a no-show.',
    )
    const rounds = screen.getByLabelText('Number of Swiss rounds') as HTMLInputElement
    expect(rounds.value).toBe('3')
    await user.clear(rounds)
    await user.type(rounds, '4')
    await user.click(screen.getByRole('button', { name: 'Pair round 1' }))

    await screen.findByRole('heading', { name: 'Round 1', level: 2 })
    expect(writes(requests)).toMatchObject([{ url: '/api/events/42/rounds/', body: { rounds: 4 } }])
    expect(tables()).toHaveLength(3)
    // The odd player out wins by a bye: no result to enter at their table.
    expect(tableNamed(3).textContent).toMatch(/^Table 3(Aline|Bruno|Chloé|Dario|Eva) has a bye \(a win\)\.$/)
    expect(within(tableNamed(3)).queryAllByRole('button')).toEqual([])
    expect(phaseLine()).toBe('Round 1 · Swiss rounds, 1 of 4')
    // Paired again before any result (a late arrival): asked first, the keyboard on the answer.
    await user.click(screen.getByRole('button', { name: 'Pair this round again' }))
    const yes = screen.getByRole('button', { name: 'Pair it again' })
    expect(document.activeElement).toBe(yes)
    await user.click(yes)
    await waitFor(() =>
      expect(writes(requests).at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/events/42/rounds/1/re_pair/',
      }),
    )
    expect(writes(requests).at(-1)?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/)
    await screen.findByRole('button', { name: 'Pair this round again' })
  })

  it('takes each result in one tap, and offers the next round once every table is confirmed', async () => {
    const server = openConsole({
      registered: FIVE.slice(0, 4),
      checkedIn: ['Aline', 'Bruno', 'Chloé', 'Dario'],
    })
    const { user, requests } = server
    await user.click(await screen.findByRole('button', { name: 'Pair round 1' }))
    await screen.findByText('2 matches still have no confirmed result.')
    const first = server.rounds[0]?.tables[0] as EventDayTable
    await user.click(
      within(tableNamed(1)).getByRole('button', {
        name: `2–1 (${first.player1.nickname} 2, ${first.player2?.nickname} 1, draws 0)`,
      }),
    )
    await screen.findByText('1 match still has no confirmed result.')
    expect(writes(requests).at(-1)).toMatchObject({
      method: 'PUT',
      url: `/api/events/42/matches/${first.match_id}/`,
      body: { player1_wins: 2, player2_wins: 1, draws: 0 },
    })
    expect(titleOf(tableNamed(1))).toBe('Table 1Confirmed')
    expect(within(tableNamed(1)).getByText(first.player1.nickname ?? '').parentElement?.textContent).toBe(
      `${first.player1.nickname}2–1${first.player2?.nickname}`,
    )
    expect(titleOf(tableNamed(2))).toBe('Table 2Playing')
    // A result is in: the round can no longer be paired again.
    expect(screen.queryByRole('button', { name: 'Pair this round again' })).toBeNull()

    await user.click(within(tableNamed(2)).getByText('Another result'))
    const table = within(tableNamed(2))
    const [wins1, wins2, draws] = table.getAllByRole('spinbutton') as HTMLInputElement[]
    await user.clear(wins1 as HTMLInputElement)
    await user.type(wins1 as HTMLInputElement, '1')
    await user.clear(wins2 as HTMLInputElement)
    await user.type(wins2 as HTMLInputElement, '1')
    await user.clear(draws as HTMLInputElement)
    await user.type(draws as HTMLInputElement, '1')
    await user.click(table.getByRole('button', { name: 'Save the result' }))
    await screen.findByRole('button', { name: 'Pair round 2' })
    expect(writes(requests).at(-1)).toMatchObject({ body: { player1_wins: 1, player2_wins: 1, draws: 1 } })
    expect(phaseLine()).toBe('Round 1 · Swiss rounds, 1 of 2 · all results in')
  })

  it('needs a winner in elimination: no draw to tap, and equal games refused without a request', async () => {
    const { user, requests } = openConsole({
      stages: [{ format: 'SE', players_min: 2, players_max: 8, order_index: 0 }],
      registered: FIVE.slice(0, 2),
      checkedIn: ['Aline', 'Bruno'],
    })
    await user.click(await screen.findByRole('button', { name: 'Pair round 1' }))
    const table = within(await screen.findByRole('article', { name: /^Table 1\b/ }))
    expect(table.queryByRole('button', { name: '1–1–1' })).toBeNull()
    expect(table.getAllByRole('button', { name: /draws 0\)$/ })).toHaveLength(4)
    await user.click(table.getByText('Another result'))
    const [wins1, wins2] = table.getAllByRole('spinbutton') as HTMLInputElement[]
    await user.type(wins1 as HTMLInputElement, '1')
    await user.type(wins2 as HTMLInputElement, '1')
    const before = writes(requests).length
    await user.click(table.getByRole('button', { name: 'Save the result' }))
    expect(table.getByRole('alert').textContent).toBe('An elimination match needs a winner.')
    expect(writes(requests)).toHaveLength(before)
  })

  it('moves to the next stage once the Swiss is over: a top-4 cut of single elimination', async () => {
    const server = openConsole({
      stages: [
        { format: 'SW', players_min: 4, players_max: 8, order_index: 0 },
        { format: 'SE', players_min: 4, players_max: 4, order_index: 1 },
      ],
      registered: FIVE,
      checkedIn: ['Aline', 'Bruno', 'Chloé', 'Dario', 'Eva'],
    })
    const { user } = server
    const rounds = (await screen.findByLabelText('Number of Swiss rounds')) as HTMLInputElement
    await user.clear(rounds)
    await user.type(rounds, '1')
    await user.click(screen.getByRole('button', { name: 'Pair round 1' }))
    await screen.findByRole('heading', { name: 'Round 1', level: 2 })
    for (const number of [1, 2]) {
      const table = within(tableNamed(number))
      await user.click(table.getAllByRole('button', { name: /, draws 0\)$/ })[0] as HTMLElement)
      await waitFor(() => expect(titleOf(tableNamed(number))).toBe(`Table ${number}Confirmed`))
    }
    await screen.findByText('The stage is over. Next: Single elimination with the top 4 players.')
    await user.click(screen.getByRole('button', { name: 'Start the next stage: Single elimination' }))
    await screen.findByRole('heading', { name: 'Round 2', level: 2 })
    expect(server.rounds[1]).toMatchObject({ format: 'SE', stage: 1 })
    expect(tables()).toHaveLength(2)
  })
})

describe('a table with a player’s report', () => {
  const table = (status: EventDayTable['status']): EventDayTable => ({
    match_id: 7,
    table: 2,
    player1: { id: 1, user_id: 11, nickname: 'Aline', guest: false },
    player2: { id: 2, user_id: 12, nickname: 'Bruno', guest: false },
    player1_wins: 2,
    player2_wins: 1,
    draws: 0,
    status,
    reported_by: 1,
  })
  /** The table in round 3, as the server answered it. */
  const server = (status: EventDayTable['status']): ServerDay => ({
    checkIns: [],
    rounds: [
      {
        number: 3,
        stage: 0,
        format: 'SW',
        seed: 'seed-of-round-3',
        planned_rounds: 4,
        started_at: '2030-02-01T10:00:00Z',
        complete: false,
        tables: [table(status)],
      },
    ],
    timer: null,
  })
  const renderTable = (status: EventDayTable['status']) =>
    renderScreen(
      <ConsoleWritesProvider eventId="42" additionalInfo={{}} server={server(status)} store={memoryChanges()}>
        <TableCard
          table={table(status)}
          round={{ number: 3, seed: 'seed-of-round-3' }}
          format="SW"
          editable
        />
      </ConsoleWritesProvider>,
    )

  it('shows who reported what, and confirms it as reported in one tap', async () => {
    const requests = stubFetch((request) =>
      request.method === 'PUT' ? { json: { ...table('confirmed'), reported_by: null } } : undefined,
    )
    const { user } = renderTable('reported')
    expect(titleOf(screen.getByRole('article'))).toBe('Table 2Reported')
    expect(screen.getByText(/^Aline reported/).textContent).toBe(
      'Aline reported 2–1; the opponent has not confirmed yet.',
    )
    await user.click(screen.getByRole('button', { name: 'Confirm 2–1' }))
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toMatchObject([
        { url: '/api/events/42/matches/7/', body: { player1_wins: 2, player2_wins: 1, draws: 0 } },
      ]),
    )
  })

  it('marks a dispute for the organizer to settle', () => {
    stubFetch(() => undefined)
    renderTable('disputed')
    expect(titleOf(screen.getByRole('article'))).toBe('Table 2Disputed')
    expect(screen.getByText(/^The players reported/).textContent).toBe(
      'The players reported different results: enter the right one.',
    )
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull()
  })
})

// @vitest-environment happy-dom
import type {
  EventDayPlayer,
  EventDayRound,
  Standing,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { renderScreen } from '../../../testing/render'
import { mine } from '../lib/pairings-by-name'
import { EventDayLinks } from './event-day-links'
import { PlayerTable } from './player-table'
import { RoundClock } from './round-clock'
import { ScreenBoard } from './screen-board'

const player = (id: number, nickname: string | null, userId: number | null = id * 10): EventDayPlayer => ({
  id,
  user_id: userId,
  nickname,
  guest: userId === null,
})
const zoe = player(1, 'Zoé')
const ada = player(2, 'Ada')
const bob = player(3, 'bob')
const guest = player(4, 'Carla', null)
const gone = player(5, null)

const round: EventDayRound = {
  number: 2,
  stage: 0,
  format: 'SW',
  seed: '0'.repeat(32),
  planned_rounds: 3,
  started_at: '2025-05-01T10:00:00.000Z',
  complete: false,
  tables: [
    {
      match_id: 11,
      table: 1,
      player1: zoe,
      player2: ada,
      player1_wins: 2,
      player2_wins: 1,
      draws: 0,
      status: 'reported',
      reported_by: null,
    },
    {
      match_id: 12,
      table: 2,
      player1: bob,
      player2: guest,
      player1_wins: null,
      player2_wins: null,
      draws: null,
      status: 'pending',
      reported_by: null,
    },
    {
      match_id: 13,
      table: 3,
      player1: gone,
      player2: null,
      player1_wins: null,
      player2_wins: null,
      draws: null,
      status: 'confirmed',
      reported_by: null,
    },
  ],
}

const standing = (
  rank: number,
  who: EventDayPlayer,
  wins: number,
  losses: number,
  dropped = false,
): Standing => ({
  rank,
  player: who,
  points: wins * 3,
  omw: 50,
  gw: 50,
  ogw: 50,
  wins,
  losses,
  draws: 0,
  stage: 0,
  dropped,
})
const standings = [standing(1, ada, 1, 0), standing(2, zoe, 1, 0), standing(3, bob, 0, 1, true)]

/** What a region says, paragraph by paragraph (its title aside). */
const linesOf = (name: string) =>
  Array.from(screen.getByRole('region', { name }).querySelectorAll('p'), (line) => line.textContent)

/** What the round clock says in words beside the time, if anything. */
const clockWords = () => screen.getByRole('timer').nextElementSibling?.textContent

describe('the player’s table', () => {
  it('names the table and the opponent in a polite live region, with the result as it stands and the record', () => {
    renderScreen(<PlayerTable round={2} mine={mine(round, standings, ada.user_id)} />)
    const table = screen.getByRole('region', { name: 'My table' })
    expect(table.getAttribute('aria-live')).toBe('polite')
    expect(linesOf('My table')).toEqual([
      'Table 1',
      'Opponent: Zoé',
      // Ada's side first: she lost 1–2.
      'Result reported (1–2): waiting for your opponent to confirm.',
    ])
    const record = screen.getByRole('region', { name: 'My record' })
    expect(
      Array.from(record.querySelectorAll('dt'), (term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ['W–L–D', '1–0–0'],
      ['Points', '3'],
      ['Rank', '1'],
    ])
  })

  it('says when the player has a bye, is not paired (and how to check in), has dropped, or has no result yet', () => {
    const byeRound = {
      ...round,
      tables: [{ ...round.tables[2], player1: ada } as EventDayRound['tables'][number]],
    }
    const { unmount } = renderScreen(<PlayerTable round={2} mine={mine(byeRound, standings, ada.user_id)} />)
    expect(linesOf('My table')).toEqual(['You have a bye this round: the win is yours.'])
    unmount()
    const other = renderScreen(<PlayerTable round={2} mine={mine(round, standings, 999)} />)
    expect(linesOf('My table')).toEqual([
      'You are not paired in this round. Not checked in yet? Show your check-in code to the organizer.',
    ])
    expect(linesOf('My record')).toEqual(['Your record appears with your first result.'])
    other.unmount()
    renderScreen(<PlayerTable round={2} mine={mine(round, standings, bob.user_id)} />)
    expect(linesOf('My table')).toEqual(['You have dropped from the event.'])
  })

  it('waits for the first round', () => {
    renderScreen(<PlayerTable round={null} mine={mine(undefined, [], ada.user_id)} />)
    expect(linesOf('My table')).toEqual(['The first round has not been paired yet.'])
    expect(linesOf('My record')).toEqual(['Your record appears with your first result.'])
  })
})

describe('the big screen', () => {
  it('lists every player by name with their table and opponent, then the standings', () => {
    renderScreen(<ScreenBoard round={round} standings={standings} />)
    const rowsOf = (region: string) =>
      within(screen.getByRole('region', { name: region }).querySelector('tbody') as HTMLElement)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent))
    const rows = rowsOf('Pairings')
    // By name, whatever the case or accents; the player of a deleted account keeps their line.
    expect(rows).toEqual([
      ['Ada', '1', 'Zoé'],
      ['bob', '2', 'Carla'],
      ['Carla', '2', 'bob'],
      ['Zoé', '1', 'Ada'],
      ['Deleted account', '3', 'Bye'],
    ])
    expect(rowsOf('Standings')).toEqual([
      ['1', 'Ada', '3', '1–0–0'],
      ['2', 'Zoé', '3', '1–0–0'],
      ['3', 'bob (dropped)', '0', '0–1–0'],
    ])
  })

  it('says what it waits for before the first round and the first results', () => {
    renderScreen(<ScreenBoard round={undefined} standings={[]} />)
    expect(linesOf('Pairings')).toEqual(['The first round has not been paired yet.'])
    expect(linesOf('Standings')).toEqual(['The standings appear with the first results.'])
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('the round clock', () => {
  afterEach(() => vi.useRealTimers())
  const timer = (state: RoundTimer['state'], remaining: number | null): RoundTimer => ({
    round: 2,
    state,
    ends_at: null,
    remaining_ms: remaining,
    server_time: '2025-05-01T10:00:00.000Z',
  })

  it('counts down on the device from what the server said, to “Time is up”', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    renderScreen(<RoundClock timer={timer('running', 62_000)} receivedAt={performance.now()} />)
    const clock = screen.getByRole('timer', { name: 'Time left in the round' })
    expect(clock.textContent).toBe('1:02')
    // Running, the clock needs no words.
    expect(clockWords()).toBeUndefined()
    act(() => vi.advanceTimersByTime(3000))
    expect(clock.textContent).toBe('0:59')
    act(() => vi.advanceTimersByTime(60_000))
    expect(clock.textContent).toBe('0:00')
    expect(clockWords()).toBe('Time is up')
  })

  it('holds still while paused, and says when it has not started', () => {
    const { unmount } = renderScreen(<RoundClock timer={timer('paused', 1_500_000)} receivedAt={0} />)
    expect(screen.getByRole('timer').textContent).toBe('25:00')
    expect(clockWords()).toBe('Paused')
    unmount()
    renderScreen(<RoundClock timer={timer('not_started', null)} receivedAt={0} />)
    expect(screen.getByRole('timer').textContent).toBe('–:––')
    expect(clockWords()).toBe('The round’s time has not started')
  })
})

describe('the event page’s links on event day', () => {
  it('offers the registered player their table and everyone the big screen, while the event is under way', () => {
    const started = eventDetail({ id: 7, status: 'published', time_state: 'started', is_registered: true })
    const { unmount } = renderScreen(<EventDayLinks event={started} />)
    expect(screen.getByRole('link', { name: 'My table and the time left' }).getAttribute('href')).toBe(
      '/events/7/live',
    )
    expect(
      screen.getByRole('link', { name: 'Big-screen view (pairings and standings)' }).getAttribute('href'),
    ).toBe('/events/7/screen')
    unmount()
    const visitor = renderScreen(<EventDayLinks event={{ ...started, is_registered: false }} />)
    expect(screen.queryByRole('link', { name: 'My table and the time left' })).toBeNull()
    expect(
      screen.getByRole('link', { name: 'Big-screen view (pairings and standings)' }).getAttribute('href'),
    ).toBe('/events/7/screen')
    visitor.unmount()
    renderScreen(<EventDayLinks event={{ ...started, time_state: 'future' }} />)
    expect(screen.queryByRole('heading', { name: 'Event day' })).toBeNull()
  })
})

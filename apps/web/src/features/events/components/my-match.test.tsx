// @vitest-environment happy-dom
import type { EventDayRound, EventDayTable } from '@questboard/domain/event-day/event-day-api.schema'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import { MyMatch } from './my-match'

const round = (table: Partial<EventDayTable>): EventDayRound => ({
  number: 2,
  stage: 0,
  format: 'SW',
  seed: 'abc',
  planned_rounds: 4,
  started_at: '2030-02-01T11:00:00Z',
  complete: false,
  tables: [
    {
      match_id: 9,
      table: 3,
      player1: { id: 1, user_id: 11, nickname: 'Aline', guest: false },
      player2: { id: 2, user_id: 12, nickname: 'Javier', guest: false },
      player1_wins: null,
      player2_wins: null,
      draws: null,
      status: 'pending',
      reported_by: null,
      ...table,
    },
  ],
})

function playerApi(answer: EventDayRound) {
  return stubFetch((request) => {
    if (request.url === '/api/events/42/rounds/') return { json: [answer] }
    if (request.method === 'PUT') return { json: answer.tables[0] }
    return undefined
  })
}

/** The results the player may report, as the buttons of the group named for the opponent say them. */
const choices = (opponent: string) =>
  within(screen.getByRole('group', { name: `Your result against ${opponent}` }))
    .getAllByRole('button')
    .map((button) => button.textContent)

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === 'PUT')

describe('the player’s match', () => {
  it('shows the table and the opponent, and reports a result from the player’s side', async () => {
    const requests = playerApi(round({}))
    const { user } = renderScreen(<MyMatch eventId="42" userId="12" />)
    await screen.findByText('Round 2 · Table 3')
    expect(screen.getByText(/^Against/).textContent).toBe('Against Aline')
    expect(screen.getByRole('status').textContent).toBe(
      'When your match is over, report the result (your games first):',
    )
    expect(choices('Aline')).toEqual(['I won 2–0', 'I won 2–1', 'Draw 1–1–1', 'I lost 1–2', 'I lost 0–2'])
    // Javier is the table's second player: "I won 2–1" is 1–2 for the table.
    await user.click(screen.getByRole('button', { name: 'I won 2–1' }))
    expect(puts(requests)).toMatchObject([
      { url: '/api/events/42/matches/9/', body: { player1_wins: 1, player2_wins: 2, draws: 0 } },
    ])
    expect(puts(requests)[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/)
  })

  it('asks the opponent of a report to confirm it, or to report another result (a dispute)', async () => {
    const requests = playerApi(
      round({ status: 'reported', reported_by: 1, player1_wins: 2, player2_wins: 0, draws: 0 }),
    )
    const { user } = renderScreen(<MyMatch eventId="42" userId="12" />)
    await screen.findByText('Aline reported 0–2 (your games first). Is that right?')
    expect(screen.queryByRole('button', { name: 'I won 2–0' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Confirm 0–2' }))
    // Confirming sends the report as it is: the table's games, not the player's side.
    expect(puts(requests)).toMatchObject([{ body: { player1_wins: 2, player2_wins: 0, draws: 0 } }])
    await user.click(screen.getByRole('button', { name: 'Report another result' }))
    expect(screen.queryByRole('button', { name: 'Confirm 0–2' })).toBeNull()
    expect(choices('Aline')).toEqual(['I won 2–0', 'I won 2–1', 'Draw 1–1–1', 'I lost 1–2', 'I lost 0–2'])
  })

  it('says a dispute goes to the organizer, a bye is a win, and shows nothing to a player not seated', async () => {
    playerApi(round({ status: 'disputed', reported_by: 2, player1_wins: 2, player2_wins: 1 }))
    const { unmount } = renderScreen(<MyMatch eventId="42" userId="11" />)
    await screen.findByText('Your reports differ: the organizer decides the result.')
    expect(screen.queryByRole('button', { name: /^I won/ })).toBeNull()
    unmount()

    playerApi(round({ player2: null, status: 'confirmed' }))
    const bye = renderScreen(<MyMatch eventId="42" userId="11" />)
    await screen.findByText('You have a bye this round: it counts as a win.')
    bye.unmount()

    const requests = playerApi(round({}))
    const { container } = renderScreen(<MyMatch eventId="42" userId="99" />)
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0))
    expect(container.textContent).toBe('')
  })
})

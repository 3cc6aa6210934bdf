// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { renderScreen, stubFetch } from '../../../testing/render'
import type { ConsoleStanding } from '../lib/console-state'
import { FinalRanking } from './final-ranking'

const row = (rank: number, nickname: string, userId: number | null): ConsoleStanding => ({
  rank,
  player: {
    id: rank,
    user_id: userId,
    nickname,
    guest: userId === null,
    registered: userId !== null,
    walk_in: false,
    checked_in: true,
    checked_in_at: '2030-02-01T09:00:00Z',
    no_show: false,
    check_in_code: null,
    dropped: false,
  },
  points: 12 - rank * 3,
  wins: 4 - rank,
  losses: rank,
  draws: 0,
  omw: 50,
  gw: 50,
  ogw: 50,
  stage: 1,
  dropped: false,
})

const STANDINGS = [row(1, 'Aline', 11), row(2, 'Morgan', null), row(3, 'Javier', 12), row(4, 'Bruno', 13)]

describe('the final ranking', () => {
  it('saves the standings as the competitive ranking, accounts only, guests keeping their place', async () => {
    const requests = stubFetch((request) => (request.method === 'POST' ? { status: 204 } : undefined))
    const { user } = renderScreen(<FinalRanking event={eventDetail({ id: 42 })} standings={STANDINGS} />)
    expect((screen.getByRole('combobox', { name: 'Morgan' }) as HTMLSelectElement).value).toBe('2')
    expect(within(screen.getByRole('list')).getAllByText('guest')).toHaveLength(1)
    // A correction before saving: Bruno and Javier swap.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bruno' }), 'Place 3')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Javier' }), 'Place 4')
    await user.click(screen.getByRole('button', { name: 'Save the ranking and award the XP' }))
    await screen.findByText('The ranking is saved and the XP awarded.')
    expect(requests.filter((request) => request.method === 'POST')).toMatchObject([
      {
        url: '/api/events/42/award_xp/',
        body: {
          event_category: 'competitive',
          players: [
            { id: 11, name: 'Aline', position: 1 },
            { id: 12, name: 'Javier', position: 4 },
            { id: 13, name: 'Bruno', position: 3 },
          ],
        },
      },
    ])
  })

  it('refuses two players on one place without sending, and shows a saved ranking as it is', async () => {
    const requests = stubFetch(() => undefined)
    const { user, unmount } = renderScreen(
      <FinalRanking event={eventDetail({ id: 42 })} standings={STANDINGS} />,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bruno' }), 'Place 1')
    await user.click(screen.getByRole('button', { name: 'Save the ranking and award the XP' }))
    expect(screen.getByRole('alert').textContent).toBe('Two players cannot share the same position')
    expect(screen.getByRole('combobox', { name: 'Aline' }).getAttribute('aria-invalid')).toBe('true')
    expect(requests).toEqual([])
    unmount()

    renderScreen(<FinalRanking event={eventDetail({ id: 42, awarded_xp: true })} standings={STANDINGS} />)
    expect(screen.getByText(/^The results have been saved/).textContent).toBe(
      'The results have been saved. They can no longer be changed.',
    )
    // Each player with the place saved, in order, as text: nothing left to change.
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => [
          item.querySelector('label')?.textContent,
          item.querySelector('[class*="place"]')?.textContent,
        ]),
    ).toEqual([
      ['Aline', 'Place 1'],
      ['Morgan', 'Place 2'],
      ['Javier', 'Place 3'],
      ['Bruno', 'Place 4'],
    ])
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save the ranking and award the XP' })).toBeNull()
  })
})

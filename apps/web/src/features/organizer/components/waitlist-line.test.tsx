// @vitest-environment happy-dom
import type { Waitlist, WaitlistEntry } from '@questboard/domain/waitlist.schema'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { eventDetail } from '../../../testing/events'
import { renderScreen, stubFetch } from '../../../testing/render'
import { WaitlistLine } from './waitlist-line'

vi.mock('../../identity', async (importActual) => ({
  ...(await importActual<typeof import('../../identity')>()),
  useViewerKey: () => 'store',
}))

const event = eventDetail({ timezone: 'Europe/Paris' })
const entry = (position: number, nickname: string, offer: WaitlistEntry['offer']) => ({
  position,
  user_id: 100 + position,
  nickname,
  joined_at: '2030-01-10T09:00:00.000Z',
  offer,
})

describe("the registrants page's waitlist", () => {
  it('lists the line in order with each seat offer', async () => {
    stubFetch(() => ({
      json: {
        count: 3,
        place: null,
        line: [
          entry(1, 'Ada', {
            offered_at: '2030-01-19T17:30:00.000Z',
            expires_at: '2030-01-20T17:30:00.000Z',
            open: true,
          }),
          entry(2, 'Brune', {
            offered_at: '2030-01-18T08:00:00.000Z',
            expires_at: '2030-01-19T08:00:00.000Z',
            open: false,
          }),
          entry(3, 'Chen', null),
        ],
      } satisfies Waitlist,
    }))
    renderScreen(<WaitlistLine event={event} />)

    const table = await screen.findByRole('table', { name: /Waitlist/ })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ada',
      'Brune',
      'Chen',
    ])
    expect(rows[0]?.textContent).toMatch(/Offered until .*20.*18:30/)
    expect(rows[1]?.textContent).toContain('Offer expired')
    expect(rows[2]?.textContent).toContain('Waiting')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Waitlist · 3 players waiting')
  })

  it('says when nobody waits', async () => {
    stubFetch(() => ({ json: { count: 0, place: null, line: [] } satisfies Waitlist }))
    renderScreen(<WaitlistLine event={event} />)
    expect((await screen.findByText(/^Nobody/)).textContent).toBe('Nobody is on the waitlist.')
    expect(screen.queryByRole('table')).toBeNull()
  })
})

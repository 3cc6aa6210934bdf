// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { formatEventDateTime } from '../../../lib/format'
import { eventDetail } from '../../../testing/events'
import { renderScreen, stubFetch } from '../../../testing/render'
import { NoShowRuleNote } from './no-show-rule'
import { RegistrationPanel } from './registration-panel'

vi.mock('../../identity', async (importActual) => {
  const actual = await importActual<typeof import('../../identity')>()
  return {
    ...actual,
    useIdentity: () => ({
      status: 'connected',
      user: { id: 'ada', toolToken: 'tool-token' },
      signIn: () => {},
      isOldEnough: () => true,
    }),
  }
})

const HOUR = 3_600_000
const startsAt = new Date(Date.now() + 5 * 24 * HOUR)
const ruled = (rule: 'off' | 'last_48_hours' | 'closed') =>
  eventDetail({
    status: 'published',
    registration_open: true,
    no_show_rule: rule,
    starts_at: startsAt.toISOString(),
    registration_deadline: null,
    timezone: 'UTC',
  })
const record = (missed: number) => ({
  attended: 3,
  missed,
  missed_recently: missed,
  window_days: 90,
  threshold: 2,
})

describe('the store’s rule about missed events', () => {
  it('is stated on the event page when the store has one', () => {
    const { unmount } = renderScreen(<NoShowRuleNote event={ruled('last_48_hours')} />)
    expect(screen.getByText(/^This store's rule/).textContent).toMatch(
      /can register only in the last 48 hours before the event\.$/,
    )
    unmount()
    renderScreen(<NoShowRuleNote event={ruled('off')} />)
    expect(screen.queryByText(/This store's rule/)).toBeNull()
  })

  it('tells a player who missed two events from when they may register, instead of the button', async () => {
    const requests = stubFetch((request) =>
      request.url === '/api/users/me/record/' ? { json: record(2) } : undefined,
    )
    renderScreen(<RegistrationPanel event={ruled('last_48_hours')} externalUrl={null} />)
    const notice = await screen.findByText(
      /^You missed 2 or more events you registered for in the last 90 days/,
    )
    const opensAt = new Date(startsAt.getTime() - 48 * HOUR).toISOString()
    expect(notice.textContent).toContain(
      `only in the last 48 hours before the event, from ${formatEventDateTime(opensAt, 'UTC', 'en')}.`,
    )
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    expect(requests.map((request) => request.url)).toEqual(['/api/users/me/record/'])
  })

  it('lets a player under the threshold register, and words the API’s refusal in their language', async () => {
    stubFetch((request) => {
      if (request.url === '/api/users/me/record/') return { json: record(1) }
      return {
        status: 403,
        json: { detail: 'You missed…', reason: 'no_shows_barred', opens_at: null },
      }
    })
    const { user } = renderScreen(<RegistrationPanel event={ruled('closed')} externalUrl={null} />)
    await user.click(await screen.findByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'this store does not take your registration for this event.',
    )
  })
})

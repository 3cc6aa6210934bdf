// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorBeside } from '../../../testing/fields'
import { renderScreen, type SentRequest } from '../../../testing/render'
import EventDayConsoleRoute from '../routes/event-day-console'
import { eventDayServer, type FakeDay } from '../testing/event-day-server'

const REGISTERED = [
  { nickname: 'Aline', userId: 11, code: 'K7MQ2P' },
  { nickname: 'Javier', userId: 12, code: 'AB12CD' },
]

function openConsole(day: FakeDay = { registered: REGISTERED }, view = 'check-in') {
  const server = eventDayServer(42, day)
  const screenView = renderScreen(<EventDayConsoleRoute />, {
    path: `/profile/event/day/42?view=${view}`,
    route: '/profile/event/day/:id',
    page: 'event-day',
  })
  return { ...server, ...screenView }
}

/** A player's row of the list (their name is also in the hidden part of its buttons' names). */
const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: '[class*="playerName"]' })).closest('li') as HTMLElement

/** What a player's row says of them: checked in, not here yet, dropped… */
const statusOf = async (name: string) => (await rowOf(name)).querySelector('[class*="status-"]')?.textContent

/** The panel's count of the players here and of those expected. */
const counted = () => screen.getByText(/^\d+ players? checked in/).textContent

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET')

describe('the console’s check-in', () => {
  it('checks a player in by a code typed loosely, once, with an Idempotency-Key, and says so', async () => {
    const { user, requests } = openConsole()
    await screen.findByRole('heading', { name: 'Saturday Swiss', level: 1 })
    expect(counted()).toBe('0 players checked in · 2 registered players not here yet')
    expect(await statusOf('Aline')).toBe('Not here yet')

    await user.type(screen.getByLabelText('Check-in code'), 'k7m-q2p{Enter}')
    await screen.findByText('Aline is checked in.')
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    const [sent] = writes(requests)
    expect(sent).toMatchObject({ method: 'POST', url: '/api/events/42/check_ins/', body: { code: 'K7MQ2P' } })
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/)
    expect((screen.getByLabelText('Check-in code') as HTMLInputElement).value).toBe('')
    expect(await statusOf('Aline')).toBe('Checked in')
    expect(counted()).toBe('1 player checked in · 1 registered player not here yet')
    await screen.findByText('Live: every change is on the server.')

    // Scanned again: already here, nothing sent twice.
    await user.type(screen.getByLabelText('Check-in code'), 'K7MQ2P{Enter}')
    await screen.findByText('Aline is already checked in.')
    expect(writes(requests)).toHaveLength(1)
  })

  it('refuses what cannot be a code without asking the server, and names a code no registration has', async () => {
    const { user, requests } = openConsole()
    const field = await screen.findByLabelText('Check-in code')
    await user.type(field, 'ABCU{Enter}')
    expect(errorBeside(field)).toBe('A check-in code has 6 letters and digits, such as K7M-Q2P.')
    expect(writes(requests)).toEqual([])

    // A code no registration of the event has (the device holds them all): refused here too.
    await user.clear(field)
    await user.type(field, 'ZZZZZZ{Enter}')
    await screen.findByText('No registration for this event has the code ZZZ-ZZZ.')
    expect(writes(requests)).toEqual([])
  })

  it('checks in from the list, and adds a guest by name', async () => {
    const { user, requests } = openConsole()
    await user.click(await screen.findByRole('button', { name: 'Check in Javier' }))
    await screen.findByText('Javier is checked in.')
    await user.click(screen.getByText('Add a player who did not register'))
    await user.type(screen.getByLabelText("Guest's name"), 'Morgan')
    await user.click(screen.getByRole('button', { name: 'Add the guest' }))
    await screen.findByText('Morgan is checked in.')
    await waitFor(() => expect(writes(requests)).toHaveLength(2))
    expect(writes(requests).map((request) => request.body)).toEqual([
      { user_id: 12 },
      { guest_name: 'Morgan' },
    ])
    expect((await rowOf('Morgan')).querySelector('[class*="tag"]')?.textContent).toBe('guest')
    expect(await statusOf('Morgan')).toBe('Checked in')
    expect(await statusOf('Javier')).toBe('Checked in')
  })

  it('checks in while the network fails, says the change waits, and sends it with the same key when it returns', async () => {
    let offline = true
    const { user, requests } = openConsole({
      registered: REGISTERED,
      intercept: (request) => {
        if (offline && request.method === 'POST') throw new TypeError('Failed to fetch')
        return undefined
      },
    })
    await user.type(await screen.findByLabelText('Check-in code'), 'AB12CD{Enter}')
    await screen.findByText('Javier is checked in.')
    await screen.findByText('Offline: 1 change waits on this device; it is sent when the connection returns.')
    expect(await statusOf('Javier')).toBe('Checked in')

    offline = false
    window.dispatchEvent(new Event('online'))
    await screen.findByText('Live: every change is on the server.')
    const [lost, resent] = writes(requests)
    expect(resent?.headers.get('Idempotency-Key')).toBe(lost?.headers.get('Idempotency-Key'))
    expect(await statusOf('Javier')).toBe('Checked in')
  })

  it('drops a checked-in player once they confirm', async () => {
    const { user, requests } = openConsole({ registered: REGISTERED, checkedIn: ['Aline', 'Javier'] })
    await user.click(await screen.findByRole('button', { name: 'Drop Aline' }))
    await user.click(screen.getByRole('button', { name: 'Drop the player' }))
    await screen.findByText('Aline has dropped.')
    await waitFor(() =>
      expect(writes(requests)).toMatchObject([{ url: '/api/events/42/drops/', body: { check_in_id: 1 } }]),
    )
    expect(await statusOf('Aline')).toBe('Dropped')
    expect(await statusOf('Javier')).toBe('Checked in')
  })
})

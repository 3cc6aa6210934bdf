// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../testing/render'
import { type AlertSearch, SaveSearchAlert } from './save-search-alert'

const identity = vi.hoisted(() => ({ status: 'connected' as 'connected' | 'anonymous' }))
vi.mock('../../identity', async (importActual) => ({
  ...(await importActual<typeof import('../../identity')>()),
  useIdentity: () => ({
    status: identity.status,
    user: identity.status === 'connected' ? { id: 'ada', toolToken: 'tool-token' } : null,
    signIn: () => {},
  }),
  useViewerKey: () => (identity.status === 'connected' ? 'ada' : null),
}))
beforeEach(() => {
  identity.status = 'connected'
})

const LYON: AlertSearch = {
  place: { label: 'Lyon', latitude: 45.76, longitude: 4.84 },
  radius: 30,
  game: null,
  event_type: 'Full',
  event_subtype: 'prerelease',
}

function serveAlerts(answer: { status: number; json?: unknown } = { status: 201 }) {
  return stubFetch((request) => {
    if (request.url === '/api/games/') return { json: [{ id: 1, name: 'Crownfall Chronicles' }] }
    if (request.url === '/api/users/me/alerts/' && request.method === 'POST') {
      return answer.status === 201
        ? { status: 201, json: { id: 9, ...(request.body as object), created_at: '2030-01-01T00:00:00Z' } }
        : answer
    }
    return undefined
  })
}

describe('“Save this search as an alert” under the event list', () => {
  it('opens the alert with the search, saves it as the player names it, and links to the preferences', async () => {
    const requests = serveAlerts()
    const { user } = renderScreen(<SaveSearchAlert search={LYON} />)
    await user.click(screen.getByRole('button', { name: 'Save this search as an alert' }))
    // The form is named by the search it keeps: its radius around its place.
    const form = await screen.findByRole('form')
    expect(document.getElementById(form.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '30 km around Lyon',
    )
    const label = screen.getByRole('textbox', { name: 'Name of the alert' })
    expect((label as HTMLInputElement).value).toBe('Lyon')
    expect((screen.getByRole('spinbutton', { name: 'Distance (km)' }) as HTMLInputElement).value).toBe('30')
    expect((screen.getByRole('combobox', { name: 'Registration' }) as HTMLSelectElement).value).toBe('Full')
    expect((screen.getByRole('combobox', { name: 'Event type' }) as HTMLSelectElement).value).toBe(
      'prerelease',
    )
    expect((screen.getByRole('radio', { name: 'Once a week' }) as HTMLInputElement).checked).toBe(true)
    await user.clear(label)
    await user.type(label, 'Lyon prereleases')
    await user.click(screen.getByRole('button', { name: 'Save the alert' }))

    const saved = await screen.findByText(/The alert “Lyon prereleases” is saved\./)
    await waitFor(() => expect(document.activeElement).toBe(saved))
    expect(screen.getByRole('link', { name: 'My mail preferences' }).getAttribute('href')).toBe(
      '/profile/mail',
    )
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      label: 'Lyon prereleases',
      latitude: 45.76,
      longitude: 4.84,
      radius: 30,
      game: null,
      event_type: 'Full',
      event_subtype: 'prerelease',
      frequency: 'weekly',
    })
  })

  it('says a place is needed when the search has none, and sends nothing', async () => {
    const requests = serveAlerts()
    const { user } = renderScreen(<SaveSearchAlert search={null} />)
    const button = screen.getByRole('button', { name: 'Save this search as an alert' })
    await user.click(button)
    const hint = screen.getByText(/Choose a place, or use “Events near me”/)
    expect(button.getAttribute('aria-describedby')).toBe(hint.id)
    expect(requests.filter((request) => request.url.includes('alerts'))).toEqual([])
  })

  it('says when the player already keeps the most alerts, and keeps the form', async () => {
    serveAlerts({
      status: 409,
      json: { detail: 'You have 20 alerts, the most one may keep: delete one first.' },
    })
    const { user } = renderScreen(<SaveSearchAlert search={LYON} />)
    await user.click(screen.getByRole('button', { name: 'Save this search as an alert' }))
    await user.click(await screen.findByRole('button', { name: 'Save the alert' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have 20 alerts, the most one may keep: delete one first.',
    )
    // The form stays as the player filled it, ready to be sent again once an alert is deleted.
    expect((screen.getByRole('textbox', { name: 'Name of the alert' }) as HTMLInputElement).value).toBe(
      'Lyon',
    )
    expect((screen.getByRole('button', { name: 'Save the alert' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('is not offered to a signed-out visitor', () => {
    identity.status = 'anonymous'
    renderScreen(<SaveSearchAlert search={LYON} />)
    expect(screen.queryByRole('button', { name: 'Save this search as an alert' })).toBeNull()
  })
})

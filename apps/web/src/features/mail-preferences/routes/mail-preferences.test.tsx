// @vitest-environment happy-dom
import type { Alert, MailPreferences } from '@questboard/domain/mail-news.schema'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { errorBeside } from '../../../testing/fields'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import MailPreferencesRoute from './mail-preferences'

vi.mock('../../identity', async (importActual) => ({
  ...(await importActual<typeof import('../../identity')>()),
  useIdentity: () => ({
    status: 'connected',
    user: { id: 'ada', toolToken: 'tool-token' },
    signIn: () => {},
  }),
  useViewerKey: () => 'ada',
}))

const store = (id: number, name: string) => ({
  id,
  name,
  address: { street: null, street_2: null, city: 'Paris', postcode: null, region: null, country: 'FR' },
  website: null,
  logo_url: null,
  photo: null,
  is_favorite: true,
})

const PARIS_ALERT: Alert = {
  id: 3,
  label: 'Paris',
  latitude: 48.85,
  longitude: 2.35,
  radius: 25,
  game: 1,
  event_type: 'Full',
  event_subtype: null,
  frequency: 'weekly',
  created_at: '2030-01-01T10:00:00.000Z',
}

/** The preferences as the server keeps them; each write changes them. */
function servePreferences(
  start: { digest?: boolean; stores?: ReturnType<typeof store>[]; alerts?: Alert[] } = {},
) {
  const state = { digest: start.digest ?? true, stores: start.stores ?? [], alerts: start.alerts ?? [] }
  const preferences = (): MailPreferences => ({ daily_digest: state.digest, followed_stores: state.stores })
  return stubFetch((request: SentRequest) => {
    if (request.url === '/api/games/') return { json: [{ id: 1, name: 'Crownfall Chronicles' }] }
    if (request.url === '/api/users/me/mail_preferences/') {
      if (request.method === 'PATCH') state.digest = (request.body as { daily_digest: boolean }).daily_digest
      return { json: preferences() }
    }
    if (request.url.startsWith('/api/users/me/alerts/?')) {
      return { json: { count: state.alerts.length, next: null, previous: null, results: state.alerts } }
    }
    const alert = request.url.match(/^\/api\/users\/me\/alerts\/(\d+)\/$/)
    if (alert) {
      const id = Number(alert[1])
      if (request.method === 'DELETE') {
        state.alerts = state.alerts.filter((candidate) => candidate.id !== id)
        return { status: 204 }
      }
      const body = request.body as Alert
      if (body.radius > 500) return { status: 400, json: { radius: ['This value must be at most 500'] } }
      state.alerts = state.alerts.map((candidate) =>
        candidate.id === id ? { ...candidate, ...body } : candidate,
      )
      return { json: state.alerts.find((candidate) => candidate.id === id) }
    }
    const follow = request.url.match(/^\/api\/stores\/(\d+)\/follow\/$/)
    if (follow && request.method === 'DELETE') {
      state.stores = state.stores.filter((candidate) => candidate.id !== Number(follow[1]))
      return { status: 204 }
    }
    return undefined
  })
}

describe('the mail preferences page', () => {
  it('turns the daily digests off and on, saying so', async () => {
    const requests = servePreferences()
    const { user } = renderScreen(<MailPreferencesRoute />)
    const digest = await screen.findByRole('checkbox', {
      name: 'Each morning, one mail per store I follow that has published new events',
    })
    const status = within(screen.getByRole('region', { name: 'Daily digest' })).getByRole('status')
    expect((digest as HTMLInputElement).checked).toBe(true)
    expect(status.textContent).toBe('')
    await user.click(digest)
    await waitFor(() =>
      expect(status.textContent).toBe('Daily digests are off: you still follow your stores.'),
    )
    expect((digest as HTMLInputElement).checked).toBe(false)
    const patch = requests.find((request) => request.method === 'PATCH')
    expect(patch?.body).toEqual({ daily_digest: false })
    await user.click(digest)
    await waitFor(() => expect(status.textContent).toBe('Daily digests are on.'))
    expect((digest as HTMLInputElement).checked).toBe(true)
    expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({
      daily_digest: true,
    })
  })

  it('lists the stores followed, each with its page, and unfollows one', async () => {
    const requests = servePreferences({ stores: [store(7, 'Le Donjon'), store(8, 'La Taverne')] })
    const { user } = renderScreen(<MailPreferencesRoute />)
    const list = await screen.findByRole('region', { name: 'Stores you follow' })
    expect(within(list).getByRole('link', { name: 'Le Donjon' }).getAttribute('href')).toBe('/stores/7')
    await user.click(within(list).getByRole('button', { name: 'Unfollow Le Donjon' }))
    await waitFor(() =>
      expect(within(list).getByRole('status').textContent).toBe('You no longer follow Le Donjon.'),
    )
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Le Donjon' })).toBeNull())
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/stores/8'])
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/stores/7/follow/')
  })

  it('says what each alert looks for; changes one, showing a refused value at its field, and deletes one', async () => {
    const requests = servePreferences({ alerts: [PARIS_ALERT] })
    const { user } = renderScreen(<MailPreferencesRoute />)
    const alerts = await screen.findByRole('region', { name: 'Alerts' })
    const summary = await within(alerts).findByText(/^25 km around Paris/)
    await waitFor(() =>
      expect(summary.textContent).toBe(
        '25 km around Paris · Crownfall Chronicles · On Questboard · Every event type · Once a week',
      ),
    )
    const outcome = within(alerts).getByRole('status')

    await user.click(within(alerts).getByRole('button', { name: 'Edit the alert “Paris”' }))
    const radius = within(alerts).getByRole('spinbutton', { name: 'Distance (km)' })
    await user.clear(radius)
    await user.type(radius, '900')
    await user.click(within(alerts).getByRole('radio', { name: 'Every morning' }))
    await user.click(within(alerts).getByRole('button', { name: 'Save the alert' }))
    await waitFor(() => expect(errorBeside(radius)).toBe('This value must be at most 500'))
    await waitFor(() => expect(document.activeElement).toBe(radius))
    expect(requests.some((request) => request.method === 'PUT')).toBe(false)

    await user.clear(radius)
    await user.type(radius, '40')
    await user.click(within(alerts).getByRole('button', { name: 'Save the alert' }))
    await waitFor(() => expect(outcome.textContent).toBe('The alert “Paris” is saved.'))
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.url).toBe('/api/users/me/alerts/3/')
    expect(put?.body).toMatchObject({
      radius: 40,
      frequency: 'daily',
      game: 1,
      event_type: 'Full',
      event_subtype: null,
    })
    await waitFor(() =>
      expect(within(alerts).getByText(/ km around Paris/).textContent).toBe(
        '40 km around Paris · Crownfall Chronicles · On Questboard · Every event type · Every morning',
      ),
    )

    await user.click(within(alerts).getByRole('button', { name: 'Delete the alert “Paris”' }))
    await waitFor(() => expect(outcome.textContent).toBe('The alert “Paris” is deleted.'))
    expect(requests.find((request) => request.method === 'DELETE')?.url).toBe('/api/users/me/alerts/3/')
    expect((await within(alerts).findByText(/No alert yet/)).textContent).toBe(
      'No alert yet. Search the event list, then choose “Save this search as an alert”. Search events',
    )
    expect(within(alerts).queryByRole('list')).toBeNull()
    expect(within(alerts).getByRole('link', { name: 'Search events' }).getAttribute('href')).toBe('/events')
  })

  it('says when nothing is followed yet', async () => {
    servePreferences()
    renderScreen(<MailPreferencesRoute />)
    const stores = await screen.findByRole('region', { name: 'Stores you follow' })
    expect(within(stores).getByText(/You follow no store yet/).textContent).toBe(
      'You follow no store yet. Follow a store from its page to hear about its new events.',
    )
    expect(within(stores).queryByRole('list')).toBeNull()
  })

  it('offers to try again when the preferences cannot be read', async () => {
    let down = true
    const requests = stubFetch((request) => {
      if (request.url.startsWith('/api/users/me/alerts/?')) {
        return { json: { count: 0, next: null, previous: null, results: [] } }
      }
      if (request.url !== '/api/users/me/mail_preferences/') return undefined
      return down
        ? { status: 503, json: { detail: 'Down.' } }
        : { json: { daily_digest: false, followed_stores: [] } satisfies MailPreferences }
    })
    const { user } = renderScreen(<MailPreferencesRoute />)
    // One more try first (a 5xx may pass), then the page says so.
    const problem = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(problem.textContent).toBe('Ooooh!Your mail preferences could not be loaded.')
    const asked = requests.length
    down = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const digest = await screen.findByRole('checkbox', {
      name: 'Each morning, one mail per store I follow that has published new events',
    })
    expect((digest as HTMLInputElement).checked).toBe(false)
    expect(requests.slice(asked).map((request) => request.url)).toContain('/api/users/me/mail_preferences/')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen, type SentRequest, stubFetch } from '../../../testing/render'
import AdminRoute from '../routes/admin'

// Who is signed in is the identity feature's business: here the administrator whose account id is `me`.
vi.mock('../../identity', async (importActual) => {
  const actual = await importActual<typeof import('../../identity')>()
  return {
    ...actual,
    useIdentity: () => ({ status: 'connected', user: { id: 'me', roles: ['user', 'organizer', 'admin'] } }),
    useViewerKey: () => 'me',
  }
})

const ALINE = { id: 'aline', nickname: 'Aline', email: 'player@questboard.test', roles: ['user'] }
const detailOf = (account: typeof ALINE, history: unknown[] = []) => ({
  ...account,
  country: 'FR',
  join_date: '2026-01-02T10:00:00.000Z',
  registrations: [
    {
      id: 7,
      name: 'Spring league',
      status: 'published',
      starts_at: '2026-12-05T09:00:00.000Z',
      timezone: 'Europe/Paris',
      registered_at: '2026-11-01T09:00:00.000Z',
    },
  ],
  role_history: history,
})

function usersApi(put: (request: SentRequest) => { status?: number; json?: unknown } = () => ({})) {
  return stubFetch((request) => {
    if (request.url.startsWith('/api/admin/users/?')) {
      const search = new URL(request.url, 'http://x').searchParams.get('search')
      return { json: { results: search === 'ali' ? [ALINE] : [] } }
    }
    if (request.url === '/api/admin/users/aline/') return { json: detailOf(ALINE) }
    if (request.url === '/api/admin/users/me/') {
      return { json: { ...detailOf({ ...ALINE, id: 'me', nickname: 'Admin', roles: ['user', 'admin'] }) } }
    }
    if (request.url.endsWith('/roles/')) return put(request)
    return undefined
  })
}

describe('the admin space’s users', () => {
  it('finds a user, shows their roles and registrations, and grants a role', async () => {
    const requests = usersApi(() => ({
      json: detailOf({ ...ALINE, roles: ['user', 'organizer'] }, [
        {
          changed_by: 'me',
          changed_by_nickname: 'Admin',
          roles_before: ['user'],
          roles_after: ['user', 'organizer'],
          reason: 'admin-space',
          changed_at: '2026-11-27T10:00:00.000Z',
        },
      ]),
    }))
    const { user, router } = renderScreen(<AdminRoute />, { path: '/admin?tab=users', page: 'admin' })

    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page')
    await user.type(screen.getByRole('searchbox', { name: 'Find a user by nickname or email' }), 'ali')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.search).toBe('?tab=users&search=ali')

    const table = await screen.findByRole('table', { name: 'Users found: 1' })
    expect(within(table).getByRole('rowheader').textContent).toBe('Aline')
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['player@questboard.test', 'Player', 'Manage Aline'])
    await user.click(within(table).getByRole('button', { name: 'Manage Aline' }))

    const heading = await screen.findByRole('heading', { name: 'Aline', level: 3 })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('link', { name: 'Spring league' }).getAttribute('href')).toBe('/events/7')
    const before = screen.getByRole('region', { name: 'Changes of roles' })
    expect(before.querySelector('p')?.textContent).toBe('The roles of this account have never been changed.')
    expect(within(before).queryByRole('listitem')).toBeNull()

    const roles = screen.getByRole('group', { name: 'Change the roles' })
    const organizer = within(roles).getByRole('checkbox', { name: 'Organizer' }) as HTMLInputElement
    expect(organizer.checked).toBe(false)
    await user.click(organizer)
    await user.click(within(roles).getByRole('button', { name: 'Save the roles' }))

    expect((await screen.findByRole('status')).textContent).toContain('The roles of Aline have been saved.')
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.url).toBe('/api/admin/users/aline/roles/')
    expect(put?.body).toEqual({ roles: ['organizer'] })
    const history = screen.getByRole('region', { name: 'Changes of roles' })
    expect(within(history).getByRole('listitem').textContent).toMatch(
      /— Admin changed the roles from Player to Player, Organizer\. \(in the admin space\)$/,
    )
  })

  it('keeps the administrator’s own admin role, and says why a change was refused', async () => {
    const requests = usersApi(() => ({
      status: 503,
      json: { detail: 'The account service could not answer.' },
    }))
    const { user } = renderScreen(<AdminRoute />, { path: '/admin?tab=users&user=me', page: 'admin' })

    const roles = await screen.findByRole('group', { name: 'Change the roles' })
    const admin = within(roles).getByRole('checkbox', { name: /^Administrator/ }) as HTMLInputElement
    expect(admin.checked).toBe(true)
    expect(admin.disabled).toBe(true)
    // Why, in the box's own label: read with it.
    expect(admin.closest('label')?.textContent).toBe(
      'Administrator — You cannot remove your own admin role; another administrator can.',
    )

    await user.click(within(roles).getByRole('checkbox', { name: 'Organizer' }))
    await user.click(within(roles).getByRole('button', { name: 'Save the roles' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Unfortunately, the roles could not be saved!')
    expect(alert.textContent).toContain('The account service could not answer.')
    // The disabled box still counts: the administrator keeps their role in what is sent.
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      roles: ['organizer', 'admin'],
    })
  })

  it('says when nobody matches', async () => {
    usersApi()
    renderScreen(<AdminRoute />, { path: '/admin?tab=users&search=zz', page: 'admin' })
    expect((await screen.findByText(/^No user matches/)).textContent).toBe(
      'No user matches this search. Enter at least two characters of a nickname or an email.',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })
})

// @vitest-environment happy-dom

import { useQuery } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApiAuthentication } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { storeKeys } from '../../../lib/query-keys'
import { renderScreen, stubFetch } from '../../../testing/render'
import { FollowButton } from './follow-button'

// Who is signed in is the identity feature's business (an OpenID Connect session): these tests set it.
const identity = vi.hoisted(() => ({
  status: 'connected' as 'connected' | 'anonymous',
  signIn: vi.fn(async () => {}),
}))
vi.mock('../../identity', async (importActual) => ({
  ...(await importActual<typeof import('../../identity')>()),
  useIdentity: () => ({
    status: identity.status,
    user: identity.status === 'connected' ? { id: 'ada', toolToken: 'tool-token' } : null,
    signIn: identity.signIn,
  }),
  useViewerKey: () => (identity.status === 'connected' ? 'ada' : null),
}))

beforeEach(() => {
  identity.status = 'connected'
  identity.signIn.mockClear()
  // What the identity feature does at sign-in: the Event API's calls carry the tool token.
  configureApiAuthentication({ toolToken: () => 'tool-token', onUnauthorized: () => {} })
})
afterEach(() => configureApiAuthentication(undefined))

/** The button as a store's page holds it: fed by the store's query, read again after each change. */
function StoreFollow({ compact }: { compact?: boolean }) {
  const store = useQuery({
    queryKey: storeKeys.detail('7', 'ada'),
    queryFn: () => apiCall('/api/stores/{id}/', 'get', { params: { id: 7 } }),
  }).data
  return store ? <FollowButton store={store} compact={compact} /> : null
}

/** A store API where following is kept, as the server keeps it. */
function serveStore() {
  let following = false
  return stubFetch((request) => {
    if (request.url === '/api/stores/7/') {
      return {
        json: {
          id: 7,
          name: 'Le Donjon',
          address: null,
          website: null,
          logo_url: null,
          is_favorite: following,
        },
      }
    }
    if (request.url === '/api/stores/7/follow/') {
      following = request.method === 'PUT'
      return { status: 204 }
    }
    return undefined
  })
}

describe('the follow button of a store', () => {
  it('follows and unfollows with the caller’s token, and says which it is', async () => {
    const requests = serveStore()
    const { user } = renderScreen(<StoreFollow />)

    const button = await screen.findByRole('button', { name: 'Follow Le Donjon' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(button.textContent).toBe('Follow')
    await user.click(button)

    const following = await screen.findByRole('button', { name: 'Following Le Donjon' })
    expect(following.getAttribute('aria-pressed')).toBe('true')
    expect(following.textContent).toBe('Following')
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.url).toBe('/api/stores/7/follow/')
    expect(put?.headers.get('Authorization')).toBe('Token tool-token')

    await user.click(following)
    await screen.findByRole('button', { name: 'Follow Le Donjon' })
    expect(
      requests.filter((request) => request.url === '/api/stores/7/follow/').map((r) => r.method),
    ).toEqual(['PUT', 'DELETE'])
  })

  it('compact, it shows the icon alone and keeps the store in its name', async () => {
    serveStore()
    renderScreen(<StoreFollow compact />)
    const button = await screen.findByRole('button', { name: 'Follow Le Donjon' })
    expect(button.textContent).toBe('')
  })

  it('takes a signed-out visitor to sign in, and sends nothing', async () => {
    identity.status = 'anonymous'
    const requests = serveStore()
    const { user } = renderScreen(<StoreFollow />)
    await user.click(await screen.findByRole('button', { name: 'Follow Le Donjon' }))
    await waitFor(() => expect(identity.signIn).toHaveBeenCalled())
    expect(requests.some((request) => request.url.includes('/follow/'))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../testing/memory-storage'
import { REDIRECT_KEY, rememberRedirectTarget, takeRedirectPath } from './redirect-target'

describe('the sign-in return route', () => {
  it('stores the route name, params, query and hash, not the path', () => {
    const storage = new MemoryStorage()
    rememberRedirectTarget(storage, { pathname: '/fr/events/42', search: '?tab=players', hash: '#map' })
    expect(JSON.parse(storage.getItem(REDIRECT_KEY) ?? '')).toEqual({
      name: 'event-show',
      params: { id: '42' },
      query: { tab: 'players' },
      hash: '#map',
    })
  })

  it('restores it in the current locale and forgets it', () => {
    const storage = new MemoryStorage()
    rememberRedirectTarget(storage, { pathname: '/events', search: '?country=FR&is_free=true' })
    expect(takeRedirectPath(storage, 'en')).toBe('/events?country=FR&is_free=true')
    expect(storage.getItem(REDIRECT_KEY)).toBeNull()

    rememberRedirectTarget(storage, { pathname: '/events', search: '?country=FR' })
    expect(takeRedirectPath(storage, 'de')).toBe('/de/events?country=FR')
  })

  it('brings the not-found page back home', () => {
    const storage = new MemoryStorage()
    rememberRedirectTarget(storage, { pathname: '/fr/nowhere' })
    expect(takeRedirectPath(storage, 'fr')).toBe('/fr/')
  })

  it('ignores nothing stored, broken JSON and unknown route names', () => {
    const storage = new MemoryStorage()
    expect(takeRedirectPath(storage, 'en')).toBeUndefined()
    storage.setItem(REDIRECT_KEY, '{not json')
    expect(takeRedirectPath(storage, 'en')).toBeUndefined()
    storage.setItem(REDIRECT_KEY, JSON.stringify({ name: 'admin-space' }))
    expect(takeRedirectPath(storage, 'en')).toBeUndefined()
    storage.setItem(REDIRECT_KEY, JSON.stringify({ name: 'event-show' }))
    expect(takeRedirectPath(storage, 'en')).toBeUndefined()
    expect(storage.length).toBe(0)
  })
})

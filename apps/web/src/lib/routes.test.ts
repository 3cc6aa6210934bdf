import { describe, expect, it } from 'vitest'
import { localizedPath, locateRoute, matchRoute, ROUTES } from './routes'

describe('localizedPath', () => {
  it('builds English paths without prefix and other locales with theirs', () => {
    expect(localizedPath('en', { name: 'home' })).toBe('/')
    expect(localizedPath('fr', { name: 'home' })).toBe('/fr/')
    expect(localizedPath('en', { name: 'event-list' })).toBe('/events')
    expect(localizedPath('de', { name: 'event-list' })).toBe('/de/events')
    expect(localizedPath('es', { name: 'loyalty-club' })).toBe('/es/the-loyalty-club')
  })

  it('fills params, query and hash', () => {
    expect(localizedPath('nl', { name: 'event-show', params: { id: 42 } })).toBe('/nl/events/42')
    expect(localizedPath('en', { name: 'event-edit', params: { id: '7' }, hash: 'address' })).toBe(
      '/profile/event/edit/7#address',
    )
    expect(
      localizedPath('it', {
        name: 'event-list',
        query: { country: 'IT', game: [1, 2], is_free: true, city: undefined, page: null, search: '' },
      }),
    ).toBe('/it/events?country=IT&game=1&game=2&is_free=true')
    expect(localizedPath('en', { name: 'event-list', query: new URLSearchParams('page=2') })).toBe(
      '/events?page=2',
    )
  })

  it('refuses to build a path with a missing param', () => {
    expect(() => localizedPath('en', { name: 'event-show', params: { id: '' } })).toThrow(/id/)
  })
})

describe('matchRoute', () => {
  it('finds every route from its own path', () => {
    for (const name of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
      const path = localizedPath('en', { name, params: { id: 5 } } as never)
      expect(matchRoute(path)?.name, path).toBe(name)
    }
  })

  it('reads params and accepts digits only for ids', () => {
    expect(matchRoute('/events/12')).toEqual({ name: 'event-show', params: { id: '12' } })
    expect(matchRoute('/profile/event/edit/3')).toEqual({ name: 'event-edit', params: { id: '3' } })
    expect(matchRoute('/events/abc')).toBeUndefined()
    expect(matchRoute('/events/12a')).toBeUndefined()
    expect(matchRoute('/profile/event/edit/x')).toBeUndefined()
  })

  it('does not match unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeUndefined()
    expect(matchRoute('/events/1/players')).toBeUndefined()
  })
})

describe('locateRoute', () => {
  it('describes a location by route name, params, query and hash, and rebuilds it', () => {
    const located = locateRoute({ pathname: '/fr/events/12', search: '?tab=players', hash: '#players' })
    expect(located).toEqual({
      locale: 'fr',
      target: { name: 'event-show', params: { id: '12' }, query: { tab: 'players' }, hash: '#players' },
    })
    expect(located && localizedPath('de', located.target)).toBe('/de/events/12?tab=players#players')
  })

  it('has no locale for an English path and nothing for an unknown one', () => {
    expect(locateRoute({ pathname: '/events' })).toEqual({
      locale: undefined,
      target: { name: 'event-list', params: {}, query: {} },
    })
    expect(locateRoute({ pathname: '/fr/events/abc' })).toBeUndefined()
    expect(locateRoute({ pathname: '/xx/events' })).toBeUndefined()
  })
})

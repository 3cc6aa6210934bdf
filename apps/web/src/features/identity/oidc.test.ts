import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../testing/memory-storage'
import { hasStoredOidcUser, isSigninResponse, localeRoot, postLogoutUri, SCOPE } from './oidc'

describe('the OpenID Connect settings', () => {
  it('returns to the locale root the account service registers', () => {
    expect(localeRoot('https://questboard.example', 'en')).toBe('https://questboard.example/')
    expect(localeRoot('https://questboard.example', 'fr')).toBe('https://questboard.example/fr')
    expect(postLogoutUri('https://questboard.example', 'en')).toBe('https://questboard.example/?signout=1')
    expect(postLogoutUri('https://questboard.example', 'es')).toBe('https://questboard.example/es?signout=1')
  })

  it('asks for the refresh token and the three role scopes of the web client', () => {
    expect(SCOPE.split(' ')).toEqual(
      expect.arrayContaining([
        'openid',
        'offline_access',
        'questboard-web:user',
        'questboard-web:organizer',
        'questboard-web:admin',
      ]),
    )
  })

  it('recognises the sign-in answer in the hash, and nothing else', () => {
    expect(isSigninResponse('#code=abc&state=xyz&iss=http%3A%2F%2Flocalhost')).toBe(true)
    expect(isSigninResponse('#error=access_denied&state=xyz')).toBe(true)
    expect(isSigninResponse('#code=abc')).toBe(false)
    expect(isSigninResponse('#players')).toBe(false)
    expect(isSigninResponse('')).toBe(false)
  })

  it('sees a stored session only where the library keeps its user', () => {
    const storage = new MemoryStorage()
    storage.setItem('user', '{}')
    storage.setItem('oidc.4f2a', '{}')
    expect(hasStoredOidcUser(storage)).toBe(false)
    storage.setItem('oidc.user:http://localhost:8081:questboard-web', '{}')
    expect(hasStoredOidcUser(storage)).toBe(true)
  })
})

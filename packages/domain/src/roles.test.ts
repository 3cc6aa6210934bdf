import { describe, expect, it } from 'vitest'
import { ageAt, canOrganize, hasRole, isConnected, isOldEnough, parseRoles, rolesToScope } from './roles'

describe('parseRoles', () => {
  it('reads the roles of the web client', () => {
    expect(parseRoles('questboard-web:user questboard-web:organizer openid')).toEqual(['user', 'organizer'])
  })

  it('ignores other clients, unknown roles, duplicates and extra spaces', () => {
    expect(
      parseRoles(
        '  openid profile other-app:admin questboard-web:admin questboard-web:wizard questboard-web:admin ',
      ),
    ).toEqual(['admin'])
    expect(parseRoles('questboard-webx:admin questboard-web:')).toEqual([])
  })

  it('gives no roles for an empty scope', () => {
    expect(parseRoles('')).toEqual([])
    expect(parseRoles(undefined)).toEqual([])
    expect(parseRoles(null)).toEqual([])
  })

  it('takes another client id', () => {
    expect(parseRoles('questboard-web:admin partner:organizer', 'partner')).toEqual(['organizer'])
  })

  it('writes scopes back', () => {
    expect(rolesToScope(['user', 'admin'])).toBe('questboard-web:user questboard-web:admin')
    expect(parseRoles(rolesToScope(['organizer', 'user']))).toEqual(['user', 'organizer'])
  })
})

describe('isConnected', () => {
  const user = { id: 'abc', email: 'player@questboard.test', accessToken: 'token', roles: ['user'] }

  it('needs an id, an email, a token and a role', () => {
    expect(isConnected(user)).toBe(true)
    expect(isConnected({ ...user, id: 0 })).toBe(true)
    expect(isConnected({ ...user, id: '' })).toBe(false)
    expect(isConnected({ ...user, id: null })).toBe(false)
    expect(isConnected({ ...user, email: '' })).toBe(false)
    expect(isConnected({ ...user, accessToken: undefined })).toBe(false)
    expect(isConnected({ ...user, roles: [] })).toBe(false)
    expect(isConnected({ ...user, roles: undefined })).toBe(false)
    expect(isConnected(null)).toBe(false)
  })

  it('checks roles', () => {
    expect(hasRole(user, 'user')).toBe(true)
    expect(hasRole(user, 'admin')).toBe(false)
    expect(hasRole(undefined, 'user')).toBe(false)
    expect(canOrganize(user)).toBe(false)
    expect(canOrganize({ ...user, roles: ['user', 'organizer'] })).toBe(true)
    expect(canOrganize({ ...user, roles: ['admin'] })).toBe(true)
  })
})

describe('age', () => {
  it('counts completed years', () => {
    expect(ageAt('2010-06-15', '2025-06-14')).toBe(14)
    expect(ageAt('2010-06-15', '2025-06-15')).toBe(15)
    expect(ageAt('2010-06-15', '2025-06-15T09:00')).toBe(15)
  })

  it('reaches a 29 February birthday on 1 March in other years', () => {
    expect(ageAt('2008-02-29', '2023-02-28')).toBe(14)
    expect(ageAt('2008-02-29', '2023-03-01')).toBe(15)
    expect(ageAt('2008-02-29', '2024-02-29')).toBe(16)
  })

  it('refuses players under 15 on the event date', () => {
    expect(isOldEnough('2010-06-15', '2025-06-14')).toBe(false)
    expect(isOldEnough('2010-06-15', '2025-06-15')).toBe(true)
    expect(isOldEnough('1980-01-01', '2025-06-15')).toBe(true)
  })

  it('refuses malformed dates', () => {
    expect(() => ageAt('15/06/2010', '2025-06-15')).toThrow(RangeError)
  })
})

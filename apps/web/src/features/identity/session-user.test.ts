import { describe, expect, it } from 'vitest'
import { fakeJwt, MemoryStorage } from '../../testing/memory-storage'
import {
  type AccountMe,
  buildSessionUser,
  clearSessionUser,
  readSessionUser,
  saveSessionUser,
  userIsOldEnough,
} from './session-user'

const me: AccountMe = {
  id: '00000000-0000-4000-8000-000000000005',
  email: 'admin@questboard.test',
  nickname: 'Admin',
  picture: '',
  country: 'FR',
  birth_date: '1990-04-12',
  join_date: '2024-01-02',
  loyalty_registration: false,
}
const accessToken = fakeJwt({
  sub: me.id,
  scope:
    'openid email profile offline_access questboard-web:user questboard-web:organizer questboard-web:admin',
})

describe('the session user (spec §3)', () => {
  const user = buildSessionUser(me, accessToken, { token: 'tool-token-secret', user_id: 17 })

  it('is built from the account, the access token’s roles and the Event API’s answer', () => {
    expect(user).toEqual({
      id: me.id,
      email: 'admin@questboard.test',
      nickname: 'Admin',
      picture: null,
      country: 'FR',
      birthDate: '1990-04-12',
      joinDate: '2024-01-02',
      loyaltyRegistration: false,
      roles: ['user', 'organizer', 'admin'],
      accessToken,
      optoolUserId: '17',
      toolToken: 'tool-token-secret',
    })
  })

  it('keeps tokens in sessionStorage and only the non-secret profile in localStorage', () => {
    const session = new MemoryStorage()
    const local = new MemoryStorage()
    saveSessionUser(user, session, local)

    expect(readSessionUser(session)).toEqual(user)
    expect(Object.keys(local.entries())).toEqual(['user'])
    expect(JSON.parse(local.getItem('user') ?? '')).toEqual({
      id: me.id,
      nickname: 'Admin',
      picture: null,
      country: 'FR',
    })
    const stored = JSON.stringify(local.entries())
    for (const secret of [accessToken, 'tool-token-secret', me.email]) expect(stored).not.toContain(secret)
    expect(JSON.parse(local.getItem('user') ?? '{}')).toMatchObject({ id: me.id, nickname: 'Admin' })

    clearSessionUser(session, local)
    expect(session.length + local.length).toBe(0)
    expect(readSessionUser(session)).toBeNull()
  })

  it('reads nothing from a broken or partial sessionStorage entry', () => {
    const session = new MemoryStorage()
    session.setItem('user', '{oops')
    expect(readSessionUser(session)).toBeNull()
    session.setItem('user', JSON.stringify({ id: me.id }))
    expect(readSessionUser(session)).toBeNull()
  })

  it('works without the Event API’s answer (tool token unknown)', () => {
    const partial = buildSessionUser(me, accessToken, null)
    expect(partial.optoolUserId).toBeNull()
    expect(partial.toolToken).toBeNull()
  })

  it('tells who may participate: 15 on the event’s date', () => {
    const kid = buildSessionUser({ ...me, birth_date: '2011-06-15' }, accessToken, null)
    expect(userIsOldEnough(kid, '2026-06-14')).toBe(false)
    expect(userIsOldEnough(kid, '2026-06-15')).toBe(true)
    expect(userIsOldEnough(null, '2026-06-15')).toBe(true)
    expect(userIsOldEnough({ ...kid, birthDate: null }, '2020-01-01')).toBe(true)
  })
})

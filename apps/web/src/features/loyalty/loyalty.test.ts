import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../testing/memory-storage'
import { coinsByExpiryDay } from './coins-expiry'
import { leaderboardPaging, leaderboardSearch } from './leaderboard-paging'
import {
  invitationHidden,
  LOYALTY_STORAGE_KEY,
  rememberInvitationHidden,
  shouldInvite,
} from './loyalty-invitation'
import { membershipOf } from './membership'

const spanish = { loyaltyRegistration: false, country: 'ES' }

describe('the loyalty invitation (spec §2 loyalty modal)', () => {
  it('invites anonymous visitors and Spanish non-members on a loyalty locale', () => {
    const storage = new MemoryStorage()
    expect(shouldInvite({ locale: 'es', status: 'anonymous', user: null, oldEnough: true }, storage)).toBe(
      true,
    )
    expect(shouldInvite({ locale: 'es', status: 'connected', user: spanish, oldEnough: true }, storage)).toBe(
      true,
    )
  })

  it('never invites elsewhere, before the identity is known, members, other countries or under-15s', () => {
    const storage = new MemoryStorage()
    const cases = [
      { locale: 'en', status: 'anonymous', user: null, oldEnough: true },
      { locale: 'fr', status: 'connected', user: spanish, oldEnough: true },
      { locale: 'es', status: 'loading', user: null, oldEnough: true },
      { locale: 'es', status: 'connected', user: { ...spanish, loyaltyRegistration: true }, oldEnough: true },
      { locale: 'es', status: 'connected', user: { ...spanish, country: 'FR' }, oldEnough: true },
      { locale: 'es', status: 'connected', user: spanish, oldEnough: false },
    ] as const
    for (const visitor of cases) expect(shouldInvite(visitor, storage), JSON.stringify(visitor)).toBe(false)
  })

  it('is remembered under `loyalty` once hidden, and then never shows again', () => {
    const storage = new MemoryStorage()
    expect(invitationHidden(storage)).toBe(false)
    rememberInvitationHidden(storage, new Date('2026-11-22T10:00:00Z'))
    expect(storage.entries()).toEqual({ [LOYALTY_STORAGE_KEY]: '{"hidden_at":"2026-11-22T10:00:00.000Z"}' })
    expect(shouldInvite({ locale: 'es', status: 'anonymous', user: null, oldEnough: true }, storage)).toBe(
      false,
    )
  })

  it('does not invite when storage is refused, rather than on every visit', () => {
    const refusing = new MemoryStorage()
    refusing.getItem = () => {
      throw new Error('SecurityError')
    }
    expect(invitationHidden(refusing)).toBe(true)
  })
})

describe('membershipOf', () => {
  it('tells what the club page offers', () => {
    expect(membershipOf('loading', null, true)).toBe('loading')
    expect(membershipOf('anonymous', null, true)).toBe('anonymous')
    expect(membershipOf('connected', { loyaltyRegistration: true }, true)).toBe('member')
    expect(membershipOf('connected', { loyaltyRegistration: false }, true)).toBe('not-member')
    expect(membershipOf('connected', { loyaltyRegistration: false }, false)).toBe('too-young')
  })
})

describe('leaderboard paging', () => {
  it('reads the page and one of the offered page sizes, falling back to page 1 and 10', () => {
    expect(leaderboardPaging(new URLSearchParams('page=3&page_size=25'))).toEqual({ page: 3, pageSize: 25 })
    expect(leaderboardPaging(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 10 })
    for (const odd of ['page=0&page_size=7', 'page=-2&page_size=100', 'page=abc&page_size=', 'page=1.5'])
      expect(leaderboardPaging(new URLSearchParams(odd)), odd).toEqual({ page: 1, pageSize: 10 })
  })

  it('writes the query without the defaults, keeping the other parameters', () => {
    const current = new URLSearchParams('page=4&page_size=50&ref=mail')
    expect(leaderboardSearch(current, { page: 1, pageSize: 25 }).toString()).toBe('page_size=25&ref=mail')
    expect(leaderboardSearch(current, { page: 2, pageSize: 10 }).toString()).toBe('page=2&ref=mail')
  })
})

describe('coinsByExpiryDay', () => {
  it('adds up the coins expiring on the same day, keeping the order', () => {
    const day = (instant: Date) => instant.toISOString().slice(0, 10)
    const batches = [
      { amount: 3, expires_at: '2027-11-22T14:00:01.000Z' },
      { amount: 1, expires_at: '2027-11-22T14:00:09.000Z' },
      { amount: 2, expires_at: '2028-01-05T09:00:00.000Z' },
    ]
    expect(coinsByExpiryDay(batches, day)).toEqual([
      { expiresAt: '2027-11-22T14:00:01.000Z', amount: 4 },
      { expiresAt: '2028-01-05T09:00:00.000Z', amount: 2 },
    ])
    expect(coinsByExpiryDay([], day)).toEqual([])
  })
})

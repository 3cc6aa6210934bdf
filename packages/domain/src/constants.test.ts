import { describe, expect, it } from 'vitest'
import {
  coinsExpiry,
  cookieConsentExpiry,
  effectiveOrder,
  isLocale,
  isRegistrationDeadline,
  isSoldOut,
  LOCALES,
  lifecycleLabels,
  pointsFor,
  REGISTRATION_DEADLINES,
  registrationDeadline,
  timeSliceOf,
} from './constants'

// The spec §9 values themselves are checked where they act: page sizes in event-api.schema.test.ts, the
// minimum age in roles.test.ts, the logo size in store.schema.test.ts, locales in the web's catalogs and
// locale-routing tests, currencies and event types in event.schema.test.ts, the cookie consent's
// lifetime and the coins' below.
describe('isLocale', () => {
  it('knows the six locales and nothing else', () => {
    expect(LOCALES.filter(isLocale)).toHaveLength(6)
    expect(isLocale('pt')).toBe(false)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('effectiveOrder', () => {
  it('orders by distance with coordinates, unless date is asked', () => {
    expect(effectiveOrder(undefined, true)).toBe('distance')
    expect(effectiveOrder('distance', true)).toBe('distance')
    expect(effectiveOrder('date', true)).toBe('date')
  })

  it('falls back from distance to date without coordinates', () => {
    expect(effectiveOrder('distance', false)).toBe('date')
    expect(effectiveOrder(undefined, false)).toBe('date')
    expect(effectiveOrder('date', false)).toBe('date')
  })
})

describe('registration deadlines', () => {
  const start = new Date('2025-06-20T14:00:00Z')

  it('recognizes an option', () => {
    expect(REGISTRATION_DEADLINES.every(isRegistrationDeadline)).toBe(true)
    expect(isRegistrationDeadline('H-3')).toBe(false)
  })

  it.each([
    ['H-1', '2025-06-20T13:00:00.000Z'],
    ['H-2', '2025-06-20T12:00:00.000Z'],
    ['H-6', '2025-06-20T08:00:00.000Z'],
    ['H-12', '2025-06-20T02:00:00.000Z'],
    ['D-2', '2025-06-18T14:00:00.000Z'],
    ['D-3', '2025-06-17T14:00:00.000Z'],
    ['D-5', '2025-06-15T14:00:00.000Z'],
    ['D-10', '2025-06-10T14:00:00.000Z'],
  ] as const)('%s closes at %s', (option, expected) => {
    expect(registrationDeadline(option, start).toISOString()).toBe(expected)
  })
})

describe('timeSliceOf', () => {
  it.each([
    ['00:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:59', 'afternoon'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
  ])('%s is %s', (time, slice) => {
    expect(timeSliceOf(time)).toBe(slice)
  })

  it('refuses a non-time', () => {
    expect(() => timeSliceOf('noon')).toThrow(RangeError)
  })
})

describe('pointsFor', () => {
  it.each([
    [1, 35],
    [2, 25],
    [3, 20],
    [4, 20],
    [5, 10],
    [null, 10],
  ])('competitive position %j earns %i XP', (position, xp) => {
    expect(pointsFor({ category: 'competitive', position, loyaltyMember: false })).toEqual({ xp, coins: 0 })
  })

  it('gives attendance only in a non-competitive event', () => {
    expect(pointsFor({ category: 'non-competitive', position: 1, loyaltyMember: false })).toEqual({
      xp: 10,
      coins: 0,
    })
  })

  it('gives loyalty members 1 coin per 10 XP', () => {
    expect(pointsFor({ category: 'competitive', position: 1, loyaltyMember: true })).toEqual({
      xp: 35,
      coins: 3,
    })
    expect(pointsFor({ category: 'non-competitive', position: null, loyaltyMember: true })).toEqual({
      xp: 10,
      coins: 1,
    })
  })
})

describe('expiries', () => {
  it('coins expire one year later', () => {
    expect(coinsExpiry(new Date('2025-03-10T09:00:00Z')).toISOString()).toBe('2026-03-10T09:00:00.000Z')
    expect(coinsExpiry(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe('2025-02-28T00:00:00.000Z')
  })

  it('cookie consent lasts 13 months', () => {
    expect(cookieConsentExpiry(new Date('2025-01-31T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(cookieConsentExpiry(new Date('2025-05-15T00:00:00Z')).toISOString()).toBe(
      '2026-06-15T00:00:00.000Z',
    )
  })
})

describe('lifecycle labels', () => {
  const base = {
    status: 'published',
    timeState: 'future',
    registered: false,
    registeredCount: 3,
    maxPlayers: 8,
  } as const

  it('cancelled wins', () => {
    expect(lifecycleLabels({ ...base, status: 'cancelled', registered: true })).toEqual(['cancelled'])
  })

  it('in progress, completed, registered, sold out', () => {
    expect(lifecycleLabels(base)).toEqual([])
    expect(lifecycleLabels({ ...base, timeState: 'started' })).toEqual(['in_progress'])
    expect(lifecycleLabels({ ...base, timeState: 'past', registered: true })).toEqual([
      'completed',
      'registered',
    ])
    expect(lifecycleLabels({ ...base, registered: true, registeredCount: 8 })).toEqual([
      'registered',
      'sold_out',
    ])
    expect(lifecycleLabels({ ...base, timeState: 'past', registeredCount: 8 })).toEqual(['completed'])
  })

  it('sold out when registrations reach max_players', () => {
    expect(isSoldOut(8, 8)).toBe(true)
    expect(isSoldOut(7, 8)).toBe(false)
    expect(isSoldOut(100, null)).toBe(false)
  })
})

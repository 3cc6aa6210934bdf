import { describe, expect, it } from 'vitest'
import {
  COINS_LIFETIME_YEARS,
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_MONTHS,
  CURRENCIES,
  coinsExpiry,
  cookieConsentExpiry,
  DEFAULT_FILTER_EVENT_TYPE,
  DEFAULT_LOCALE,
  DEFAULT_ORDER,
  DEFAULT_STAGE_FORMAT,
  DEFAULT_VISIBILITY,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_LIFECYCLE_LABELS,
  EVENT_STATUSES,
  EVENT_SUBTYPES,
  effectiveOrder,
  FILTER_EVENT_SUBTYPES,
  IDENTITY_TIMEOUT_MS,
  isLocale,
  isRegistrationDeadline,
  isSoldOut,
  LANG_STORAGE_KEY,
  LOCALES,
  LOCATOR_PAGE_SIZE,
  LOGIN_SEARCH_MIN_LENGTH,
  LOGO_MAX_BYTES,
  LOGO_MAX_KB,
  LOYALTY_COUNTRIES,
  LOYALTY_LOCALES,
  lifecycleLabels,
  MAX_PAGE_SIZE,
  MINIMUM_AGE,
  ORDERS,
  OTHER_GAME_ID,
  PAGE_SIZE,
  PAGINATION_PROXIMITY,
  pointsFor,
  REGISTRATION_DEADLINES,
  RESULT_CATEGORIES,
  ROLES,
  registrationDeadline,
  SERVICE_WORKER_CHECK_MS,
  STAGE_FORMATS,
  TIME_SLICES,
  timeSliceOf,
  VISIBILITIES,
  WEB_CLIENT_ID,
  WEEKDAYS,
} from './constants'

describe('spec §9 constants', () => {
  it('locales', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'de', 'es', 'nl', 'it'])
    expect(DEFAULT_LOCALE).toBe('en')
    expect(LANG_STORAGE_KEY).toBe('lang')
    expect(LOYALTY_LOCALES).toEqual(['es'])
    expect(LOYALTY_COUNTRIES).toEqual(['ES'])
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('pt')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })

  it('event types, kinds, formats, visibility, order', () => {
    expect(EVENT_SUBTYPES).toEqual(['tournament', 'prerelease', 'demo', 'painting', 'other'])
    expect(FILTER_EVENT_SUBTYPES).toEqual(['all', 'tournament', 'prerelease', 'demo', 'painting', 'other'])
    expect(EVENT_KINDS).toEqual(['Full', 'Light'])
    expect(EVENT_KIND_LABELS).toEqual(['Full', 'Light', 'External'])
    expect(DEFAULT_FILTER_EVENT_TYPE).toBe('Full')
    expect(STAGE_FORMATS).toEqual(['SE', 'DE', 'SW', 'RR'])
    expect(DEFAULT_STAGE_FORMAT).toBe('SW')
    expect(VISIBILITIES).toEqual(['PUBLIC', 'PRIVATE'])
    expect(DEFAULT_VISIBILITY).toBe('PUBLIC')
    expect(ORDERS).toEqual(['date', 'distance'])
    expect(DEFAULT_ORDER).toBe('date')
    expect(EVENT_STATUSES).toEqual(['draft', 'published', 'cancelled'])
  })

  it('currencies, games, pages', () => {
    expect(CURRENCIES).toEqual(['USD', 'CAD', 'EUR', 'GBP'])
    expect(OTHER_GAME_ID).toBe(11)
    expect(PAGE_SIZE).toBe(9)
    expect(LOCATOR_PAGE_SIZE).toBe(50)
    expect(MAX_PAGE_SIZE).toBe(100)
    expect(PAGINATION_PROXIMITY).toBe(1)
  })

  it('limits', () => {
    expect(LOGO_MAX_BYTES).toBe(5_000_000)
    expect(LOGO_MAX_KB).toBe(5000)
    expect(MINIMUM_AGE).toBe(15)
    expect(COINS_LIFETIME_YEARS).toBe(1)
    expect(COOKIE_CONSENT_MONTHS).toBe(13)
    expect(LOGIN_SEARCH_MIN_LENGTH).toBe(2)
    expect(IDENTITY_TIMEOUT_MS).toBe(2000)
    expect(SERVICE_WORKER_CHECK_MS).toBe(5000)
  })

  it('weekdays, categories, labels, roles', () => {
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    expect(TIME_SLICES).toEqual(['morning', 'afternoon', 'evening'])
    expect(RESULT_CATEGORIES).toEqual(['competitive', 'non-competitive'])
    expect(COOKIE_CATEGORIES).toEqual(['necessary', 'analytics', 'maps'])
    expect(EVENT_LIFECYCLE_LABELS).toEqual([
      'registered',
      'cancelled',
      'in_progress',
      'completed',
      'sold_out',
    ])
    expect(ROLES).toEqual(['user', 'organizer', 'admin'])
    expect(WEB_CLIENT_ID).toBe('questboard-web')
  })
})

describe('effectiveOrder', () => {
  it('orders by distance whenever there are coordinates', () => {
    expect(effectiveOrder('date', true)).toBe('distance')
    expect(effectiveOrder(undefined, true)).toBe('distance')
  })

  it('falls back from distance to date without coordinates', () => {
    expect(effectiveOrder('distance', false)).toBe('date')
    expect(effectiveOrder(undefined, false)).toBe('date')
    expect(effectiveOrder('date', false)).toBe('date')
  })
})

describe('registration deadlines', () => {
  const start = new Date('2025-06-20T14:00:00Z')

  it('lists the options', () => {
    expect(REGISTRATION_DEADLINES).toEqual(['H-1', 'H-2', 'H-6', 'H-12', 'D-2', 'D-3', 'D-5', 'D-10'])
    expect(isRegistrationDeadline('H-6')).toBe(true)
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

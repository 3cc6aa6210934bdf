import { describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../testing/memory-storage'
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_STORAGE_KEY,
  createCookieConsentStore,
  REFUSE_ALL,
  whenCookieConsentGranted,
} from './cookie-consent'

function storeOver(storage: Storage = new MemoryStorage()) {
  return { storage, store: createCookieConsentStore(() => storage) }
}

const GIVEN = new Date('2026-01-31T10:00:00Z')

describe('cookie consent', () => {
  it('has no choice at first: only the necessary category is allowed', () => {
    const { store } = storeOver()
    expect(store.read()).toBeNull()
    expect(store.isGranted('necessary')).toBe(true)
    expect(store.isGranted('analytics')).toBe(false)
    expect(store.isGranted('maps')).toBe(false)
  })

  it('keeps the choice and the date it was given in storage', () => {
    const { storage, store } = storeOver()
    store.save({ analytics: false, maps: true }, GIVEN)

    const again = createCookieConsentStore(() => storage).read(new Date('2026-02-01T00:00:00Z'))
    expect(again).toEqual({
      necessary: true,
      analytics: false,
      maps: true,
      givenAt: GIVEN,
      expiresAt: new Date('2027-02-28T10:00:00Z'),
    })
    expect(JSON.parse(storage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? '')).toEqual({
      analytics: false,
      maps: true,
      givenAt: GIVEN.toISOString(),
    })
  })

  it('lapses 13 months after it was given, so the visitor is asked again', () => {
    const { store } = storeOver()
    store.save(ACCEPT_ALL, GIVEN)
    const lapse = new Date('2027-02-28T10:00:00Z')
    expect(store.read(new Date(lapse.getTime() - 1))?.maps).toBe(true)
    expect(store.read(lapse)).toBeNull()
    expect(store.isGranted('maps', lapse)).toBe(false)
    expect(store.isGranted('necessary', lapse)).toBe(true)
  })

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"yes"'],
    ['a missing category', JSON.stringify({ analytics: true, givenAt: GIVEN.toISOString() })],
    [
      'a category that is not a boolean',
      JSON.stringify({ analytics: 'yes', maps: true, givenAt: GIVEN.toISOString() }),
    ],
    ['no date', JSON.stringify({ analytics: true, maps: true })],
    ['an unreadable date', JSON.stringify({ analytics: true, maps: true, givenAt: 'yesterday' })],
  ])('treats a stored value with %s as no choice', (_, raw) => {
    const storage = new MemoryStorage()
    storage.setItem(COOKIE_CONSENT_STORAGE_KEY, raw)
    const { store } = storeOver(storage)
    expect(store.read()).toBeNull()
    expect(store.isGranted('analytics')).toBe(false)
  })

  it('still holds a choice for the page when storage refuses to write', () => {
    const storage = new MemoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const { store } = storeOver(storage)
    store.save({ analytics: true, maps: false })
    expect(store.isGranted('analytics')).toBe(true)
  })

  it('gives the same object while nothing changed, and tells subscribers about a change', () => {
    const { store } = storeOver()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.save(REFUSE_ALL)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.read()).toBe(store.read())
    unsubscribe()
    store.save(ACCEPT_ALL)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('runs a waiting callback once, when the category is granted', () => {
    const { store } = storeOver()
    const loadTagManager = vi.fn()
    whenCookieConsentGranted('analytics', loadTagManager, store)
    store.save({ analytics: false, maps: true })
    expect(loadTagManager).not.toHaveBeenCalled()
    store.save(ACCEPT_ALL)
    store.save(ACCEPT_ALL)
    expect(loadTagManager).toHaveBeenCalledTimes(1)

    const alreadyGranted = vi.fn()
    whenCookieConsentGranted('analytics', alreadyGranted, store)
    expect(alreadyGranted).toHaveBeenCalledTimes(1)
  })
})

import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../../../testing/memory-storage'
import { DEFAULT_FILTERS, nearPlace } from './event-filters'
import { readPlace, readSearch, rememberSearch } from './remembered-search'

describe('the remembered search and place (issue 13 §2, §3)', () => {
  it('keeps the search for the session and its place beyond it', () => {
    const session = new MemoryStorage()
    const local = new MemoryStorage()
    const search = {
      ...nearPlace(DEFAULT_FILTERS, { name: 'Lyon', lat: 45.76, lng: 4.84 }, 25),
      is_free: true,
    }
    rememberSearch(search, session, local)
    expect(readSearch(session)).toBe('is_free=true&latitude=45.76&longitude=4.84&place=Lyon&radius=25')
    expect(readPlace(local)).toEqual({ name: 'Lyon', lat: 45.76, lng: 4.84 })
    // A reset is remembered too (nothing to bring back); the place stays known.
    rememberSearch(DEFAULT_FILTERS, session, local)
    expect(readSearch(session)).toBe('')
    expect(readPlace(local)).toEqual({ name: 'Lyon', lat: 45.76, lng: 4.84 })
  })

  it('reads nothing from a missing, refusing or tampered storage', () => {
    expect(readSearch(undefined)).toBe('')
    const refusing = new MemoryStorage()
    refusing.getItem = () => {
      throw new Error('SecurityError')
    }
    expect(readPlace(refusing)).toBeUndefined()
    const local = new MemoryStorage()
    for (const text of ['not json', '{"lat":"48","lng":2}', '{"lat":100,"lng":2}', 'null']) {
      local.setItem('place', text)
      expect(readPlace(local), text).toBeUndefined()
    }
  })
})

import { describe, expect, it } from 'vitest'
import { parseFilters } from '../lib/event-filters'
import { searchFeedUrl } from './calendar-feed'

describe('the calendar feed of a search', () => {
  it('asks the feed for the filters the list asks for, without what only orders the list', () => {
    const filters = parseFilters(
      new URLSearchParams('game=3&country=FR&city=201&is_free=true&latitude=48.85&longitude=2.35&page=3'),
    )
    const url = new URL(searchFeedUrl(filters, 'events.example.com').replace(/^webcal:/, 'https:'))
    expect(searchFeedUrl(filters, 'events.example.com')).toMatch(/^webcal:\/\/events\.example\.com\//)
    expect(url.pathname).toBe('/api/feeds/events.ics')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: '3',
      country: 'FR',
      city: '201',
      is_free: 'true',
      event_type: 'Full',
    })
  })
})

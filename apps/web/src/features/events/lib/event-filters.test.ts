import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_RADIUS_KM,
  type EventFilters,
  filtersToApiQuery,
  filtersToQuery,
  nearMe,
  nearPlace,
  parseFilters,
  parsePage,
  withoutNearMe,
} from './event-filters'

const parse = (search: string) => parseFilters(new URLSearchParams(search))

describe('event filters in the URL', () => {
  it('reads an empty query as the defaults: every type, Full events', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS)
    expect(DEFAULT_FILTERS.event_type).toBe('Full')
    expect(DEFAULT_FILTERS.event_subtype).toBe('all')
  })

  it('reads every filter of spec §7', () => {
    const filters = parse(
      'game=3&event_subtype=tournament&event_type=Light&start_date=2026-06-01&end_date=2026-06-30&country=FR' +
        '&city=201&owner=12&favorites=true&time_slice=evening&is_free=true&seats_available=1' +
        '&accessible_location=true&official_event=true',
    )
    expect(filters).toEqual({
      ...DEFAULT_FILTERS,
      game: 3,
      event_subtype: 'tournament',
      event_type: 'Light',
      start_date: '2026-06-01',
      end_date: '2026-06-30',
      country: 'FR',
      city: 201,
      owner: 12,
      favorites: true,
      time_slice: 'evening',
      is_free: true,
      seats_available: true,
      accessible_location: true,
      official_event: true,
    })
  })

  it('round-trips filters and page through the query string', () => {
    const filters: EventFilters = {
      ...DEFAULT_FILTERS,
      game: 2,
      event_subtype: 'demo',
      event_type: 'all',
      country: 'DE',
      city: 401,
      is_free: true,
      time_slice: 'morning',
      latitude: 52.52,
      longitude: 13.405,
    }
    const query = filtersToQuery(filters, 3)
    expect(parseFilters(query)).toEqual(filters)
    expect(parsePage(query)).toBe(3)
  })

  it('writes only what differs from the defaults, in a stable order', () => {
    expect(filtersToQuery(DEFAULT_FILTERS).toString()).toBe('')
    expect(filtersToQuery({ ...DEFAULT_FILTERS, is_free: true, country: 'FR', game: 1 }, 2).toString()).toBe(
      'game=1&country=FR&is_free=true&page=2',
    )
  })

  it('drops values that make no sense instead of sending them', () => {
    expect(
      parse(
        'game=abc&event_subtype=party&event_type=External&start_date=2026-02-30&time_slice=night&owner=-4',
      ),
    ).toEqual(DEFAULT_FILTERS)
    expect(parse('latitude=48.85').latitude).toBeUndefined()
    expect(parse('latitude=91&longitude=2').latitude).toBeUndefined()
    expect(parse('start_date=2026-06-10&end_date=2026-06-01').end_date).toBeUndefined()
    expect(parsePage(new URLSearchParams('page=0'))).toBe(1)
    expect(parsePage(new URLSearchParams('page=x'))).toBe(1)
  })

  it('clears an unknown city id, and one that lies in another country (spec §4)', () => {
    expect(parse('city=9999').city).toBeUndefined()
    expect(parse('country=DE&city=201')).toMatchObject({ country: 'DE', city: undefined })
  })

  it('takes the country of a known city, and reads UK as GB', () => {
    expect(parse('city=201')).toMatchObject({ country: 'FR', city: 201 })
    expect(parse('country=uk').country).toBe('GB')
  })
})

describe('the API query', () => {
  it('sends Full unless every kind is asked, and pages', () => {
    expect(filtersToApiQuery(DEFAULT_FILTERS, { page: 2, pageSize: 9 })).toEqual({
      event_type: 'Full',
      page: 2,
      page_size: 9,
    })
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, event_type: 'all' }).event_type).toBeUndefined()
  })

  it('sends the coordinates (the API then orders by distance) and never the localize flag', () => {
    const query = filtersToApiQuery({ ...DEFAULT_FILTERS, latitude: 45.1, longitude: 5.7, localize: true })
    expect(query).toMatchObject({ latitude: '45.1', longitude: '5.7' })
    expect(query).not.toHaveProperty('localize')
    expect(query).not.toHaveProperty('order')
    expect(filtersToApiQuery(DEFAULT_FILTERS)).not.toHaveProperty('order')
  })

  it('sends a place search as its point, radius and order, never its name', () => {
    const filters = nearPlace(
      { ...DEFAULT_FILTERS, country: 'DE', city: 401 },
      { name: 'Lyon', lat: 45.76, lng: 4.84 },
    )
    const query = filtersToApiQuery({ ...filters, order: 'date' })
    expect(query).toMatchObject({
      latitude: '45.76',
      longitude: '4.84',
      radius: String(DEFAULT_RADIUS_KM),
      order: 'date',
    })
    expect(query).not.toHaveProperty('place')
    // The place replaces a country or city chosen before.
    expect(query).not.toHaveProperty('country')
    expect(query).not.toHaveProperty('city')
  })
})

describe('the place search in the URL (issue 13 §3)', () => {
  it('keeps the place, radius and order through the URL, and drops a radius without a point', () => {
    const filters = {
      ...nearPlace(DEFAULT_FILTERS, { name: 'Köln', lat: 50.933, lng: 6.95 }, 25),
      order: 'date' as const,
    }
    expect(parseFilters(filtersToQuery(filters))).toEqual(filters)
    expect(parseFilters(new URLSearchParams('radius=25&place=Paris'))).toMatchObject({
      radius: undefined,
      place: undefined,
    })
    expect(parseFilters(new URLSearchParams('latitude=1&longitude=2&radius=9999')).radius).toBeUndefined()
  })

  it('leaving the place drops its point, name and radius', () => {
    const filters = withoutNearMe(nearPlace(DEFAULT_FILTERS, { name: 'Lyon', lat: 45.76, lng: 4.84 }))
    expect(filtersToQuery(filters).toString()).toBe('')
  })
})

describe('near me (spec §4 Listing)', () => {
  it('selects the preset city the coordinates fall in', () => {
    const filters = nearMe(DEFAULT_FILTERS, 48.857, 2.353)
    expect(filters).toMatchObject({ city: 201, country: 'FR', localize: false, latitude: 48.857 })
  })

  it('localizes the search when no preset city is near', () => {
    const filters = nearMe({ ...DEFAULT_FILTERS, city: 201, country: 'FR' }, 45.19, 5.72)
    expect(filters).toMatchObject({ city: undefined, country: 'FR', localize: true, longitude: 5.72 })
    expect(filtersToQuery(filters).get('localize')).toBe('true')
  })

  it('is left again without losing the other filters', () => {
    const filters = withoutNearMe(nearMe({ ...DEFAULT_FILTERS, is_free: true }, 45.19, 5.72))
    expect(filters).toEqual({ ...DEFAULT_FILTERS, is_free: true })
  })

  it('keeps coordinates to about 100 m in links', () => {
    const query = filtersToQuery(nearMe(DEFAULT_FILTERS, 45.123456, 5.654321))
    expect(query.get('latitude')).toBe('45.123')
    expect(query.get('longitude')).toBe('5.654')
  })
})

describe('active filters', () => {
  it('counts what differs from the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0)
    expect(activeFilterCount({ ...DEFAULT_FILTERS, is_free: true, event_type: 'Light' })).toBe(2)
  })
})

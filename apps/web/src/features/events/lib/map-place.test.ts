import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from './event-filters'
import { mapPlaceKey, mapPlaceOf, TOWN_ZOOM } from './map-place'

describe('the place a search shows on the map', () => {
  it('is the visitor’s position first', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      latitude: 45.19,
      longitude: 5.72,
      city: 201,
      country: 'FR' as const,
    }
    expect(mapPlaceOf(filters)).toEqual({ center: [45.19, 5.72], zoom: TOWN_ZOOM })
  })

  it('is the chosen city, then the chosen country’s cities', () => {
    expect(mapPlaceOf({ ...DEFAULT_FILTERS, city: 201 })).toMatchObject({ zoom: TOWN_ZOOM })
    const country = mapPlaceOf({ ...DEFAULT_FILTERS, country: 'DE' })
    if (!country || !('bounds' in country)) throw new Error('expected bounds')
    const [[south, west], [north, east]] = country.bounds
    // Berlin is inside.
    expect(south).toBeLessThanOrEqual(52.52)
    expect(north).toBeGreaterThanOrEqual(52.52)
    expect(west).toBeLessThanOrEqual(13.405)
    expect(east).toBeGreaterThanOrEqual(13.405)
  })

  it('is none for a search about no place, and the same key for the same place', () => {
    expect(mapPlaceOf({ ...DEFAULT_FILTERS, game: 3, is_free: true })).toBeUndefined()
    expect(mapPlaceKey(mapPlaceOf({ ...DEFAULT_FILTERS, city: 201, game: 1 }))).toBe(
      mapPlaceKey(mapPlaceOf({ ...DEFAULT_FILTERS, city: 201, is_free: true })),
    )
  })
})

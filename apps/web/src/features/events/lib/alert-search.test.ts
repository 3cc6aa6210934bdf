import { describe, expect, it } from 'vitest'
import { alertSearchOf } from './alert-search'
import { DEFAULT_FILTERS, DEFAULT_RADIUS_KM } from './event-filters'

const names = { nearMe: 'Near me', city: (id: number) => `City ${id}` }

describe('the list’s search as an alert keeps it', () => {
  it('is around the place searched, with its radius, game, kind and type', () => {
    const search = alertSearchOf(
      {
        ...DEFAULT_FILTERS,
        latitude: 45.76,
        longitude: 4.84,
        place: 'Lyon',
        radius: 20,
        game: 3,
        event_type: 'Light',
        event_subtype: 'demo',
        is_free: true,
      },
      names,
    )
    expect(search).toEqual({
      place: { label: 'Lyon', latitude: 45.76, longitude: 4.84 },
      radius: 20,
      game: 3,
      event_type: 'Light',
      event_subtype: 'demo',
    })
  })

  it('is around the visitor’s position, or a chosen city’s centre, with the default radius', () => {
    const near = alertSearchOf({ ...DEFAULT_FILTERS, latitude: 1, longitude: 2, localize: true }, names)
    expect(near).toMatchObject({
      place: { label: 'Near me' },
      radius: DEFAULT_RADIUS_KM,
      event_subtype: null,
    })
    const paris = alertSearchOf({ ...DEFAULT_FILTERS, country: 'FR', city: 201, event_type: 'all' }, names)
    expect(paris).toMatchObject({ place: { label: 'City 201' }, event_type: null })
    expect(paris?.place.latitude).toBeCloseTo(48.86, 1)
  })

  it('is nothing without a place', () => {
    expect(alertSearchOf({ ...DEFAULT_FILTERS, country: 'FR' }, names)).toBeNull()
  })
})

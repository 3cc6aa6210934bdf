import { describe, expect, it } from 'vitest'
import { eventAddress } from '../../../testing/events'
import { mapLink, readEventInfo, safeUrl, venueAddress } from './event-info'

describe('reading additional_info', () => {
  it('takes the fields of the event form', () => {
    const info = readEventInfo({
      daily_schedules: [{ day: '2026-06-06', start_time: '14:00', end_time: '19:00' }],
      stages: [
        { format: 'SE', players_min: 8, players_max: 8, order_index: 2 },
        { format: 'SW', players_min: 8, players_max: 32, order_index: 1 },
      ],
      event_type: 'SW',
      parking_available: true,
      event_price: 12.5,
      event_currency: 'EUR',
      language: 'fr',
      url: 'https://example.org/event',
    })
    expect(info.dailySchedules).toEqual([{ day: '2026-06-06', startTime: '14:00', endTime: '19:00' }])
    expect(info.stages.map((stage) => stage.format)).toEqual(['SW', 'SE'])
    expect(info).toMatchObject({ format: 'SW', parkingAvailable: true, wifiAvailable: false, price: 12.5 })
    expect(info.url).toBe('https://example.org/event')
  })

  it('ignores values of the wrong type and an absent record', () => {
    const info = readEventInfo({ event_price: '12', stages: 'none', parking_available: 'yes', language: '' })
    expect(info).toMatchObject({ price: 0, stages: [], parkingAvailable: false, language: null })
    expect(readEventInfo(undefined).dailySchedules).toEqual([])
  })
})

describe('links', () => {
  it('keeps only http and https URLs', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('not a url')).toBeNull()
    expect(safeUrl('http://store.example/')).toBe('http://store.example/')
  })

  it('builds a map search for an address, skipping blank parts', () => {
    expect(mapLink(['12 rue de la Paix', null, '75002', 'Paris', ''])).toBe(
      'https://www.openstreetmap.org/search?query=12%20rue%20de%20la%20Paix%2C%2075002%2C%20Paris',
    )
    expect(mapLink([null, ' '])).toBeNull()
  })
})

describe('the venue', () => {
  const store = { ...eventAddress, street: '5 place du Marché', city: 'Lyon' }

  it("is the store's address the event copied under “use my address”", () => {
    expect(venueAddress({ use_my_address: true, user_address: store, address: eventAddress })).toBe(store)
  })

  it('is the event’s own address otherwise, or when the API kept no copy', () => {
    expect(venueAddress({ use_my_address: false, user_address: store, address: eventAddress })).toBe(
      eventAddress,
    )
    expect(venueAddress({ use_my_address: true, user_address: null, address: eventAddress })).toBe(
      eventAddress,
    )
  })
})

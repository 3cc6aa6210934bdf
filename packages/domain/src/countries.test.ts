import { describe, expect, it } from 'vitest'
import {
  CITIES,
  COUNTRIES,
  COUNTRY_CODES,
  defaultTimeZone,
  distanceKm,
  findCity,
  findCountry,
  findPresetCityNear,
  normalizeCountry,
} from './countries'
import { isTimeZone } from './datetime'

const FIRST_IDS = { GB: 1, NL: 101, FR: 201, ES: 301, DE: 401, US: 501, CA: 601 }

describe('countries', () => {
  it('are the seven of spec §9, by ISO code', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA'])
    expect(COUNTRY_CODES).toEqual(['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA'])
  })

  it.each(COUNTRIES.map((country) => [country.code, country] as const))(
    '%s has 10 or 11 cities with consecutive ids from its start',
    (code, country) => {
      expect(country.cities.length).toBeGreaterThanOrEqual(10)
      expect(country.cities.length).toBeLessThanOrEqual(11)
      country.cities.forEach((city, index) => {
        expect(city.id).toBe(FIRST_IDS[code] + index)
        expect(city.country).toBe(code)
      })
    },
  )

  it.each(COUNTRIES.map((country) => [country.code, country] as const))(
    '%s has known time zones, each city one of them',
    (_code, country) => {
      expect(country.timezones.length).toBeGreaterThan(0)
      for (const zone of country.timezones) expect(isTimeZone(zone)).toBe(true)
      for (const city of country.cities) expect(country.timezones).toContain(city.timezone)
    },
  )

  it('US and Canada have several zones', () => {
    expect(findCountry('US')?.timezones.length).toBeGreaterThan(1)
    expect(findCountry('CA')?.timezones.length).toBeGreaterThan(1)
    expect(findCity(502)).toMatchObject({ name: 'Los Angeles', timezone: 'America/Los_Angeles' })
    expect(findCity(603)).toMatchObject({ name: 'Vancouver', timezone: 'America/Vancouver' })
  })

  it('cities have unique ids and names per country, coordinates to 4 decimals inside the country', () => {
    expect(new Set(CITIES.map((city) => city.id)).size).toBe(CITIES.length)
    for (const country of COUNTRIES) {
      expect(new Set(country.cities.map((city) => city.name)).size).toBe(country.cities.length)
    }
    for (const city of CITIES) {
      expect(Math.round(city.lat * 1e4) / 1e4).toBe(city.lat)
      expect(Math.round(city.lng * 1e4) / 1e4).toBe(city.lng)
    }
    const boxes: Record<string, [number, number, number, number]> = {
      GB: [49, 61, -9, 2],
      NL: [50, 54, 3, 8],
      FR: [41, 52, -5, 10],
      ES: [27, 44, -19, 5],
      DE: [47, 56, 5, 16],
      US: [18, 72, -170, -66],
      CA: [41, 84, -141, -52],
    }
    for (const city of CITIES) {
      const [south, north, west, east] = boxes[city.country] ?? [0, 0, 0, 0]
      expect(city.lat).toBeGreaterThan(south)
      expect(city.lat).toBeLessThan(north)
      expect(city.lng).toBeGreaterThan(west)
      expect(city.lng).toBeLessThan(east)
    }
  })

  it('include Paris and Berlin (the demo stores)', () => {
    expect(findCity(201)).toMatchObject({
      name: 'Paris',
      lat: 48.8566,
      lng: 2.3522,
      timezone: 'Europe/Paris',
    })
    expect(findCity('401')).toMatchObject({
      name: 'Berlin',
      lat: 52.52,
      lng: 13.405,
      timezone: 'Europe/Berlin',
    })
    expect(findCity(1)).toMatchObject({ name: 'London', country: 'GB' })
  })

  it('finds no city for an unknown id', () => {
    expect(findCity(12)).toBeUndefined()
    expect(findCity('abc')).toBeUndefined()
    expect(findCity(undefined)).toBeUndefined()
  })
})

describe('normalizeCountry', () => {
  it.each([
    ['GB', 'GB'],
    ['gb', 'GB'],
    ['UK', 'GB'],
    ['uk', 'GB'],
    [' fr ', 'FR'],
    ['CA', 'CA'],
  ])('%j → %s', (code, expected) => {
    expect(normalizeCountry(code)).toBe(expected)
  })

  it.each(['IT', 'XX', '', null, undefined])('%j has no preset cities', (code) => {
    expect(normalizeCountry(code)).toBeUndefined()
  })

  it('finds a country by alias and gives its default zone', () => {
    expect(findCountry('UK')?.name).toBe('United Kingdom')
    expect(defaultTimeZone('uk')).toBe('Europe/London')
    expect(defaultTimeZone('ES')).toBe('Europe/Madrid')
    expect(defaultTimeZone('IT')).toBeUndefined()
  })
})

describe('findPresetCityNear', () => {
  it('finds the city at its coordinates', () => {
    expect(findPresetCityNear(48.8566, 2.3522)?.id).toBe(201)
    expect(findPresetCityNear(52.52, 13.405)?.name).toBe('Berlin')
  })

  it('finds it a little off (a browser position in town)', () => {
    expect(findPresetCityNear(48.87, 2.33)?.name).toBe('Paris')
    expect(findPresetCityNear(40.73, -73.99)?.name).toBe('New York')
  })

  it('finds nothing away from preset cities', () => {
    expect(findPresetCityNear(48.0, 2.0)).toBeUndefined()
    expect(findPresetCityNear(0, 0)).toBeUndefined()
    expect(findPresetCityNear(Number.NaN, 2.35)).toBeUndefined()
  })

  it('respects a custom radius', () => {
    expect(findPresetCityNear(48.9, 2.35, 1)).toBeUndefined()
    expect(findPresetCityNear(48.9, 2.35, 10)?.name).toBe('Paris')
  })

  it('measures great-circle distances', () => {
    const paris = { lat: 48.8566, lng: 2.3522 }
    const london = { lat: 51.5074, lng: -0.1278 }
    expect(distanceKm(paris, london)).toBeGreaterThan(340)
    expect(distanceKm(paris, london)).toBeLessThan(346)
    expect(distanceKm(paris, paris)).toBe(0)
  })
})

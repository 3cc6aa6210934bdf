import { describe, expect, test } from 'vitest'
import {
  createPostcodes,
  looksLikePostcode,
  parsePostcodes,
  postcodeKey,
  shippedPostcodes,
} from './postcodes.ts'

const postcodes = shippedPostcodes()
const codes = (text: string) => postcodes.suggest(text, 10).map((place) => `${place.name} ${place.country}`)

describe('the shipped postcodes', () => {
  test('hold every ZIP code of the United States and most of France’s postcodes, and no other country’s', () => {
    expect(postcodes.size).toBeGreaterThan(45_000)
    const countries = new Set(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].flatMap((digit) =>
        postcodes.suggest(digit, 10).map((place) => place.country),
      ),
    )
    expect([...countries].sort()).toEqual(['FR', 'US'])
  })

  test('a full postcode gives its place and its point', () => {
    expect(postcodes.suggest('75011', 10)[0]).toEqual({
      name: '75011',
      local_name: 'Paris',
      country: 'FR',
      lat: 48.8534,
      lng: 2.3488,
    })
    expect(postcodes.suggest('90210', 10)[0]).toEqual({
      name: '90210',
      local_name: 'Beverly Hills',
      country: 'US',
      region: 'CA',
      lat: 34.0901,
      lng: -118.4065,
    })
    // An arrondissement GeoNames places has its own point, away from its city's centre.
    expect(postcodes.suggest('13001', 10)[0]).toMatchObject({
      local_name: 'Marseille 1er Arrondissement',
      lat: 43.2981,
      lng: 5.3841,
    })
  })

  test('spaces, punctuation and case aside; the start of a code suggests the codes it begins, in order', () => {
    expect(codes(' 75 011 ')).toEqual(codes('75011'))
    expect(codes('75-011')[0]).toBe('75011 FR')
    // Ten at most, in the order of the codes; Texas shares some of Paris's (750xx around Dallas), France first.
    const started = codes('7501')
    expect(started).toHaveLength(10)
    expect(started.slice(0, 4)).toEqual(['75010 FR', '75010 US', '75011 FR', '75011 US'])
    expect(started.map((code) => code.slice(0, 5))).toEqual(started.map((code) => code.slice(0, 5)).sort())
    expect(codes('1012 AB')).toEqual([])
    expect(codes('Paris')).toEqual([])
  })
})

describe('a postcode as the search reads it', () => {
  test('letters and digits, upper case, without accents; only text with a digit looks like one', () => {
    expect(postcodeKey('1012 ab')).toBe('1012AB')
    expect(postcodeKey('sw1a 1aa')).toBe('SW1A1AA')
    expect(postcodeKey('m5v-3l9')).toBe('M5V3L9')
    expect(looksLikePostcode('SW1A')).toBe(true)
    expect(looksLikePostcode('m5v')).toBe(true)
    expect(looksLikePostcode('Paris')).toBe(false)
    expect(looksLikePostcode('Saint-Étienne 42')).toBe(false)
  })
})

describe('the search over a few postcodes', () => {
  const few = createPostcodes(
    parsePostcodes(
      [
        'US\t75011\tCarrollton\tTX\t32.95\t-96.89',
        'FR\t75011\tParis\t\t48.85\t2.35',
        'FR\t75012\tParis\t\t48.84\t2.39',
      ].join('\n'),
    ),
  )

  test('a code two countries share: the first of spec §9 first; at most `limit`', () => {
    expect(few.suggest('7501', 10).map((place) => `${place.name} ${place.country}`)).toEqual([
      '75011 FR',
      '75011 US',
      '75012 FR',
    ])
    expect(few.suggest('7501', 2)).toHaveLength(2)
    expect(few.suggest('75011', 10)[1]).toEqual({
      name: '75011',
      local_name: 'Carrollton',
      country: 'US',
      region: 'TX',
      lat: 32.95,
      lng: -96.89,
    })
  })
})

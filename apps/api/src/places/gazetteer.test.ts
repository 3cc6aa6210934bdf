import { describe, expect, test } from 'vitest'
import { createGazetteer, parsePlaces, shippedGazetteer } from './gazetteer.ts'

const gazetteer = shippedGazetteer()
const names = (text: string) => gazetteer.suggest(text).map((place) => `${place.name}, ${place.country}`)

describe('the shipped gazetteer', () => {
  test('holds the towns of the seven countries of spec §9, and none elsewhere', () => {
    expect(gazetteer.size).toBeGreaterThan(40_000)
    const countries = new Set(
      ['a', 'b', 'm', 's', 'z'].flatMap((text) => gazetteer.suggest(text).map((place) => place.country)),
    )
    for (const country of countries) expect(['GB', 'NL', 'FR', 'ES', 'DE', 'US', 'CA']).toContain(country)
    expect(gazetteer.suggest('Roma')[0]?.country).not.toBe('IT')
  })

  test('matches the start of a name, accents and case aside, the most populous first, ten at most', () => {
    expect(names('par')[0]).toBe('Paris, FR')
    expect(gazetteer.suggest('par')).toHaveLength(10)
    expect(names('MALAGA')[0]).toBe('Málaga, ES')
    expect(names('saint etienne')[0]).toBe('Saint-Étienne, FR')
    expect(names('Saint-É')[0]).toBe('Saint-Étienne, FR')
    expect(names('koln')[0]).toBe('Köln, DE')
    expect(gazetteer.suggest('   ')).toEqual([])
    expect(gazetteer.suggest('xqzj')).toEqual([])
  })

  test('finds a town by its name in another language, and says its own name', () => {
    expect(gazetteer.suggest('Londres')[0]).toMatchObject({
      name: 'Londres',
      local_name: 'London',
      country: 'GB',
    })
    expect(gazetteer.suggest('Cologne')[0]).toMatchObject({
      name: 'Cologne',
      local_name: 'Köln',
      country: 'DE',
    })
    // Its own name when that matches too: no local_name then.
    expect(gazetteer.suggest('London')[0]).toEqual({
      name: 'London',
      country: 'GB',
      lat: 51.5085,
      lng: -0.1257,
    })
  })

  test('tells towns of one name apart by their state in the United States', () => {
    const parises = gazetteer.suggest('Paris').filter((place) => place.country === 'US')
    expect(parises.length).toBeGreaterThan(2)
    expect(new Set(parises.map((place) => place.region)).size).toBe(parises.length)
  })
})

describe('the search over a few places', () => {
  const few = createGazetteer(
    parsePlaces(
      [
        'Alpha\tFR\t\t1\t2\t500\tBeta|Alphaville',
        'Alphabet\tDE\t\t3\t4\t900\t',
        'Gamma\tUS\tTX\t5\t6\t100\tAlpine',
      ].join('\n'),
    ),
  )

  test('one suggestion per place, by the name it matched (its own when that matches too)', () => {
    expect(few.suggest('alp').map((place) => place.name)).toEqual(['Alphabet', 'Alpha', 'Alpine'])
    expect(few.suggest('beta')).toEqual([
      { name: 'Beta', local_name: 'Alpha', country: 'FR', lat: 1, lng: 2 },
    ])
    expect(few.suggest('alp', 2).map((place) => place.name)).toEqual(['Alphabet', 'Alpha'])
  })
})

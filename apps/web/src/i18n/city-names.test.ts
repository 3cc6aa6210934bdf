import { LOCALES } from '@questboard/domain/constants'
import { describe, expect, it } from 'vitest'
import { cityName } from './city-names'

describe('cityName', () => {
  it('names the preset cities in each language (the issue’s Munich, Cologne, Seville)', () => {
    const names = (id: number) => Object.fromEntries(LOCALES.map((locale) => [locale, cityName(id, locale)]))
    expect(names(403)).toEqual({
      en: 'Munich',
      fr: 'Munich',
      de: 'München',
      es: 'Múnich',
      nl: 'München',
      it: 'Monaco di Baviera',
    })
    expect(names(404)).toMatchObject({ de: 'Köln', es: 'Colonia', nl: 'Keulen', it: 'Colonia' })
    expect(names(304)).toMatchObject({ fr: 'Séville', de: 'Sevilla', es: 'Sevilla', it: 'Siviglia' })
  })

  it('keeps a city’s own name where a language has no other, and the API’s name for an unknown id', () => {
    expect(cityName(203, 'fr')).toBe('Lyon')
    expect(cityName(203, 'it')).toBe('Lione')
    expect(cityName(99_999, 'de', 'Atlantis')).toBe('Atlantis')
  })
})

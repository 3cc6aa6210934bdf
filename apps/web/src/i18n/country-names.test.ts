import { LOCALES } from '@questboard/domain/constants'
import { COUNTRY_CODES } from '@questboard/domain/countries'
import { describe, expect, it } from 'vitest'
import { compareCountries, countriesByName, countryName } from './country-names'

describe('countryName', () => {
  it('names the seven countries as Intl does, in every language', () => {
    for (const locale of LOCALES) {
      const regions = new Intl.DisplayNames([locale], { type: 'region' })
      for (const code of COUNTRY_CODES)
        expect(countryName(code, locale), `${locale} ${code}`).toBe(regions.of(code))
    }
  })

  it('lists the seven countries in the alphabetical order of each language', () => {
    for (const locale of LOCALES) {
      const collator = new Intl.Collator(locale)
      const sorted = [...COUNTRY_CODES].sort((a, b) =>
        collator.compare(countryName(a, locale), countryName(b, locale)),
      )
      expect(countriesByName(locale), locale).toEqual(sorted)
    }
  })

  it('orders any codes by name, the seven first', () => {
    expect(['US', 'BE', 'DE', 'FR'].sort(compareCountries('fr'))).toEqual(['DE', 'US', 'FR', 'BE'])
    expect(['IT', 'BE', 'GB'].sort(compareCountries('en'))).toEqual(['GB', 'BE', 'IT'])
  })

  it('asks Intl for any other country, and shows an unknown code as it is', () => {
    expect(countryName('BE', 'fr')).toBe('Belgique')
    expect(countryName('IT', 'de')).toBe('Italien')
    expect(countryName('not a code', 'en')).toBe('not a code')
  })
})

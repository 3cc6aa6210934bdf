import type { Locale } from '@questboard/domain/constants'
import type { CountryCode } from '@questboard/domain/countries'

/**
 * The names of the seven countries of spec §9 in each language: what `Intl.DisplayNames` gives
 * (country-names.test.ts checks it), written out because building a region `DisplayNames` loads the
 * locale's region data, some 20 ms of the main thread in Chromium (four times that on a mid-range phone),
 * on every page that shows a country: the home search, the list's filters, an event's venue. Each
 * language lists them in its alphabetical order (checked too), so the lists of countries need no
 * `Intl.Collator`, whose first use loads the locale's collation data as slowly.
 */
const COUNTRY_NAMES: Readonly<Record<Locale, Readonly<Record<CountryCode, string>>>> = {
  en: {
    CA: 'Canada',
    FR: 'France',
    DE: 'Germany',
    NL: 'Netherlands',
    ES: 'Spain',
    GB: 'United Kingdom',
    US: 'United States',
  },
  fr: {
    DE: 'Allemagne',
    CA: 'Canada',
    ES: 'Espagne',
    US: 'États-Unis',
    FR: 'France',
    NL: 'Pays-Bas',
    GB: 'Royaume-Uni',
  },
  de: {
    DE: 'Deutschland',
    FR: 'Frankreich',
    CA: 'Kanada',
    NL: 'Niederlande',
    ES: 'Spanien',
    US: 'Vereinigte Staaten',
    GB: 'Vereinigtes Königreich',
  },
  es: {
    DE: 'Alemania',
    CA: 'Canadá',
    ES: 'España',
    US: 'Estados Unidos',
    FR: 'Francia',
    NL: 'Países Bajos',
    GB: 'Reino Unido',
  },
  nl: {
    CA: 'Canada',
    DE: 'Duitsland',
    FR: 'Frankrijk',
    NL: 'Nederland',
    ES: 'Spanje',
    GB: 'Verenigd Koninkrijk',
    US: 'Verenigde Staten',
  },
  it: {
    CA: 'Canada',
    FR: 'Francia',
    DE: 'Germania',
    NL: 'Paesi Bassi',
    GB: 'Regno Unito',
    ES: 'Spagna',
    US: 'Stati Uniti',
  },
}

/** The seven countries in the language's alphabetical order of their names. */
export function countriesByName(locale: Locale): CountryCode[] {
  return Object.keys(COUNTRY_NAMES[locale]) as CountryCode[]
}

/** Orders country codes by their names in the language: the seven as the table lists them, any other after. */
export function compareCountries(locale: Locale): (a: string, b: string) => number {
  const order = countriesByName(locale) as string[]
  const rank = (code: string) => {
    const index = order.indexOf(code)
    return index === -1 ? order.length : index
  }
  return (a, b) => rank(a) - rank(b) || countryName(a, locale).localeCompare(countryName(b, locale), locale)
}

const otherRegions = new Map<string, Intl.DisplayNames>()

/** A country's name in the interface language; a code outside the table is named by Intl, else shown as is. */
export function countryName(code: string, locale: Locale): string {
  const known = COUNTRY_NAMES[locale]?.[code as CountryCode]
  if (known) return known
  try {
    let regions = otherRegions.get(locale)
    if (!regions) {
      regions = new Intl.DisplayNames([locale], { type: 'region' })
      otherRegions.set(locale, regions)
    }
    return regions.of(code) ?? code
  } catch {
    return code
  }
}

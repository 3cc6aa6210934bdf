import type { Locale } from '@questboard/domain/constants'
import type { CountryCode } from '@questboard/domain/countries'

/**
 * The names of the seven countries of spec §9 in each language: what `Intl.DisplayNames` gives
 * (country-names.test.ts checks it), written out because building a region `DisplayNames` loads the
 * locale's region data, some 20 ms of the main thread in Chromium (four times that on a mid-range phone),
 * on every page that shows a country: the home search, the list's filters, an event's venue.
 */
const COUNTRY_NAMES: Readonly<Record<Locale, Readonly<Record<CountryCode, string>>>> = {
  en: {
    GB: 'United Kingdom',
    NL: 'Netherlands',
    FR: 'France',
    ES: 'Spain',
    DE: 'Germany',
    US: 'United States',
    CA: 'Canada',
  },
  fr: {
    GB: 'Royaume-Uni',
    NL: 'Pays-Bas',
    FR: 'France',
    ES: 'Espagne',
    DE: 'Allemagne',
    US: 'États-Unis',
    CA: 'Canada',
  },
  de: {
    GB: 'Vereinigtes Königreich',
    NL: 'Niederlande',
    FR: 'Frankreich',
    ES: 'Spanien',
    DE: 'Deutschland',
    US: 'Vereinigte Staaten',
    CA: 'Kanada',
  },
  es: {
    GB: 'Reino Unido',
    NL: 'Países Bajos',
    FR: 'Francia',
    ES: 'España',
    DE: 'Alemania',
    US: 'Estados Unidos',
    CA: 'Canadá',
  },
  nl: {
    GB: 'Verenigd Koninkrijk',
    NL: 'Nederland',
    FR: 'Frankrijk',
    ES: 'Spanje',
    DE: 'Duitsland',
    US: 'Verenigde Staten',
    CA: 'Canada',
  },
  it: {
    GB: 'Regno Unito',
    NL: 'Paesi Bassi',
    FR: 'Francia',
    ES: 'Spagna',
    DE: 'Germania',
    US: 'Stati Uniti',
    CA: 'Canada',
  },
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

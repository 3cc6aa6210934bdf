import type { Locale } from '@questboard/domain/constants'

const regionNames = new Map<Locale, Intl.DisplayNames>()

/** `12 rue de la Paix, 75002 Paris, France` with the country named in the reader's language. */
export function formatAddress(address: Record<string, string | null | undefined>, locale: Locale): string {
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' })
    regionNames.set(locale, names)
  }
  const country = address.country?.trim()
  let countryName = country
  if (country && /^[A-Za-z]{2}$/.test(country)) countryName = names.of(country.toUpperCase()) ?? country
  const cityLine = [address.postcode, address.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return [address.street, address.street_2, cityLine, address.region, countryName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

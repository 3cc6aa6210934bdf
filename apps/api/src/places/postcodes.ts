import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { COUNTRY_CODES } from '@questboard/domain/countries'
import type { PlaceSuggestion } from '@questboard/domain/place.schema'

/** The extract gazetteer/build-postcodes.ts writes, beside src/ and dist/ alike. */
const POSTCODES_FILE = new URL('../../gazetteer/postcodes.tsv.gz', import.meta.url)

/** The longest postcode of the countries of spec §9, without its space ("SW1A1AA", "1012AB"). */
const LONGEST = 8

/**
 * A postcode as the search compares it: its letters and digits, upper case, without accents ("1012 ab",
 * "1012AB" and "1012-AB" are one; "sw1a" is "SW1A").
 */
export function postcodeKey(text: string): string {
  // The extract's codes are plain ASCII: the quick way (it keys 46,000 codes as it loads).
  return (PLAIN.test(text) ? text : text.normalize('NFD')).toUpperCase().replace(/[^A-Z0-9]/g, '')
}

const PLAIN = /^[\x20-\x7e]*$/

/** Every postcode of these countries holds a digit, and a town's name hardly ever does. */
export function looksLikePostcode(text: string): boolean {
  const key = postcodeKey(text)
  return /\d/.test(key) && key.length <= LONGEST
}

interface Postcode {
  key: string
  /** As the country writes it ("75011", "90210"). */
  code: string
  country: string
  /** The town or city it serves. */
  place: string
  region: string
  lat: number
  lng: number
}

/** Reads the extract's lines (see gazetteer/build-postcodes.ts for the columns). */
export function parsePostcodes(text: string): Postcode[] {
  const postcodes: Postcode[] = []
  for (const line of text.split('\n')) {
    const [country, code, place, region, lat, lng] = line.split('\t')
    if (!country || !code) continue
    postcodes.push({
      key: postcodeKey(code),
      code,
      country,
      place: place ?? '',
      region: region ?? '',
      lat: Number(lat),
      lng: Number(lng),
    })
  }
  return postcodes
}

const countryRank = (country: string) => COUNTRY_CODES.indexOf(country as (typeof COUNTRY_CODES)[number])

/**
 * The postcodes of the place search (issue 13 §2): those starting with the typed text, spaces, case and
 * punctuation aside, in the order of their codes (the one typed in full first), then of the countries of
 * spec §9 where two countries share a code. A sorted array: a search is a binary search and a walk of at most
 * `limit` entries.
 */
export function createPostcodes(postcodes: readonly Postcode[]) {
  const sorted = [...postcodes].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : countryRank(a.country) - countryRank(b.country),
  )

  const firstAtOrAfter = (prefix: string) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((sorted[middle] as Postcode).key < prefix) low = middle + 1
      else high = middle
    }
    return low
  }

  return {
    size: sorted.length,

    /** At most `limit` postcodes starting with `text`, each answered as a place: the code, then its town. */
    suggest(text: string, limit: number): PlaceSuggestion[] {
      if (!looksLikePostcode(text)) return []
      const prefix = postcodeKey(text)
      const answer: PlaceSuggestion[] = []
      for (let i = firstAtOrAfter(prefix); i < sorted.length && answer.length < limit; i++) {
        const postcode = sorted[i] as Postcode
        if (!postcode.key.startsWith(prefix)) break
        answer.push({
          name: postcode.code,
          ...(postcode.place ? { local_name: postcode.place } : {}),
          country: postcode.country,
          ...(postcode.region ? { region: postcode.region } : {}),
          lat: postcode.lat,
          lng: postcode.lng,
        })
      }
      return answer
    },
  }
}

export type Postcodes = ReturnType<typeof createPostcodes>

let shipped: Postcodes | undefined

/** The postcodes shipped with the product, read once, at the first search that looks like one. */
export function shippedPostcodes(): Postcodes {
  shipped ??= createPostcodes(parsePostcodes(gunzipSync(readFileSync(POSTCODES_FILE)).toString('utf8')))
  return shipped
}

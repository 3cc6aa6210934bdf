import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { PlaceSuggestion } from '@questboard/domain/place.schema'
import { foldName } from './place-names.ts'

/** The extract gazetteer/build.ts writes, beside src/ and dist/ alike. */
const GAZETTEER_FILE = new URL('../../gazetteer/places.tsv.gz', import.meta.url)

export const MAX_SUGGESTIONS = 10
/** Prefixes this short have their answers kept. */
const SHORT_PREFIX = 2

interface Place {
  name: string
  country: string
  region: string
  lat: number
  lng: number
  population: number
  /** Every name it is known by: `names[0]` is GeoNames' own, the others its names elsewhere. */
  names: string[]
}

/** Reads the extract's lines (see gazetteer/build.ts for the columns). */
export function parsePlaces(text: string): Place[] {
  const places: Place[] = []
  for (const line of text.split('\n')) {
    const [name, country, region, lat, lng, population, others] = line.split('\t')
    if (!name || !country) continue
    places.push({
      name,
      country,
      region: region ?? '',
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
      names: [name, ...(others ? others.split('|') : [])],
    })
  }
  return places
}

/**
 * The place search (issue 13): towns of the countries of spec §9 whose name, in any language GeoNames knows
 * it in, starts with the typed text, accents and case aside; the most populous first. Every name of every
 * place is one key of a sorted array, so a search is a binary search and a walk of the keys that match,
 * keeping the best ten.
 */
export function createGazetteer(places: readonly Place[]) {
  const keys: { key: string; place: number; name: number }[] = []
  places.forEach((place, p) => {
    const seen = new Set<string>()
    place.names.forEach((name, n) => {
      const key = foldName(name)
      if (!key || seen.has(key)) return
      seen.add(key)
      keys.push({ key, place: p, name: n })
    })
  })
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.name - b.name))

  const firstAtOrAfter = (prefix: string) => {
    let low = 0
    let high = keys.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((keys[middle] as (typeof keys)[number]).key < prefix) low = middle + 1
      else high = middle
    }
    return low
  }

  // The answers to a letter or two walk thousands of keys: each is kept once made (a few hundred at most).
  const shortAnswers = new Map<string, PlaceSuggestion[]>()

  return {
    size: places.length,

    /** At most `limit` places a name of which starts with `text`, the most populous first. */
    suggest(text: string, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
      const prefix = foldName(text)
      if (!prefix) return []
      if (prefix.length > SHORT_PREFIX || limit !== MAX_SUGGESTIONS) return search(prefix, limit)
      let answer = shortAnswers.get(prefix)
      if (!answer) {
        answer = search(prefix, limit)
        shortAnswers.set(prefix, answer)
      }
      return answer
    },
  }

  function search(prefix: string, limit: number): PlaceSuggestion[] {
    // The best so far, most populous first, each with the name it matched by (its own name when it can).
    const best: { place: number; name: number }[] = []
    const population = (match: { place: number }) => (places[match.place] as Place).population
    for (let i = firstAtOrAfter(prefix); i < keys.length; i++) {
      const match = keys[i] as (typeof keys)[number]
      if (!match.key.startsWith(prefix)) break
      const known = best.find((other) => other.place === match.place)
      if (known) {
        known.name = Math.min(known.name, match.name)
        continue
      }
      if (best.length === limit && population(match) <= population(best[limit - 1] as typeof match)) continue
      let at = best.length
      while (at > 0 && population(best[at - 1] as typeof match) < population(match)) at--
      best.splice(at, 0, { place: match.place, name: match.name })
      if (best.length > limit) best.pop()
    }
    return best.map(({ place: p, name: n }) => {
      const place = places[p] as Place
      return {
        name: place.names[n] as string,
        ...(n > 0 ? { local_name: place.name } : {}),
        country: place.country,
        ...(place.region ? { region: place.region } : {}),
        lat: place.lat,
        lng: place.lng,
      }
    })
  }
}

export type Gazetteer = ReturnType<typeof createGazetteer>

let shipped: Gazetteer | undefined

/** The gazetteer shipped with the product, read once, at its first search. */
export function shippedGazetteer(): Gazetteer {
  shipped ??= createGazetteer(parsePlaces(gunzipSync(readFileSync(GAZETTEER_FILE)).toString('utf8')))
  return shipped
}

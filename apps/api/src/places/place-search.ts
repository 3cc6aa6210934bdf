import type { PlaceSuggestion } from '@questboard/domain/place.schema'
import { MAX_SUGGESTIONS, shippedGazetteer } from './gazetteer.ts'
import { looksLikePostcode, shippedPostcodes } from './postcodes.ts'

/**
 * The place box's suggestions (issue 13 §2): text that looks like a postcode (it holds a digit) is first
 * searched among the postcodes, the towns filling what is left of the ten; other text among the towns only.
 * Each extract is read at the first search that needs it, never at start.
 */
export function suggestPlaces(text: string): PlaceSuggestion[] {
  const postcodes = looksLikePostcode(text) ? shippedPostcodes().suggest(text, MAX_SUGGESTIONS) : []
  if (postcodes.length === MAX_SUGGESTIONS) return postcodes
  const towns = shippedGazetteer().suggest(text, MAX_SUGGESTIONS - postcodes.length)
  return postcodes.length ? [...postcodes, ...towns] : towns
}

/**
 * `GET /api/places/`: the place search of the list, the locator and the home page (issue 13), over the
 * gazetteer the Event API ships (GeoNames towns of at least 1,000 inhabitants in the countries of spec §9).
 * Towns only: no maintained package ships GeoNames' postal codes for those countries (docs/decisions/023).
 */
import { z } from 'zod'
import { searchText } from './event-api.schema'

export const placeQuerySchema = z.object({
  q: searchText(100)
    .default('')
    .describe('The start of a town’s name, in any language; accents and case aside'),
})

export const placeSuggestionSchema = z
  .object({
    name: z.string().describe('The name the search matched, as the visitor typed it (“Londres”)'),
    local_name: z.string().optional().describe('GeoNames’ own name, when the match was another (“London”)'),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    region: z.string().optional().describe('The state or province, in the United States and Canada'),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'PlaceSuggestion' })

export const placeSuggestionsSchema = z.array(placeSuggestionSchema)

export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>

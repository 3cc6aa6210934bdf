/**
 * `GET /api/places/`: the place search of the list, the locator and the home page (issue 13), over the
 * gazetteer the Event API ships: GeoNames towns of at least 1,000 inhabitants in the countries of spec §9, and
 * the postcodes of the United States and France (docs/decisions/026 says which, from where, and what is missing).
 */
import { z } from 'zod'
import { searchText } from './event-api.schema'

export const placeQuerySchema = z.object({
  q: searchText(100)
    .default('')
    .describe('The start of a postcode or of a town’s name, in any language; accents, case and spaces aside'),
})

export const placeSuggestionSchema = z
  .object({
    name: z
      .string()
      .describe(
        'The name the search matched, as the visitor typed it (“Londres”), or the postcode (“75011”)',
      ),
    local_name: z
      .string()
      .optional()
      .describe(
        'GeoNames’ own name, when the match was another (“London”); the town a postcode serves (“Paris”)',
      ),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    region: z
      .string()
      .optional()
      .describe('The state or province, in the United States and Canada (a town’s or a ZIP code’s)'),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'PlaceSuggestion' })

export const placeSuggestionsSchema = z.array(placeSuggestionSchema)

export type PlaceSuggestion = z.output<typeof placeSuggestionSchema>

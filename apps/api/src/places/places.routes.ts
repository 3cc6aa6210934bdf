import { placeQuerySchema, placeSuggestionsSchema } from '@questboard/domain/place.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_SUGGESTIONS } from './gazetteer.ts'
import { suggestPlaces } from './place-search.ts'

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading the towns holds the event loop for about 0.3 s, the postcodes for about 0.1 s: each at the first search
  // of this instance that needs it, not at its start, where the first lists must answer within a second (issue 11)
  // while the list's memory loads.
  app.get(
    '/api/places/',
    {
      schema: {
        tags: ['reference data'],
        summary: `Postcodes starting with q, then towns whose name does, the most populous first; at most ${MAX_SUGGESTIONS} (GeoNames, CC BY; INSEE and La Poste, Licence Ouverte)`,
        querystring: placeQuerySchema,
        response: { 200: placeSuggestionsSchema },
      },
    },
    (request) => suggestPlaces(request.query.q),
  )
}

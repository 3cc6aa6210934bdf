import { placeQuerySchema, placeSuggestionsSchema } from '@questboard/domain/place.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_SUGGESTIONS, shippedGazetteer } from './gazetteer.ts'

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading the gazetteer holds the event loop for about 0.3 s: at the first search of this instance, not at its
  // start, where the first lists must answer within a second (issue 11) while the list's memory loads.
  app.get(
    '/api/places/',
    {
      schema: {
        tags: ['reference data'],
        summary: `Towns whose name starts with q, the most populous first, at most ${MAX_SUGGESTIONS} (GeoNames, CC BY)`,
        querystring: placeQuerySchema,
        response: { 200: placeSuggestionsSchema },
      },
    },
    (request) => shippedGazetteer().suggest(request.query.q),
  )
}

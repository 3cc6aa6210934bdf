import { placeQuerySchema, placeSuggestionsSchema } from '@questboard/domain/place.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_SUGGESTIONS, shippedGazetteer } from './gazetteer.ts'

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading the gazetteer takes about half a second of the event loop: once the server listens, not at the
  // first visitor's search (app.inject in tests never listens: a test reads it when it searches).
  app.addHook('onListen', async () => {
    setImmediate(shippedGazetteer)
  })

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

import { storeListQuerySchema, storePageSchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '../id-params.ts'
import { createStoresRepository } from './stores.repository.ts'
import { createStoresService } from './stores.service.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.unknown()).describe('Field → messages')

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStoresService({
    stores: createStoresRepository(app.db),
    publicUrl: app.config.publicUrl,
  })

  app.get(
    '/api/stores/',
    {
      schema: {
        tags: ['stores'],
        summary: 'Public stores whose name or city contains `search` (the shop filter)',
        querystring: storeListQuerySchema,
        response: { 200: storePageSchema, 400: fieldErrors },
      },
    },
    (request) => service.list(request.query, { caller: request.caller, requestUrl: request.url }),
  )

  const favoriteSchema = (summary: string) => ({
    tags: ['stores'],
    summary,
    security: [{ toolToken: [] }],
    params: idParams,
    response: {
      204: z.null().describe('Done (also when it already was)'),
      400: fieldErrors,
      401: detail,
      404: detail,
    },
  })

  app.put(
    '/api/stores/:id/favorite/',
    { preHandler: app.requireCaller, schema: favoriteSchema('Stars a public store for the caller') },
    async (request, reply) => {
      const { caller } = request
      if (!caller) throw new Error('requireCaller lets no anonymous call through')
      const done = await service.addFavorite(caller, request.params.id)
      return done ? reply.status(204).send(null) : reply.status(404).send({ detail: 'Not found.' })
    },
  )

  app.delete(
    '/api/stores/:id/favorite/',
    { preHandler: app.requireCaller, schema: favoriteSchema('Unstars a store') },
    async (request, reply) => {
      const { caller } = request
      if (!caller) throw new Error('requireCaller lets no anonymous call through')
      const done = await service.removeFavorite(caller, request.params.id)
      return done ? reply.status(204).send(null) : reply.status(404).send({ detail: 'Not found.' })
    },
  )
}

import { storeListQuerySchema, storePageSchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http/http-error.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stores } = app.services

  app.get(
    '/api/stores/',
    {
      schema: {
        tags: ['stores'],
        summary: 'Public stores whose name or city contains `search` (the shop filter)',
        querystring: storeListQuerySchema,
        response: { 200: storePageSchema, 400: badRequest },
      },
    },
    (request) => stores.list(request.query, { caller: request.caller, requestUrl: request.url }),
  )

  const favoriteSchema = (summary: string) => ({
    tags: ['stores'],
    summary,
    security: toolToken,
    params: idParams,
    response: {
      204: z.null().describe('Done (also when it already was)'),
      400: badRequest,
      401: detail,
      404: detail,
    },
  })

  app.put(
    '/api/stores/:id/favorite/',
    { preHandler: app.requireCaller, schema: favoriteSchema('Stars a public store for the caller') },
    async (request, reply) => {
      if (!(await stores.addFavorite(callerOf(request), request.params.id))) throw notFound()
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/api/stores/:id/favorite/',
    { preHandler: app.requireCaller, schema: favoriteSchema('Unstars a store') },
    async (request, reply) => {
      if (!(await stores.removeFavorite(callerOf(request), request.params.id))) throw notFound()
      return reply.status(204).send(null)
    },
  )
}

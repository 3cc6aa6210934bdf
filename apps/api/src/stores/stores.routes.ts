import { storeDetailSchema, storeListQuerySchema, storePageSchema } from '@questboard/domain/event-api.schema'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http/http-error.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { type Caller, callerOf } from '../plugins/auth.ts'

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

  app.get(
    '/api/stores/:id/',
    {
      schema: {
        tags: ['stores'],
        summary: 'A public store: its profile and opening hours (its events: `GET /api/events/?owner={id}`)',
        params: idParams,
        response: { 200: storeDetailSchema, 404: detail },
      },
    },
    async (request) => {
      const store = await stores.detail(request.params.id, request.caller)
      if (!store) throw notFound()
      return store
    },
  )

  const followSchema = (summary: string, description: string) => ({
    tags: ['stores'],
    summary,
    description,
    security: toolToken,
    params: idParams,
    response: {
      204: z.null().describe('Done (also when it already was)'),
      400: badRequest,
      401: detail,
      404: detail,
    },
  })
  const FOLLOW =
    'A player follows a public store (decision 037): `favorites=true` lists its events and, unless the digest ' +
    'is turned off (`/api/users/me/mail_preferences/`), each morning brings one mail listing its newly ' +
    'published events.'
  const FAVORITE =
    'The same as `/follow/`: the favourite of DESIGN.md, answered by the same handler for older clients.'

  /** What the two handlers read of a request: the caller and the store's id. */
  type StoreRequest = { caller: Caller | null; params: { id: number } }
  const follow = async (request: StoreRequest, reply: FastifyReply) => {
    if (!(await stores.follow(callerOf(request), request.params.id))) throw notFound()
    return reply.status(204).send(null)
  }
  const unfollow = async (request: StoreRequest, reply: FastifyReply) => {
    if (!(await stores.unfollow(callerOf(request), request.params.id))) throw notFound()
    return reply.status(204).send(null)
  }

  // `/follow/` and DESIGN.md's `/favorite/`, answered by the same two handlers.
  for (const [path, description] of [
    ['/api/stores/:id/follow/', FOLLOW],
    ['/api/stores/:id/favorite/', FAVORITE],
  ] as const) {
    const preHandler = app.requireCaller
    app.put(path, { preHandler, schema: followSchema('Follows a public store', description) }, follow)
    app.delete(path, { preHandler, schema: followSchema('Stops following a store', description) }, unfollow)
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, detail, toolToken } from '../http/schemas.ts'

export const authenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authentication: service } = app.services

  app.post(
    '/authenticate/',
    {
      schema: {
        tags: ['authentication'],
        summary: "Trades the account service's access token for a tool token and the Event API user id",
        body: z.object({ access_token: z.string().min(1, 'This value is required') }),
        response: {
          200: z.object({
            token: z.string().describe('Send it back as `Authorization: Token <token>`'),
            user_id: z.number().int().describe("The Event API user id (the web app's optoolUserId)"),
          }),
          400: badRequest,
          401: detail,
          503: detail,
        },
      },
    },
    (request) => service.authenticate(request.body.access_token),
  )

  app.delete(
    '/authenticate/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['authentication'],
        summary: 'Revokes the tool token of the request (sign-out)',
        security: toolToken,
        response: { 204: z.null().describe('Revoked'), 401: detail },
      },
    },
    async (request, reply) => {
      if (request.caller) await service.signOut(request.caller.token)
      return reply.status(204).send(null)
    },
  )
}

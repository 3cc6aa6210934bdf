import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createUsersRepository } from '../users/users.repository.ts'
import { createAccessTokenVerifier } from './access-token.ts'
import { createAccountClient } from './account-client.ts'
import { AuthenticationRefused, createAuthenticationService } from './authentication.service.ts'
import { createToolTokensRepository } from './tool-tokens.repository.ts'

const detail = z.object({ detail: z.string() })

export const authenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthenticationService({
    verifyAccessToken: createAccessTokenVerifier({
      accountUrl: app.config.accountUrl,
      issuer: app.config.oidcIssuer,
    }),
    accounts: createAccountClient(app.config.accountUrl),
    users: createUsersRepository(app.db),
    toolTokens: createToolTokensRepository(app.db),
  })

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
          401: detail,
          503: detail,
        },
      },
    },
    async (request, reply) => {
      try {
        return await service.authenticate(request.body.access_token)
      } catch (error) {
        if (!(error instanceof AuthenticationRefused)) throw error
        return reply.status(error.status).send({ detail: error.message })
      }
    },
  )

  app.delete(
    '/authenticate/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['authentication'],
        summary: 'Revokes the tool token of the request (sign-out)',
        security: [{ toolToken: [] }],
        response: { 204: z.null().describe('Revoked'), 401: detail },
      },
    },
    async (request, reply) => {
      if (request.caller) await service.signOut(request.caller.token)
      return reply.status(204).send(null)
    },
  )
}

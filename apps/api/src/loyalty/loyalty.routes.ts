import { loyaltyBalancesSchema } from '@questboard/domain/loyalty.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountServiceRefusal,
  AccountServiceUnavailable,
} from '../account-service/account-service.client.ts'
import { refusal } from '../http/http-error.ts'
import { detail, toolToken } from '../http/schemas.ts'

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/lp_balances/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['loyalty'],
        summary: "The caller's loyalty balances: XP, unexpired coins and when those coins expire",
        description:
          'Read from the account service, which keeps the loyalty ledger. XP never expires; coins expire one ' +
          'year after they were earned.',
        security: toolToken,
        response: { 200: loyaltyBalancesSchema, 401: detail, 404: detail, 503: detail },
      },
    },
    async (request) => {
      const subject = request.caller?.user.subject ?? ''
      try {
        return await app.accountService.balances(subject)
      } catch (error) {
        if (error instanceof AccountServiceRefusal && error.status === 404) {
          throw refusal(404, 'The loyalty service knows no account for this user.')
        }
        if (error instanceof AccountServiceUnavailable || error instanceof AccountServiceRefusal) {
          request.log.warn({ err: error }, 'loyalty balances unavailable')
          throw refusal(503, 'The loyalty service is not available; try again later.')
        }
        throw error
      }
    },
  )
}

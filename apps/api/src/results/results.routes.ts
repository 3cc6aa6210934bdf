import { resultFormSchema } from '@questboard/domain/result.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'

const refusals = { 401: detail, 403: detail, 404: detail }

/** Results and XP (spec §4 Results, DESIGN.md points): `GET`/`POST /api/events/{id}/award_xp/`. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { results } = app.services
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  app.get(
    '/api/events/:id/award_xp/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['results'],
        summary: 'The players the results may name: nickname → Event API user id',
        description:
          'The registered players; once event day checked players in, the checked-in players with an account ' +
          '(registered or walk-ins) instead: only who came earns XP.',
        security: toolToken,
        params: idParams,
        response: {
          200: z.object({ valid_users: z.record(z.string(), z.number()) }),
          400: badRequest,
          ...refusals,
        },
      },
    },
    async (request) => ({ valid_users: await results.validUsers(request.params.id, callerOf(request)) }),
  )

  app.post(
    '/api/events/:id/award_xp/',
    {
      preHandler: organizerOrAdmin,
      // The service parses the body (resultFormSchema), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['results'],
        summary: 'Saves the results once the event has ended, and credits the players’ points (once)',
        description:
          'Once the last round of event day is over, the results may be saved before the event ends (its final ' +
          'standings are the ranking; guests keep their places and earn nothing). ' +
          '10 XP for attending, +25/+15/+10/+10 for positions 1–4 of a competitive event; loyalty club members ' +
          'get 1 coin per 10 XP. No points when the store has not opted in (`lp_opted`).',
        security: toolToken,
        params: idParams,
        body: resultFormSchema.meta({ id: 'ResultsBody' }),
        response: {
          204: z.null().describe('Saved'),
          400: badRequest,
          ...refusals,
          409: detail,
          503: detail,
        },
      },
    },
    async (request, reply) => {
      await results.submit(request.params.id, request.body as unknown, callerOf(request))
      return reply.status(204).send(null)
    },
  )
}

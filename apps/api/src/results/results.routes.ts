import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '../id-params.ts'
import { createResultsRepository } from './results.repository.ts'
import { createResultsService, ResultsRefusal } from './results.service.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.unknown()).describe('Field → messages, nested for nested fields')
const security = [{ toolToken: [] }]
const refusals = { 401: detail, 403: detail, 404: detail }

/** Results and XP (spec §4 Results, DESIGN.md points): `GET`/`POST /api/events/{id}/award_xp/`. */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createResultsService({
    results: createResultsRepository(app.db),
    accountService: app.accountService,
  })
  const organizerOrAdmin = app.requireRole('organizer', 'admin')
  // Refusals carry their status and body; anything else goes on to the app's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ResultsRefusal) return reply.status(error.status).send(error.body)
    throw error
  })

  app.get(
    '/api/events/:id/award_xp/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['results'],
        summary: 'The registered players the results may name: nickname → Event API user id',
        security,
        params: idParams,
        response: {
          200: z.object({ valid_users: z.record(z.string(), z.number()) }),
          400: fieldErrors,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      if (!request.caller)
        return reply.status(401).send({ detail: 'Authentication credentials were not provided.' })
      return { valid_users: await service.validUsers(request.params.id, request.caller) }
    },
  )

  app.post(
    '/api/events/:id/award_xp/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['results'],
        summary: 'Saves the results once the event has ended, and credits the players’ points (once)',
        description:
          'Body: `{event_category: "competitive" | "non-competitive", players: [{id, name, position}]}` ' +
          '(resultFormSchema). 10 XP for attending, +25/+15/+10/+10 for positions 1–4 of a competitive event; ' +
          'loyalty club members get 1 coin per 10 XP. No points when the store has not opted in (`lp_opted`).',
        security,
        params: idParams,
        response: {
          204: z.null().describe('Saved'),
          400: fieldErrors,
          ...refusals,
          409: detail,
          503: detail,
        },
      },
    },
    async (request, reply) => {
      if (!request.caller)
        return reply.status(401).send({ detail: 'Authentication credentials were not provided.' })
      await service.submit(request.params.id, request.body, request.caller)
      return reply.status(204).send(null)
    },
  )
}

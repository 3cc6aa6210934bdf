import { playerRecordSchema } from '@questboard/domain/player-record.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detail, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'

/** `GET /api/users/me/record/`: the caller's attended and missed events (issue 15 §5). */
export const playerRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/record/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['users'],
        summary:
          'The caller’s record: events attended (checked in) and missed (registered, never checked in)',
        security: toolToken,
        response: { 200: playerRecordSchema, 401: detail },
      },
    },
    (request) => app.services.noShows.record(callerOf(request).user.id),
  )
}

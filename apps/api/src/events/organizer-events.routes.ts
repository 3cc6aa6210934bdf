import { organizerDashboardSchema, registrantsSchema } from '@questboard/domain/organizer-events.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detail, idParams, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'

/** The organizer's side of their events (issue 13): the dashboard and an event's registrants. */
export const organizerEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { organizerEvents } = app.services
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  app.get(
    '/api/events/organized/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'The caller’s own events: drafts, upcoming, and ended full events awaiting their results',
        description:
          'Each section lists at most 50 events (drafts and upcoming soonest first, awaiting results latest ' +
          'first); `counts` says how many each section holds in all.',
        security: toolToken,
        response: { 200: organizerDashboardSchema, 401: detail, 403: detail },
      },
    },
    (request) => organizerEvents.dashboard(callerOf(request)),
  )

  app.get(
    '/api/events/:id/registrants/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'The registered players of an event, for its organizer and admins',
        description:
          'Nickname, when each registered and whether they sent a deck photo, in registration order; never ' +
          'emails (the privacy policy: the store sees its players’ nicknames and deck photos).',
        security: toolToken,
        params: idParams,
        response: { 200: registrantsSchema, 401: detail, 403: detail, 404: detail },
      },
    },
    (request) => organizerEvents.registrants(request.params.id, callerOf(request)),
  )
}

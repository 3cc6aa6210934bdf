import { organizerDashboardSchema, registrantsSchema } from '@questboard/domain/organizer-events.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '../id-params.ts'
import { createEventPresenter } from './event-presenter.ts'
import { EventRefusal } from './event-refusals.ts'
import { createOrganizerEventsRepository } from './organizer-events.repository.ts'
import { createOrganizerEventsService } from './organizer-events.service.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.unknown()).describe('Field → messages')
const security = [{ toolToken: [] }]

/** The organizer's side of their events (issue 13): the dashboard and an event's registrants. */
export const organizerEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrganizerEventsService({
    events: createOrganizerEventsRepository(app.db),
    presenter: createEventPresenter(app.config.publicUrl),
    editable: app.eventEditingService.editable,
  })
  const organizerOrAdmin = app.requireRole('organizer', 'admin')
  // Refusals carry their status and body; anything else goes on to the app's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof EventRefusal) return reply.status(error.status).send(error.body)
    throw error
  })

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
        security,
        response: { 200: organizerDashboardSchema, 401: detail, 403: detail },
      },
    },
    async (request) => {
      if (!request.caller) throw new Error('requireRole lets no anonymous call through')
      return service.dashboard(request.caller)
    },
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
        security,
        params: idParams,
        response: { 200: registrantsSchema, 400: fieldErrors, 401: detail, 403: detail, 404: detail },
      },
    },
    async (request) => {
      if (!request.caller) throw new Error('requireRole lets no anonymous call through')
      return service.registrants(request.params.id, request.caller)
    },
  )
}

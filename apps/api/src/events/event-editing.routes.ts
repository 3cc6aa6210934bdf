import { eventDetailSchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '../id-params.ts'
import type { Caller } from '../plugins/auth.ts'
import { EventRefusal } from './event-refusals.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.unknown()).describe('Field → messages, nested for nested fields')
const security = [{ toolToken: [] }]
const refusals = { 401: detail, 403: detail, 404: detail, 409: detail }

const BODY_DESCRIPTION =
  'The event form body (spec §3, rules of spec §5: `eventFormSchema` of packages/domain). ' +
  'Admins may also send `owner` (the Event API user id of an organizer or an admin: 400 on `owner` otherwise), ' +
  '`event_visibility`, `official_event` and `is_bga`; organizers’ values for these are ignored.'

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new Error('requireRole lets no anonymous call through')
  return request.caller
}

/** The write side of events (issue 5): create, update, publish, delete. Rules in event-editing.service.ts. */
export const eventEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built once by events.plugin.ts, shared with the read routes.
  const { eventEditingService: editing, eventsService: reading } = app
  const detailOf = async (id: number, caller: Caller) => {
    const event = await reading.detail(id, caller)
    if (!event) throw new EventRefusal(404, { detail: 'Not found.' })
    return event
  }
  const organizerOrAdmin = app.requireRole('organizer', 'admin')
  // Refusals carry their status and body; anything else goes on to the app's error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof EventRefusal) return reply.status(error.status).send(error.body)
    throw error
  })

  app.post(
    '/api/events/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Creates an event as a draft, owned by the caller',
        description: BODY_DESCRIPTION,
        security,
        response: { 201: z.object({ id: z.number().int() }), 400: fieldErrors, 401: detail, 403: detail },
      },
    },
    async (request, reply) => {
      const id = await editing.create(request.body, callerOf(request))
      return reply.status(201).send({ id })
    },
  )

  app.put(
    '/api/events/:id/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Updates an event (its organizer or an admin); location, game and date cannot change (409)',
        description: BODY_DESCRIPTION,
        security,
        params: idParams,
        response: { 200: eventDetailSchema, 400: fieldErrors, ...refusals },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      await editing.update(request.params.id, request.body, caller)
      return detailOf(request.params.id, caller)
    },
  )

  app.post(
    '/api/events/:id/publish/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Publishes a draft (its organizer or an admin); answers the event',
        description:
          'Publishing again answers the event unchanged. 409 when the event was cancelled, when it starts less ' +
          'than an hour from now (delete it and create it again), or when its registration deadline has passed ' +
          '(choose a later one with `PUT`, then publish).',
        security,
        params: idParams,
        response: { 200: eventDetailSchema, 400: fieldErrors, ...refusals },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      await editing.publish(request.params.id, caller)
      return detailOf(request.params.id, caller)
    },
  )

  app.delete(
    '/api/events/:id/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Deletes an event: a draft is removed, a published event cancelled and its players mailed',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 400: fieldErrors, ...refusals },
      },
    },
    async (request, reply) => {
      await editing.remove(request.params.id, callerOf(request))
      return reply.status(204).send(null)
    },
  )
}

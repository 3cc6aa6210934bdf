import { eventDetailSchema } from '@questboard/domain/event-api.schema'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Caller } from '../plugins/auth.ts'
import { createEventEditingRepository } from './event-editing.repository.ts'
import { createEventEditingService, EventRefusal } from './event-editing.service.ts'
import { createEventsRepository } from './events.repository.ts'
import { createEventsService } from './events.service.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.unknown()).describe('Field → messages, nested for nested fields')
const eventId = z.object({
  id: z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(1),
})
const security = [{ toolToken: [] }]
const refusals = { 401: detail, 403: detail, 404: detail, 409: detail }

const BODY_DESCRIPTION =
  'The event form body (spec §3, rules of spec §5: `eventFormSchema` of packages/domain). ' +
  'Admins may also send `owner` (an Event API user id), `event_visibility`, `official_event` and `is_bga`; ' +
  'organizers’ values for these are ignored.'

/** Runs `action`, answering its EventRefusal as the status and body it carries. */
async function answer<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof EventRefusal) return reply.status(error.status).send(error.body)
    throw error
  }
}

function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new Error('requireRole lets no anonymous call through')
  return request.caller
}

/** The write side of events (issue 5): create, update, publish, delete. Rules in event-editing.service.ts. */
export const eventEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const editing = createEventEditingService({
    db: app.db,
    events: createEventEditingRepository(app.db),
    mail: app.mail,
    publicUrl: app.config.publicUrl,
  })
  const reading = createEventsService({ events: createEventsRepository(app.db), publicUrl: app.config.publicUrl })
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

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
    (request, reply) =>
      answer(reply, async () => {
        const id = await editing.create(request.body, callerOf(request))
        return reply.status(201).send({ id })
      }),
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
        params: eventId,
        response: { 200: eventDetailSchema, 400: fieldErrors, ...refusals },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const caller = callerOf(request)
        await editing.update(request.params.id, request.body, caller)
        return reading.detail(request.params.id, caller)
      }),
  )

  app.post(
    '/api/events/:id/publish/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Publishes a draft (its organizer or an admin); answers the event',
        security,
        params: eventId,
        response: { 200: eventDetailSchema, 400: fieldErrors, ...refusals },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const caller = callerOf(request)
        await editing.publish(request.params.id, caller)
        return reading.detail(request.params.id, caller)
      }),
  )

  app.delete(
    '/api/events/:id/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Deletes an event: a draft is removed, a published event cancelled and its players mailed',
        security,
        params: eventId,
        response: { 204: z.null().describe('Deleted'), 400: fieldErrors, ...refusals },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        await editing.remove(request.params.id, callerOf(request))
        return reply.status(204).send(null)
      }),
  )
}

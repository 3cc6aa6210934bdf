import { eventFormSchema } from '@questboard/domain/event.schema'
import { eventDetailSchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { type Caller, callerOf } from '../plugins/auth.ts'
import { notFound } from './event-refusals.ts'

const refusals = { 401: detail, 403: detail, 404: detail, 409: detail }

/**
 * The event body (spec §3), for the OpenAPI document: the event form's schema (packages/domain) and the
 * admins' `owner`. The service parses the body itself (bodyCheckedByHandler): the start rule needs the clock,
 * and the 400 body the spec's messages.
 */
export const eventBody = eventFormSchema({ now: new Date(0) })
  .safeExtend({
    owner: z
      .number()
      .int()
      .nullish()
      .describe('Admins only: the Event API user id of the organizer or admin the event belongs to'),
  })
  .describe(
    'The event form body (spec §3, rules of spec §5). Admins may also send `owner` (400 on `owner` when it ' +
      'names no organizer or admin), `event_visibility`, `official_event` and `is_bga`; organizers’ values ' +
      'for these are ignored.',
  )
  .meta({ id: 'EventBody' })

/** The write side of events (issue 5): create, update, publish, delete. Rules in event-editing.service.ts. */
export const eventEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { eventEditing: editing, events: reading } = app.services
  const detailOf = async (id: number, caller: Caller) => {
    const event = await reading.detail(id, caller)
    if (!event) throw notFound()
    return event
  }
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  app.post(
    '/api/events/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['events'],
        summary: 'Creates an event as a draft, owned by the caller',
        security: toolToken,
        body: eventBody,
        response: { 201: z.object({ id: z.number().int() }), 400: badRequest, 401: detail, 403: detail },
      },
    },
    async (request, reply) => {
      const id = await editing.create(request.body as unknown, callerOf(request))
      return reply.status(201).send({ id })
    },
  )

  app.put(
    '/api/events/:id/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['events'],
        summary: 'Updates an event (its organizer or an admin); location, game and date cannot change (409)',
        security: toolToken,
        params: idParams,
        body: eventBody,
        response: { 200: eventDetailSchema, 400: badRequest, ...refusals },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      await editing.update(request.params.id, request.body as unknown, caller)
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
        security: toolToken,
        params: idParams,
        response: { 200: eventDetailSchema, 400: badRequest, ...refusals },
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
        security: toolToken,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 400: badRequest, ...refusals },
      },
    },
    async (request, reply) => {
      await editing.remove(request.params.id, callerOf(request))
      return reply.status(204).send(null)
    },
  )
}

import { repeatSchema, seriesScopeSchema } from '@questboard/domain/series'
import { eventSeriesViewSchema } from '@questboard/domain/series-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { eventBody } from '../events/event-editing.routes.ts'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'

const refusals = { 401: detail, 403: detail, 404: detail }

const seriesBody = eventBody
  .safeExtend({ repeat: repeatSchema })
  .describe(
    'The event form of the first event (as `POST /api/events/`) and `repeat`: every week (`weekly`) or every ' +
      'other week (`every_other_week`) on `weekdays`, or (`monthly`) the `week_of_month`th of `weekdays` ' +
      '(-1: the last), from the date of `event_start_date` (`light_date`) on, `until` a date or for `count` ' +
      'events; at most 52.',
  )
  .meta({ id: 'EventSeriesBody' })

const seriesChange = eventBody
  .safeExtend(seriesScopeSchema.shape)
  .describe(
    'The event form (as `PUT /api/events/{id}/`, with the dates of any event of the series), applied to each ' +
      'event of the series dated `from` or later that has neither started nor been cancelled; `publish` ' +
      'publishes the drafts among them.',
  )
  .meta({ id: 'EventSeriesChange' })

const dateQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'This value must be a date (YYYY-MM-DD)')
    .describe('The first date (venue calendar) whose events are cancelled'),
})

/** Recurring events (issue 15 §4, decision 031): rules in event-series.service.ts. */
export const eventSeriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { eventSeries } = app.services
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  app.post(
    '/api/event_series/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['events'],
        summary: 'Creates a series of events (drafts, one per date of its rule), owned by the caller',
        security: toolToken,
        body: seriesBody,
        response: { 201: eventSeriesViewSchema, 400: badRequest, 401: detail, 403: detail },
      },
    },
    async (request, reply) => {
      const series = await eventSeries.create(request.body as unknown, callerOf(request))
      return reply.status(201).send(series)
    },
  )

  app.get(
    '/api/event_series/:id/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'A series and its events (its organizer or an admin)',
        security: toolToken,
        params: idParams,
        response: { 200: eventSeriesViewSchema, ...refusals },
      },
    },
    (request) => eventSeries.read(request.params.id, callerOf(request)),
  )

  app.put(
    '/api/event_series/:id/',
    {
      preHandler: organizerOrAdmin,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['events'],
        summary: 'Changes the events of a series from a date on (its organizer or an admin)',
        description:
          'All or nothing: 409 (naming the event’s date) when the change would move an event’s location, game or ' +
          'date, set a maximum below its registered players, or publish an event that can no longer be.',
        security: toolToken,
        params: idParams,
        body: seriesChange,
        response: { 200: eventSeriesViewSchema, 400: badRequest, ...refusals, 409: detail },
      },
    },
    (request) => eventSeries.update(request.params.id, request.body as unknown, callerOf(request)),
  )

  app.delete(
    '/api/event_series/:id/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Cancels the events of a series from a date on (its organizer or an admin)',
        description:
          'Each event dated `from` or later that has not started goes as `DELETE /api/events/{id}/` would take it: ' +
          'a draft is removed, a published event cancelled and its registered players mailed.',
        security: toolToken,
        params: idParams,
        querystring: dateQuery,
        response: { 204: z.null().describe('Cancelled'), 400: badRequest, ...refusals },
      },
    },
    async (request, reply) => {
      await eventSeries.cancel(request.params.id, request.query.from, callerOf(request))
      return reply.status(204).send(null)
    },
  )
}

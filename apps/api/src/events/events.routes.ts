import {
  eventDetailSchema,
  eventListQuerySchema,
  eventLocationsQuerySchema,
  eventLocationsSchema,
  eventMapSchema,
  eventPageSchema,
  eventPlayersSchema,
  myEventsPageSchema,
  myEventsQuerySchema,
} from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http/http-error.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'
import { fastSerializerCompiler } from '../plugins/fast-serializer.ts'
import { EVENT_LOCATIONS_LIMIT } from './public-list/public-list.service.ts'

export const eventsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events, publicList } = app.services

  app.get(
    '/api/events/',
    {
      schema: {
        tags: ['events'],
        summary: 'Published public events, filtered (spec §7); nearest first with latitude and longitude',
        description:
          'Events not yet ended, unless start_date asks for earlier ones. Dates are venue-local. ' +
          '`favorites=true` lists the events of the stores the caller follows (none for an anonymous caller). ' +
          '`next` and `previous` are absolute URLs.',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, 400: badRequest },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    (request) => publicList.list(request.query, { caller: request.caller, requestUrl: request.url }),
  )

  app.get(
    '/api/events/event_locations/',
    {
      schema: {
        tags: ['events'],
        summary: "The map's view of the events matching the list's filters",
        description:
          'With `bbox=west,south,east,north` (west > east crosses the antimeridian) and `zoom`: the events in ' +
          'the box as clusters where they are dense at that zoom and single events where they are not; the ' +
          "clusters' counts and the events add up to `count`; at most 100 KB. Without `bbox`: the matching " +
          `events' points, nearest or soonest first, at most ${EVENT_LOCATIONS_LIMIT}.`,
        querystring: eventLocationsQuerySchema,
        response: { 200: z.union([eventMapSchema, eventLocationsSchema]), 400: badRequest },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    (request) => publicList.locations(request.query, request.caller),
  )

  app.get(
    '/api/events/me/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['events'],
        summary: "The caller's registrations, and for organizers and admins the events they own",
        security: toolToken,
        querystring: myEventsQuerySchema,
        response: { 200: myEventsPageSchema, 400: badRequest, 401: detail },
      },
    },
    (request) => events.mine(request.query, { caller: callerOf(request), requestUrl: request.url }),
  )

  app.get(
    '/api/events/:id/',
    {
      schema: {
        tags: ['events'],
        summary: 'One event: published ones for everybody, drafts for their owner and admins',
        params: idParams,
        response: { 200: eventDetailSchema, 400: badRequest, 404: detail },
      },
    },
    async (request) => {
      const event = await events.detail(request.params.id, request.caller)
      if (!event) throw notFound()
      return event
    },
  )

  app.get(
    '/api/events/:id/players/',
    {
      schema: {
        tags: ['events'],
        summary: 'The registered players (id and nickname, never emails)',
        params: idParams,
        response: { 200: eventPlayersSchema, 400: badRequest, 404: detail },
      },
    },
    async (request) => {
      const players = await events.players(request.params.id, request.caller)
      if (!players) throw notFound()
      return players
    },
  )
}

import {
  eventDetailSchema,
  eventListQuerySchema,
  eventLocationsSchema,
  eventPageSchema,
  eventPlayersSchema,
  myEventsPageSchema,
  myEventsQuerySchema,
} from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createCountCache } from './count-cache.ts'
import { createEventsRepository } from './events.repository.ts'
import { createEventsService, EVENT_LOCATIONS_LIMIT } from './events.service.ts'
import { createListedEvents, LISTED_EVENTS_CHANNEL, type ListedEvents } from './listed-events.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.unknown()).describe('Field → messages')
const eventId = z.object({
  id: z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(1),
})
const notFound = { detail: 'Not found.' }

/** The list's count is shared this long between requests with the same filters (docs/performance.md). */
export const DEFAULT_LIST_COUNT_CACHE_MS = 5_000

export const eventsReadRoutes: FastifyPluginAsyncZod = async (app) => {
  let listedEvents: ListedEvents | undefined
  if (app.config.listFromMemory !== false) {
    const embedded = app.database.driver === 'pglite'
    listedEvents = createListedEvents(app.db, { notifiedOfEveryWrite: embedded })
    if (embedded) {
      const written = listedEvents.written
      const unlisten = await app.database.listen(LISTED_EVENTS_CHANNEL, () => written())
      // The database may be gone already (a health check test closes it first): nothing left to unlisten.
      app.addHook('onClose', () => unlisten().catch(() => undefined))
    }
  }
  const service = createEventsService({
    events: createEventsRepository(app.db, {
      countCache: createCountCache({ ttlMs: app.config.listCountCacheMs ?? DEFAULT_LIST_COUNT_CACHE_MS }),
      listedEvents,
    }),
    publicUrl: app.config.publicUrl,
  })

  app.get(
    '/api/events/',
    {
      schema: {
        tags: ['events'],
        summary: 'Published public events, filtered (spec §7); nearest first with latitude and longitude',
        description:
          'Events not yet ended, unless start_date asks for earlier ones. Dates are venue-local. ' +
          '`favorites=true` lists the events of the stores the caller starred (none for an anonymous caller). ' +
          '`next` and `previous` are absolute URLs.',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, 400: fieldErrors },
      },
    },
    (request) => service.list(request.query, { caller: request.caller, requestUrl: request.url }),
  )

  app.get(
    '/api/events/event_locations/',
    {
      schema: {
        tags: ['events'],
        summary: `Map points of the events matching the list's filters (no paging; at most ${EVENT_LOCATIONS_LIMIT})`,
        querystring: eventListQuerySchema,
        response: { 200: eventLocationsSchema, 400: fieldErrors },
      },
    },
    (request) => service.locations(request.query, request.caller),
  )

  app.get(
    '/api/events/me/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['events'],
        summary: "The caller's registrations, and for organizers and admins the events they own",
        security: [{ toolToken: [] }],
        querystring: myEventsQuerySchema,
        response: { 200: myEventsPageSchema, 400: fieldErrors, 401: detail },
      },
    },
    (request) => {
      const { caller } = request
      if (!caller) throw new Error('requireCaller lets no anonymous call through')
      return service.mine(request.query, { caller, requestUrl: request.url })
    },
  )

  app.get(
    '/api/events/:id/',
    {
      schema: {
        tags: ['events'],
        summary: 'One event: published ones for everybody, drafts for their owner and admins',
        params: eventId,
        response: { 200: eventDetailSchema, 400: fieldErrors, 404: detail },
      },
    },
    async (request, reply) => {
      const event = await service.detail(request.params.id, request.caller)
      return event ?? reply.status(404).send(notFound)
    },
  )

  app.get(
    '/api/events/:id/players/',
    {
      schema: {
        tags: ['events'],
        summary: 'The registered players (id and nickname, never emails)',
        params: eventId,
        response: { 200: eventPlayersSchema, 400: fieldErrors, 404: detail },
      },
    },
    async (request, reply) => {
      const players = await service.players(request.params.id, request.caller)
      return players ?? reply.status(404).send(notFound)
    },
  )
}

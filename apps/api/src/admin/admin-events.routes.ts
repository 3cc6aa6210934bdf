import { MAX_PAGE_SIZE, PAGE_SIZE } from '@questboard/domain/constants'
import { searchText } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EVENT_STATUSES } from '../db/schema.ts'
import { badRequest, detail, toolToken } from '../http/schemas.ts'
import { pageWindow, toPage } from '../pagination.ts'

const query = z.object({
  search: searchText(200).trim().optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
})

const adminEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  event_type: z.string(),
  event_subtype: z.string(),
  game: z.number().int(),
  game_name: z.string(),
  event_start_date: z.string(),
  timezone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  owner: z.number().int(),
  owner_nickname: z.string(),
  players_count: z.number().int(),
  max_players: z.number().int().nullable(),
  awarded_xp: z.boolean(),
  event_visibility: z.string(),
  official_event: z.boolean(),
})

/** The admin space's events (decision 013): every event of every owner, drafts and cancelled ones too. */
export const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminEvents: repository } = app.services

  app.get(
    '/api/admin/events/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Every event, latest start first; `search` matches the name or the owner’s nickname',
        security: toolToken,
        querystring: query,
        response: {
          200: z.object({
            count: z.number().int(),
            next: z.string().nullable(),
            previous: z.string().nullable(),
            results: z.array(adminEvent),
          }),
          400: badRequest,
          401: detail,
          403: detail,
        },
      },
    },
    async (request) => {
      const { search, status } = request.query
      const { rows, count } = await repository.list(
        { search: search || undefined, status },
        pageWindow(request.query),
      )
      const results = rows.map(({ event, ownerNickname, gameName }) => ({
        id: event.id,
        name: event.name,
        status: event.status,
        event_type: event.eventType,
        event_subtype: event.eventSubtype,
        game: event.gameId,
        game_name: gameName,
        event_start_date: event.startLocal,
        timezone: event.timezone,
        starts_at: event.startsAt.toISOString(),
        ends_at: event.endsAt.toISOString(),
        owner: event.ownerId,
        owner_nickname: ownerNickname,
        players_count: event.takenSeats - event.heldSeats,
        max_players: event.maxPlayers,
        awarded_xp: event.awardedXp,
        event_visibility: event.eventVisibility,
        official_event: event.officialEvent,
      }))
      return toPage(results, count, request.query, {
        publicUrl: app.config.publicUrl,
        requestUrl: request.url,
      })
    },
  )
}

import { MAX_PAGE_SIZE, PAGE_SIZE } from '@questboard/domain/constants'
import {
  organizerRequestRejectionSchema,
  organizerRequestSchema,
} from '@questboard/domain/organizer-request.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ORGANIZER_REQUEST_STATUSES } from '../db/schema.ts'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { refusal } from '../http/http-error.ts'
import { badRequest, detail, idParams, toolToken as security } from '../http/schemas.ts'
import { toPage } from '../pagination.ts'
import { callerOf } from '../plugins/auth.ts'
import { toAdminView, toRequestView } from './organizer-requests.service.ts'

const listQuery = z.object({
  status: z.enum(ORGANIZER_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
})

const requestView = z.object({
  id: z.number().int(),
  account_id: z.string(),
  customer_id: z.string(),
  tax_number: z.string(),
  status: z.enum(ORGANIZER_REQUEST_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
const adminRequestView = requestView.extend({
  user: z.object({ id: z.number().int(), nickname: z.string(), email: z.string() }),
})
const requestPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(adminRequestView),
})

/**
 * Requests to become an organizer (spec §1) and their review in the admin space (decision 013): a signed-in
 * user asks once at a time; an admin approves (the account service grants the role) or rejects, and the user
 * gets a mail either way.
 */
export const organizerRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { organizerRequests: service } = app.services
  const admin = app.requireRole('admin')

  app.post(
    '/api/organizer-requests/',
    {
      preHandler: app.requireCaller,
      // The service parses the body (organizerRequestSchema), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['organizer requests'],
        summary: 'Asks to become an organizer: `{account_id, customer_id, tax_number}`',
        security,
        body: organizerRequestSchema.meta({ id: 'OrganizerRequestBody' }),
        response: { 201: requestView, 400: badRequest, 401: detail, 409: detail },
      },
    },
    async (request, reply) => {
      const created = await service.submit(request.body as unknown, callerOf(request))
      return reply.status(201).send(toRequestView(created))
    },
  )

  app.get(
    '/api/organizer-requests/me/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['organizer requests'],
        summary: 'The caller’s latest request and its status (404 when they never asked)',
        security,
        response: { 200: requestView, 401: detail, 404: detail },
      },
    },
    async (request, _reply) => {
      const latest = await service.mine(callerOf(request))
      if (!latest) throw refusal(404, 'You have not asked to become an organizer.')
      return toRequestView(latest)
    },
  )

  app.get(
    '/api/organizer-requests/',
    {
      preHandler: admin,
      schema: {
        tags: ['organizer requests'],
        summary: 'Every request, latest first, optionally of one status (admins)',
        security,
        querystring: listQuery,
        response: { 200: requestPage, 400: badRequest, 401: detail, 403: detail },
      },
    },
    async (request) => {
      const { rows, count } = await service.list(request.query.status, request.query)
      return toPage(rows.map(toAdminView), count, request.query, {
        publicUrl: app.config.publicUrl,
        requestUrl: request.url,
      })
    },
  )

  app.post(
    '/api/organizer-requests/:id/approve/',
    {
      preHandler: admin,
      schema: {
        tags: ['organizer requests'],
        summary:
          'Approves a pending request: the account service grants the organizer role; the user is mailed',
        security,
        params: idParams,
        response: {
          200: requestView,
          400: badRequest,
          401: detail,
          403: detail,
          404: detail,
          409: detail,
          503: detail,
        },
      },
    },
    async (request) => toRequestView(await service.approve(request.params.id, callerOf(request))),
  )

  app.post(
    '/api/organizer-requests/:id/reject/',
    {
      preHandler: admin,
      // The service parses the body (organizerRequestRejectionSchema), giving the spec's messages.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['organizer requests'],
        summary: 'Rejects a pending request, with an optional `reason` sent to the user',
        security,
        params: idParams,
        body: organizerRequestRejectionSchema.meta({ id: 'OrganizerRequestRejection' }),
        response: { 200: requestView, 400: badRequest, 401: detail, 403: detail, 404: detail, 409: detail },
      },
    },
    async (request) =>
      toRequestView(await service.reject(request.params.id, request.body as unknown, callerOf(request))),
  )
}

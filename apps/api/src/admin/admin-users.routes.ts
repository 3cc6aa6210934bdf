import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { EVENT_STATUSES } from '../db/schema.ts'
import { accountParams, badRequest, detail, toolToken } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'
import { MANAGED_ROLES } from './admin-users.service.ts'

const role = z.enum(['user', ...MANAGED_ROLES])

const account = z
  .object({ id: z.string(), nickname: z.string(), email: z.string(), roles: z.array(role) })
  .meta({ id: 'AdminAccount' })

const accountDetail = account
  .extend({
    country: z.string(),
    join_date: z.string(),
    registrations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        status: z.enum(EVENT_STATUSES),
        starts_at: z.string(),
        timezone: z.string(),
        registered_at: z.string(),
      }),
    ),
    role_history: z.array(
      z.object({
        changed_by: z.string().nullable(),
        changed_by_nickname: z.string().nullable(),
        roles_before: z.array(role),
        roles_after: z.array(role),
        reason: z.string().nullable(),
        changed_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminAccountDetail' })

const rolesBody = z.object({
  roles: z
    .array(z.enum(MANAGED_ROLES))
    .max(MANAGED_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role once.'),
})

const refusals = { 401: detail, 403: detail, 404: detail, 503: detail }

/** The admin space's users (issue 13 §10): find an account, see its roles and registrations, change its roles. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminUsers } = app.services

  app.get(
    '/api/admin/users/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Accounts whose nickname or email contains `search` (2 characters at least), with their roles',
        security: toolToken,
        querystring: z.object({ search: z.string().max(200).default('') }),
        response: { 200: z.object({ results: z.array(account) }), 400: badRequest, ...refusals },
      },
    },
    (request) => adminUsers.search(request.query.search),
  )

  app.get(
    '/api/admin/users/:account/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'One account: its roles, its registrations (latest event first) and who changed its roles',
        security: toolToken,
        params: accountParams,
        response: { 200: accountDetail, ...refusals },
      },
    },
    (request) => adminUsers.detail(request.params.account),
  )

  app.put(
    '/api/admin/users/:account/roles/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Sets the roles an account is granted (organizer, admin; `user` always). Recorded with who asked; an ' +
          'administrator cannot remove their own admin role (409)',
        security: toolToken,
        params: accountParams,
        body: rolesBody,
        response: { 200: accountDetail, 400: badRequest, 409: detail, ...refusals },
      },
    },
    (request) => adminUsers.setRoles(request.params.account, request.body.roles, callerOf(request)),
  )
}

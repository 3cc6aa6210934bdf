import {
  alertBodySchema,
  alertListQuerySchema,
  alertPageSchema,
  alertSchema,
  MAX_ALERTS,
} from '@questboard/domain/mail-news.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { badRequest, detail, idParams, toolToken as security } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'

const ABOUT =
  'An alert is a saved search (a place and a radius in km, optionally a game, a kind and a subtype) that mails ' +
  'its new matching events, published and public, each morning after 06:00 UTC (`daily`) or once a week ' +
  '(`weekly`); an event is mailed once, and a changed search mails only what is published from then on ' +
  '(decision 037). Every such mail has an unsubscribe link that deletes the alert.'

/** A player's alerts (issue 15 §2): `GET`/`POST /api/users/me/alerts/`, `PUT`/`DELETE /api/users/me/alerts/{id}/`. */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { alerts } = app.services

  app.get(
    '/api/users/me/alerts/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['alerts'],
        summary: 'The caller’s alerts, oldest first',
        description: ABOUT,
        security,
        querystring: alertListQuerySchema,
        response: { 200: alertPageSchema, 400: badRequest, 401: detail },
      },
    },
    (request) => alerts.list(callerOf(request).user.id, request.query, request.url),
  )

  app.post(
    '/api/users/me/alerts/',
    {
      preHandler: app.requireCaller,
      // The service parses the body (alertBodySchema), giving the spec's messages per field.
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['alerts'],
        summary: 'Saves a search as an alert',
        description: `${ABOUT} At most ${MAX_ALERTS} alerts per player (409 beyond).`,
        security,
        body: alertBodySchema,
        response: { 201: alertSchema, 400: badRequest, 401: detail, 409: detail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await alerts.create(callerOf(request).user.id, request.body as unknown)),
  )

  app.put(
    '/api/users/me/alerts/:id/',
    {
      preHandler: app.requireCaller,
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['alerts'],
        summary: 'Changes one of the caller’s alerts (the whole body, as when saving)',
        description: 'From then on, only events published after the change are news to it.',
        security,
        params: idParams,
        body: alertBodySchema,
        response: { 200: alertSchema, 400: badRequest, 401: detail, 404: detail },
      },
    },
    (request) => alerts.update(callerOf(request).user.id, request.params.id, request.body as unknown),
  )

  app.delete(
    '/api/users/me/alerts/:id/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['alerts'],
        summary: 'Deletes one of the caller’s alerts',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 401: detail, 404: detail },
      },
    },
    async (request, reply) => {
      await alerts.delete(callerOf(request).user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}

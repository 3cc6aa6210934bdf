import {
  mailPreferencesPatchSchema,
  mailPreferencesSchema,
  unsubscribeSchema,
  unsubscribeTokenField,
} from '@questboard/domain/mail-news.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { acceptFormBodies } from '../http/form-bodies.ts'
import { badRequest, detail, toolToken as security } from '../http/schemas.ts'
import { callerOf } from '../plugins/auth.ts'
import { UNSUBSCRIBED } from './mail-preferences.service.ts'

const tokenQuery = z.object({ token: unsubscribeTokenField })
const LINK =
  'The token of a digest’s link names the player’s daily digests, an alert’s link that alert; it is signed by the ' +
  'server (decision 037), so it works without signing in and cannot be made for anyone else: a token the server ' +
  'did not sign is a 400, one of an account that no longer exists a 404.'

/**
 * The mail preferences (issue 15 §2): `GET`/`PATCH /api/users/me/mail_preferences/`; and the unsubscribe link of
 * every morning mail: `GET`/`POST /api/mail/unsubscribe/` for the web page, `POST …/one-click/` for RFC 8058.
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailPreferences: service } = app.services

  app.get(
    '/api/users/me/mail_preferences/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['mail preferences'],
        summary: 'The caller’s digest switch and the stores they follow',
        description: 'Their alerts are at `/api/users/me/alerts/`.',
        security,
        response: { 200: mailPreferencesSchema, 401: detail },
      },
    },
    (request) => service.get(callerOf(request).user.id),
  )

  app.patch(
    '/api/users/me/mail_preferences/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['mail preferences'],
        summary: 'Turns the daily digests of the followed stores on or off',
        description: 'Turned back on, the digests list only the events published from then on.',
        security,
        body: mailPreferencesPatchSchema,
        response: { 200: mailPreferencesSchema, 400: badRequest, 401: detail },
      },
    },
    (request) => service.update(callerOf(request).user.id, request.body),
  )

  app.get(
    '/api/mail/unsubscribe/',
    {
      schema: {
        tags: ['mail preferences'],
        summary: 'What a mail’s unsubscribe link stops, and whether it still runs (changes nothing)',
        description: LINK,
        querystring: tokenQuery,
        response: { 200: unsubscribeSchema, 400: badRequest, 404: detail },
      },
    },
    (request) => service.describe(request.query.token),
  )

  app.post(
    '/api/mail/unsubscribe/',
    {
      schema: {
        tags: ['mail preferences'],
        summary: 'Stops what a mail’s unsubscribe link names: the daily digests, or one alert (deleted)',
        description: `${LINK} Stopping twice changes nothing.`,
        body: z.object({ token: unsubscribeTokenField }).meta({ id: 'UnsubscribeToken' }),
        response: { 200: unsubscribeSchema, 400: badRequest, 404: detail },
      },
    },
    (request) => service.unsubscribe(request.body.token),
  )

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL.
  acceptFormBodies(app)
  app.post(
    '/api/mail/unsubscribe/one-click/',
    {
      schema: {
        tags: ['mail preferences'],
        summary: "One-click unsubscribe (RFC 8058) from a morning mail's List-Unsubscribe header",
        description: `The body, \`List-Unsubscribe=One-Click\` as a form, is not needed: the token says it all. ${LINK}`,
        querystring: tokenQuery,
        response: { 200: detail, 400: badRequest, 404: detail },
      },
    },
    async (request) => {
      await service.unsubscribe(request.query.token)
      return { detail: UNSUBSCRIBED }
    },
  )
}

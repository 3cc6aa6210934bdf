import { waitlistSchema } from '@questboard/domain/waitlist.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { detail, idParams, toolToken } from '../http/schemas.ts'
import { preferredLocale } from '../mail/preferred-locale.ts'
import { registrationRefusal } from '../no-shows/no-show-rule.ts'
import { callerOf } from '../plugins/auth.ts'

const LANGUAGE =
  'The language of `Accept-Language` becomes the language of the player’s mails (the offer is written in it).'

/**
 * The waitlist of a sold-out event (issue 15, decision 029): `POST`/`DELETE`/`GET /api/events/{id}/waitlist/`
 * and `POST …/waitlist/claim/`.
 */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { waitlist } = app.services
  const player = [app.requireCaller, app.limitRate('registration')]

  // These routes take no body: whatever a client sends with them (an empty JSON body) is ignored.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  app.post(
    '/api/events/:id/waitlist/',
    {
      preHandler: player,
      schema: {
        tags: ['waitlist'],
        summary: 'Puts the caller in the waitlist of a sold-out event (joining twice keeps their place)',
        description:
          'Only for a published Full event that is sold out and still takes registrations. 403 for players under ' +
          '15 on the day of the event, or one the store’s rule about missed events refuses (with `reason` and ' +
          '`opens_at`, as registering), 409 for a registered player, an event with free seats, or one that ' +
          `takes no registration (cancelled, light, started, past its deadline). ${LANGUAGE}`,
        security: toolToken,
        params: idParams,
        response: {
          201: waitlistSchema,
          401: detail,
          403: registrationRefusal,
          404: detail,
          409: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request)
      const locale = preferredLocale(request.headers['accept-language'])
      return reply.status(201).send(await waitlist.join(request.params.id, user, locale))
    },
  )

  app.delete(
    '/api/events/:id/waitlist/',
    {
      preHandler: player,
      schema: {
        tags: ['waitlist'],
        summary: 'Takes the caller out of the waitlist (leaving when not in it changes nothing)',
        description: 'A seat offered to the caller goes to the next player in line.',
        security: toolToken,
        params: idParams,
        response: { 204: z.null().describe('Not in line'), 401: detail, 404: detail, 429: detail },
      },
    },
    async (request, reply) => {
      await waitlist.leave(request.params.id, callerOf(request).user)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/events/:id/waitlist/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['waitlist'],
        summary: 'The waitlist: the caller’s place and offer; the whole line for the organizer and admins',
        description:
          'A seat freed while players wait is offered to the first in line for 24 hours (ending at the ' +
          'registration deadline if it comes first), by mail and here; an offer not claimed in time passes to ' +
          'the next. `line` lists nicknames and offers in order for the event’s owner and admins, null for others.',
        security: toolToken,
        params: idParams,
        response: { 200: waitlistSchema, 401: detail, 404: detail },
      },
    },
    (request) => waitlist.view(request.params.id, callerOf(request)),
  )

  app.post(
    '/api/events/:id/waitlist/claim/',
    {
      preHandler: player,
      schema: {
        tags: ['waitlist'],
        summary: 'The offered player takes the seat held for them: they are registered',
        description:
          'Sends the registration’s confirmation mail with the event’s calendar file. 409 when the caller has no ' +
          `open offer (it ran out, or was made to another player); claiming when registered changes nothing. 403 ` +
          'as registering: under 15, or refused by the store’s rule about missed events (`reason`, `opens_at`). ' +
          LANGUAGE,
        security: toolToken,
        params: idParams,
        response: {
          201: z.null().describe('Registered'),
          401: detail,
          403: registrationRefusal,
          404: detail,
          409: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request)
      await waitlist.claim(request.params.id, user, preferredLocale(request.headers['accept-language']))
      return reply.status(201).send(null)
    },
  )
}

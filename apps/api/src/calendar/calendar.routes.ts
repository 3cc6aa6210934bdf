import { DEFAULT_LOCALE, type Locale } from '@questboard/domain/constants'
import { eventListQuerySchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError, notFound } from '../http/http-error.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { preferredLocale } from '../mail/preferred-locale.ts'
import { callerOf } from '../plugins/auth.ts'

const calendar = z.string().describe('An iCalendar file (text/calendar)')
const notModified = z.null().describe('The copy named by If-None-Match / If-Modified-Since is current')
const feedSchema = z
  .object({
    url: z.string().describe('The feed over HTTPS'),
    webcal_url: z.string().describe('The same feed for calendar apps to subscribe to (webcal://)'),
  })
  .meta({ id: 'CalendarFeed' })
const FEED_DESCRIPTION =
  'Events soonest first (at most 1,000), those ended in the last 30 days and cancelled ones (STATUS:CANCELLED) ' +
  'included; times on the venue’s clock. Answered with ETag and Last-Modified (304 when current).'

/**
 * The calendar files (issues 13 and 15): one event's, the subscribable feeds of a list search, of a store and of
 * a player (behind a secret token), and the player's feed address.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feeds = app.services.calendarFeeds
  const locale = (header: string | undefined): Locale => preferredLocale(header) ?? DEFAULT_LOCALE

  // Only the token's reset is a POST, and it takes no body: whatever a client sends with it is ignored.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  app.get(
    '/api/events/:id/calendar.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: 'The event as a calendar file ("add to calendar"), with the UID of every other file of it',
        params: idParams,
        response: { 200: calendar, 304: notModified, 404: detail },
      },
    },
    async (request, reply) => {
      const ics = await feeds.event(request.params.id, locale(request.headers['accept-language']))
      if (!ics) throw notFound()
      return feeds.send(request, reply, ics, { filename: `event-${request.params.id}.ics`, shared: true })
    },
  )

  app.get(
    '/api/feeds/events.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: 'The events of a list search as a calendar feed: the filters of GET /api/events/',
        description: `${FEED_DESCRIPTION} Paging and order are ignored; favorites is refused (a feed has no reader).`,
        querystring: eventListQuerySchema,
        response: { 200: calendar, 304: notModified, 400: badRequest },
      },
    },
    async (request, reply) => {
      if (request.query.favorites) {
        throw new HttpError(400, {
          favorites: ['A feed has no signed-in reader: subscribe to your own events.'],
        })
      }
      const ics = await feeds.search(request.query, locale(request.headers['accept-language']))
      return feeds.send(request, reply, ics, { filename: 'events.ics', shared: true })
    },
  )

  app.get(
    '/api/stores/:id/events.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: 'The events of a public store as a calendar feed',
        description: FEED_DESCRIPTION,
        params: idParams,
        response: { 200: calendar, 304: notModified, 404: detail },
      },
    },
    async (request, reply) => {
      const ics = await feeds.store(request.params.id, locale(request.headers['accept-language']))
      if (!ics) throw notFound()
      return feeds.send(request, reply, ics, { filename: 'events.ics', shared: true })
    },
  )

  app.get(
    '/api/feeds/me/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: "A player's events as a calendar feed, by the token of /api/users/me/calendar_feed/",
        description: `${FEED_DESCRIPTION} The events they registered for and those they organize, in their language.`,
        params: z.object({ token: z.string() }),
        response: { 200: calendar, 304: notModified, 404: detail },
      },
    },
    async (request, reply) => {
      const { token } = request.params
      const ics = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await feeds.mine(token) : undefined
      if (!ics) throw notFound()
      return feeds.send(request, reply, ics, { filename: 'my-events.ics', shared: false })
    },
  )

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/users/me/calendar_feed/',
      preHandler: app.requireCaller,
      schema: {
        tags: ['calendar'],
        summary:
          method === 'GET'
            ? 'The address of the caller’s private calendar feed (made on first ask)'
            : 'Gives the caller’s calendar feed a new secret address; the old one stops working',
        security: toolToken,
        response: { 200: feedSchema, 401: detail },
      },
      handler: (request) => feeds.address(callerOf(request).user.id, { reset: method === 'POST' }),
    })
  }
}

import {
  newsletterSubscriptionSchema,
  newsletterTokenField,
  newsletterTokenSchema,
} from '@questboard/domain/newsletter.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { acceptFormBodies } from '../http/form-bodies.ts'
import { badRequest, detail } from '../http/schemas.ts'
import { NEWSLETTER_MESSAGES } from './newsletter.service.ts'

/** The newsletter's double opt-in (decision 015): sign up, confirm by the mailed link, unsubscribe by any mail's link. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter: service } = app.services

  app.post(
    '/api/newsletter/subscriptions/',
    {
      preHandler: app.limitRate('newsletter-ip', 'newsletter-address'),
      schema: {
        tags: ['newsletter'],
        summary: 'Sign an address up for the newsletter (double opt-in)',
        description:
          'Mails a confirmation link (valid 7 days) to the address; the subscription starts when it is followed. ' +
          'Signing up a pending or unsubscribed address again sends a new link, at most one every 10 minutes.',
        body: newsletterSubscriptionSchema,
        response: { 202: detail, 400: badRequest, 409: detail, 429: detail },
      },
    },
    async (request, reply) => {
      await service.subscribe(request.body.email, request.body.locale)
      return reply.status(202).send({ detail: NEWSLETTER_MESSAGES.pending })
    },
  )

  app.post(
    '/api/newsletter/confirm/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token of the confirmation mail',
        body: newsletterTokenSchema,
        response: { 200: detail, 400: badRequest, 404: detail, 410: detail },
      },
    },
    async (request) => {
      await service.confirm(request.body.token)
      return { detail: NEWSLETTER_MESSAGES.confirmed }
    },
  )

  app.post(
    '/api/newsletter/unsubscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token of the link in a newsletter mail',
        body: newsletterTokenSchema,
        response: { 200: detail, 400: badRequest, 404: detail },
      },
    },
    async (request) => {
      await service.unsubscribe(request.body.token)
      return { detail: NEWSLETTER_MESSAGES.unsubscribed }
    },
  )

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL.
  acceptFormBodies(app)
  app.post(
    '/api/newsletter/unsubscribe/one-click/',
    {
      schema: {
        tags: ['newsletter'],
        summary: "One-click unsubscribe (RFC 8058) from a mail's List-Unsubscribe header",
        description:
          'The body, `List-Unsubscribe=One-Click` as a form, is not needed: the token says it all.',
        querystring: z.object({ token: newsletterTokenField }),
        response: { 200: detail, 400: badRequest, 404: detail },
      },
    },
    async (request) => {
      await service.unsubscribe(request.query.token)
      return { detail: NEWSLETTER_MESSAGES.unsubscribed }
    },
  )
}

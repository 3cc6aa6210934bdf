import multipart from '@fastify/multipart'
import { eventDetailSchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { IMAGE_MULTIPART_LIMITS } from '../images/image-upload.ts'
import { readPictureUpload } from '../pictures/picture-upload.ts'
import { callerOf } from '../plugins/auth.ts'
import { notFound } from './event-refusals.ts'

const COVER_FIELD = 'cover'

/** The cover's body, for the OpenAPI document: read from the multipart stream by the route itself. */
const coverBody = z.object({
  [COVER_FIELD]: z
    .string()
    .meta({ format: 'binary' })
    .describe('A JPEG, PNG or WebP file of at most 5,000,000 bytes'),
})

const refusals = { 401: detail, 403: detail, 404: detail, 409: detail }

/** `PUT`/`DELETE /api/events/{id}/cover/`: an event's cover image (issue 13 §7), by its organizer or an admin. */
export const eventCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { eventCovers, events } = app.services
  const organizerOrAdmin = app.requireRole('organizer', 'admin')

  // Only the cover takes a body, and only as multipart: anything else gets the field's 400, not a 415.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  // A file over the limit is cut short and marked truncated: the field's 400 says it is too large.
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS, throwFileSizeLimit: false })

  app.put(
    '/api/events/:id/cover/',
    {
      preHandler: [organizerOrAdmin, app.limitRate('upload')],
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['events'],
        summary: 'Sets or replaces an event’s cover image (its organizer or an admin); answers the event',
        description:
          'Multipart field `cover`: a JPEG, PNG or WebP file of at most 5,000,000 bytes (judged from its bytes), ' +
          'cropped to 16:9 and stored as WebP in widths of 400, 800 and 1200 pixels (never enlarged), without ' +
          'its metadata. The event’s `picture` then has `source: cover`. 409 for a cancelled event.',
        security: toolToken,
        params: idParams,
        consumes: ['multipart/form-data'],
        body: coverBody,
        response: { 200: eventDetailSchema, 400: badRequest, 429: detail, ...refusals },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      // Refused before the file is read when the caller may not change the event.
      await eventCovers.assertMayChange(request.params.id, caller)
      await eventCovers.set(request.params.id, caller, await readPictureUpload(request, COVER_FIELD))
      const event = await events.detail(request.params.id, caller)
      if (!event) throw notFound()
      return event
    },
  )

  app.delete(
    '/api/events/:id/cover/',
    {
      preHandler: organizerOrAdmin,
      schema: {
        tags: ['events'],
        summary: 'Removes an event’s cover image (its organizer or an admin): its game’s art shows instead',
        security: toolToken,
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...refusals },
      },
    },
    async (request, reply) => {
      await eventCovers.remove(request.params.id, callerOf(request))
      return reply.status(204).send(null)
    },
  )
}

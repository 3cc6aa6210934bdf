import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { HttpError } from '../http/http-error.ts'
import { badRequest, detail, id, idParams, toolToken } from '../http/schemas.ts'
import { IMAGE_MULTIPART_LIMITS, isFileTooLarge } from '../images/image-upload.ts'
import { preferredLocale } from '../mail/preferred-locale.ts'
import { registrationRefusal } from '../no-shows/no-show-rule.ts'
import { callerOf } from '../plugins/auth.ts'
import {
  DECK_PHOTO_FIELD,
  DECK_PHOTO_MAX_BYTES,
  DECK_PHOTO_MESSAGES,
  DeckPhotoInvalid,
} from './deck-photo.service.ts'

/** The deck photo's body, for the OpenAPI document: read from the multipart stream by the route itself. */
const deckPhotoBody = z.object({
  [DECK_PHOTO_FIELD]: z.string().meta({ format: 'binary' }).describe('The photo, a JPEG or PNG file'),
})

/** `POST`/`DELETE /api/events/{id}/register/` and the deck photo, `PUT`/`GET …/register/deck/`. */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registrations, deckPhotos } = app.services

  // These routes take no body but the photo: whatever a client sends with them (an empty JSON body, a
  // stray content type) is ignored rather than refused, and a photo that is not multipart gets the field's 400.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  await app.register(multipart, {
    limits: IMAGE_MULTIPART_LIMITS,
    throwFileSizeLimit: true,
  })

  app.post(
    '/api/events/:id/register/',
    {
      preHandler: [app.requireCaller, app.limitRate('registration')],
      schema: {
        tags: ['registrations'],
        summary: 'Registers the caller for the event (registering twice changes nothing)',
        description:
          'Sends a confirmation mail with the event’s calendar file, in the language of `Accept-Language` ' +
          '(which becomes the language of the player’s mails). 403 for a player under 15, or one the store’s ' +
          'rule about missed events refuses (with `reason` and `opens_at`).',
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
      const caller = callerOf(request)
      await registrations.register(
        request.params.id,
        caller.user,
        preferredLocale(request.headers['accept-language']),
      )
      return reply.status(201).send(null)
    },
  )

  app.delete(
    '/api/events/:id/register/',
    {
      preHandler: [app.requireCaller, app.limitRate('registration')],
      schema: {
        tags: ['registrations'],
        summary: 'Unregisters the caller (unregistering when not registered changes nothing)',
        description:
          'Mails the player a calendar file (METHOD:CANCEL) that removes the event from their calendar, in the ' +
          'language of `Accept-Language` (else the language of their mails).',
        security: toolToken,
        params: idParams,
        response: {
          204: z.null().describe('Unregistered'),
          401: detail,
          404: detail,
          409: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const deckPhoto = await registrations.unregister(
        request.params.id,
        caller.user,
        preferredLocale(request.headers['accept-language']),
      )
      // After the commit: a file left behind by a crash here is only an orphan, never a dangling key.
      if (deckPhoto) await app.storage.delete(deckPhoto).catch(() => {})
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/events/:id/register/deck/',
    {
      preHandler: [app.requireCaller, app.limitRate('upload')],
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['registrations'],
        summary: 'Sends or replaces the caller’s deck photo (multipart field `deck_photo`, JPEG or PNG)',
        description: `At most ${DECK_PHOTO_MAX_BYTES} bytes; until the event's deck registration deadline.`,
        security: toolToken,
        params: idParams,
        consumes: ['multipart/form-data'],
        body: deckPhotoBody,
        response: {
          204: z.null().describe('Stored'),
          400: badRequest,
          401: detail,
          403: detail,
          404: detail,
          409: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      await deckPhotos.assertMayUpload(request.params.id, caller.user)
      let bytes: Buffer | undefined
      try {
        bytes = await readDeckPhoto(request)
      } catch (error) {
        // Any other failure here is the body's: not multipart, malformed, or cut short.
        throw new DeckPhotoInvalid(
          isFileTooLarge(error) ? DECK_PHOTO_MESSAGES.tooLarge : DECK_PHOTO_MESSAGES.required,
        )
      }
      await deckPhotos.upload(request.params.id, caller.user, bytes)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/events/:id/register/deck/',
    {
      preHandler: app.requireCaller,
      schema: {
        tags: ['registrations'],
        summary: 'A player’s deck photo, for the player, the event’s owner and admins',
        security: toolToken,
        params: idParams,
        querystring: z.object({
          user: id.optional().describe('The player’s Event API user id; the caller when not given'),
        }),
        response: {
          200: z.any().describe('The image, image/jpeg or image/png'),
          401: detail,
          404: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const photo = await deckPhotos.read(request.params.id, caller, request.query.user)
      if (!photo) throw new HttpError(404, { detail: DECK_PHOTO_MESSAGES.noPhoto })
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes)
    },
  )
}

/** The `deck_photo` file of a multipart body; undefined when the body has none. */
async function readDeckPhoto(request: FastifyRequest): Promise<Buffer | undefined> {
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === DECK_PHOTO_FIELD) return part.toBuffer()
    if (part.type === 'file') part.file.resume()
  }
  return undefined
}

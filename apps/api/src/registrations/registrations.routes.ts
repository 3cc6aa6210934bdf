import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '../id-params.ts'
import { IMAGE_MULTIPART_LIMITS, isFileTooLarge } from '../images/image-upload.ts'
import { preferredLocale } from '../mail/preferred-locale.ts'
import {
  createDeckPhotoService,
  DECK_PHOTO_FIELD,
  DECK_PHOTO_MAX_BYTES,
  DECK_PHOTO_MESSAGES,
  DeckPhotoInvalid,
} from './deck-photo.service.ts'
import { createRegistrationsRepository } from './registrations.repository.ts'
import { createRegistrationsService, RegistrationRefused } from './registrations.service.ts'

const detail = z.object({ detail: z.string() })
const fieldErrors = z.record(z.string(), z.array(z.string()))
const security = [{ toolToken: [] }]

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof RegistrationRefused) return reply.status(error.status).send({ detail: error.message })
  if (error instanceof DeckPhotoInvalid)
    return reply.status(400).send({ [DECK_PHOTO_FIELD]: [error.message] })
  throw error
}

/** `POST`/`DELETE /api/events/{id}/register/` and the deck photo, `PUT`/`GET …/register/deck/`. */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createRegistrationsRepository(app.db)
  const registrations = createRegistrationsService({ registrations: repository, mail: app.mail })
  const deckPhotos = createDeckPhotoService({ registrations: repository, storage: app.storage })

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
          '(which becomes the language of the player’s mails).',
        security,
        params: idParams,
        response: {
          201: z.null().describe('Registered'),
          401: detail,
          403: detail,
          404: detail,
          409: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = request.caller
      if (!caller) return
      try {
        await registrations.register(
          request.params.id,
          caller.user,
          preferredLocale(request.headers['accept-language']),
        )
      } catch (error) {
        return refuse(reply, error)
      }
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
        security,
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
      const caller = request.caller
      if (!caller) return
      let deckPhoto: string | null
      try {
        deckPhoto = await registrations.unregister(
          request.params.id,
          caller.user,
          preferredLocale(request.headers['accept-language']),
        )
      } catch (error) {
        return refuse(reply, error)
      }
      // After the commit: a file left behind by a crash here is only an orphan, never a dangling key.
      if (deckPhoto) await app.storage.delete(deckPhoto).catch(() => {})
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/events/:id/register/deck/',
    {
      preHandler: [app.requireCaller, app.limitRate('upload')],
      schema: {
        tags: ['registrations'],
        summary: 'Sends or replaces the caller’s deck photo (multipart field `deck_photo`, JPEG or PNG)',
        description: `At most ${DECK_PHOTO_MAX_BYTES} bytes; until the event's deck registration deadline.`,
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: {
          204: z.null().describe('Stored'),
          400: z.union([fieldErrors, detail]),
          401: detail,
          403: detail,
          404: detail,
          409: detail,
          429: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = request.caller
      if (!caller) return
      try {
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
      } catch (error) {
        return refuse(reply, error)
      }
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
        security,
        params: idParams,
        querystring: z.object({
          user: z.coerce
            .number()
            .int()
            .min(1)
            .max(2_147_483_647)
            .optional()
            .describe('The player’s Event API user id; the caller when not given'),
        }),
        response: {
          200: z.any().describe('The image, image/jpeg or image/png'),
          401: detail,
          404: detail,
        },
      },
    },
    async (request, reply) => {
      const caller = request.caller
      if (!caller) return
      const photo = await deckPhotos.read(request.params.id, caller, request.query.user)
      if (!photo) return reply.status(404).send({ detail: DECK_PHOTO_MESSAGES.noPhoto })
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

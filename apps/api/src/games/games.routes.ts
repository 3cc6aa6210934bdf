import multipart from '@fastify/multipart'
import { gameSchema } from '@questboard/domain/event-api.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bodyCheckedByHandler } from '../http/body-checked-by-handler.ts'
import { notFound } from '../http/http-error.ts'
import { badRequest, detail, idParams, toolToken } from '../http/schemas.ts'
import { IMAGE_MULTIPART_LIMITS } from '../images/image-upload.ts'
import { readPictureUpload } from '../pictures/picture-upload.ts'
import { pictureOrNull } from '../pictures/pictures.ts'
import type { Game } from './games.repository.ts'

const ART_FIELD = 'art'

/** The art's body, for the OpenAPI document: read from the multipart stream by the route itself. */
const artBody = z.object({
  [ART_FIELD]: z
    .string()
    .meta({ format: 'binary' })
    .describe('A JPEG, PNG or WebP file of at most 5,000,000 bytes'),
})

/** The games (reference data) and their art, which the publisher's admins set (issue 13 §7). */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { games, gameArt } = app.services
  const { publicUrl } = app.config
  const answer = (game: Game) => ({ id: game.id, name: game.name, art: pictureOrNull(game.art, publicUrl) })

  // Only the art takes a body, and only as multipart: anything else gets the field's 400, not a 415.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  // A file over the limit is cut short and marked truncated: the field's 400 says it is too large.
  await app.register(multipart, { limits: IMAGE_MULTIPART_LIMITS, throwFileSizeLimit: false })

  app.get(
    '/api/games/',
    {
      schema: {
        tags: ['reference data'],
        summary: 'The games events can be about ("Other" is 11), with their art',
        response: { 200: z.array(gameSchema) },
      },
    },
    async () => (await games.list()).map(answer),
  )

  app.put(
    '/api/games/:id/art/',
    {
      preHandler: [app.requireRole('admin'), app.limitRate('upload')],
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: ['reference data'],
        summary: 'Sets a game’s art (admins): the picture of its events that have no cover',
        description:
          'Multipart field `art`: a JPEG, PNG or WebP file of at most 5,000,000 bytes, cropped to 16:9 and ' +
          'stored as WebP in widths of 400, 800 and 1200 pixels (never enlarged). Answers the game.',
        security: toolToken,
        params: idParams,
        consumes: ['multipart/form-data'],
        body: artBody,
        response: { 200: gameSchema, 400: badRequest, 401: detail, 403: detail, 404: detail, 429: detail },
      },
    },
    async (request) => {
      await gameArt.assertExists(request.params.id)
      await gameArt.set(request.params.id, await readPictureUpload(request, ART_FIELD))
      const game = await games.find(request.params.id)
      if (!game) throw notFound()
      return answer(game)
    },
  )

  app.delete(
    '/api/games/:id/art/',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['reference data'],
        summary: 'Removes a game’s art (admins)',
        security: toolToken,
        params: idParams,
        response: { 204: z.null().describe('Removed'), 401: detail, 403: detail, 404: detail },
      },
    },
    async (request, reply) => {
      await gameArt.remove(request.params.id)
      return reply.status(204).send(null)
    },
  )
}

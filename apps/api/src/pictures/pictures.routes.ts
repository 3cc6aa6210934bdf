import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../http/http-error.ts'
import { detail } from '../http/schemas.ts'
import { MEDIA_PREFIX } from '../users/logo-url.ts'
import { PICTURE_KINDS } from './pictures.ts'

/**
 * The stored pictures (issue 13 §7): events' covers, stores' photos, games' art, each width a WebP file. Public
 * (they show on public pages) and cached for good: a new picture is a new key, and an old URL stops answering
 * once its picture is replaced or removed.
 */
export const picturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${MEDIA_PREFIX}/pictures/:kind/:owner/:file`,
    {
      schema: {
        tags: ['pictures'],
        summary: 'One width of a picture (an event’s cover, a store’s photo, a game’s art), image/webp',
        params: z.object({
          kind: z.enum(PICTURE_KINDS),
          owner: z.string().regex(/^\d{1,10}$/),
          file: z.string().regex(/^[0-9a-f]{24}-\d{1,4}\.webp$/),
        }),
        response: { 200: z.any().describe('image/webp'), 404: detail },
      },
      // A malformed name is just an unknown picture.
      errorHandler: (_error, _request, reply) => reply.status(404).send({ detail: 'Not found.' }),
    },
    async (request, reply) => {
      const { kind, owner, file } = request.params
      const bytes = await app.storage.get(`pictures/${kind}/${owner}/${file}`)
      if (!bytes) throw notFound()
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes)
    },
  )
}

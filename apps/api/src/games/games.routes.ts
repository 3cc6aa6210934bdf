import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const gameSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Game' })

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { games } = app.services

  app.get(
    '/api/games/',
    {
      schema: {
        tags: ['reference data'],
        summary: 'The games events can be about ("Other" is 11)',
        response: { 200: z.array(gameSchema) },
      },
    },
    () => games.list(),
  )
}

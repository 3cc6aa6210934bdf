import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const clientConfigSchema = z
  .object({
    account_url: z.string().describe('The account service (sign-in, account API, navigation bar script)'),
    oidc_issuer: z.string().describe('The OpenID Connect issuer the web app signs in with'),
    map_tile_url: z.string().describe('Map tile template with {z}, {x} and {y}'),
    tag_manager_url: z
      .string()
      .describe('The tag manager script loaded after analytics consent; empty when there is none'),
  })
  .meta({ id: 'ClientConfig' })

/** The deployment's settings the web app needs at run time, so one build serves every environment. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountUrl, oidcIssuer, mapTileUrl, tagManagerUrl = '' } = app.config
  app.get(
    '/api/config/',
    {
      schema: {
        tags: ['reference data'],
        summary: 'Run-time settings for the web app',
        response: { 200: clientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache')
      return {
        account_url: accountUrl,
        oidc_issuer: oidcIssuer,
        map_tile_url: mapTileUrl,
        tag_manager_url: tagManagerUrl,
      }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const legalText = (what: string) =>
  z
    .string()
    .describe(`${what}; plain text, lines separated by \\n; empty when this deployment has not set it`)

const legalDetailsSchema = z
  .object({
    publisher: legalText('The publisher: company name, legal form, registered office, registration numbers'),
    publication_director: legalText('The person responsible for the content of the site'),
    hosting_provider: legalText("The hosting provider's company name, address and telephone number"),
    contact: legalText('The general contact and the data protection contact'),
  })
  .describe(
    "The operator's identity shown on the legal notice and the privacy policy (LEGAL_* settings, decision 009); " +
      'the pages show a "to be completed by the publisher" placeholder for an empty one',
  )
  .meta({ id: 'LegalDetails' })

const clientConfigSchema = z
  .object({
    account_url: z.string().describe('The account service (sign-in, account API, navigation bar script)'),
    oidc_issuer: z.string().describe('The OpenID Connect issuer the web app signs in with'),
    map_tile_url: z.string().describe('Map tile template with {z}, {x} and {y}'),
    tag_manager_url: z
      .string()
      .describe('The tag manager script loaded after analytics consent; empty when there is none'),
    legal: legalDetailsSchema,
  })
  .meta({ id: 'ClientConfig' })

/** The deployment's settings the web app needs at run time, so one build serves every environment. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountUrl, oidcIssuer, mapTileUrl, tagManagerUrl = '', legal = {} } = app.config
  const legalDetails = {
    publisher: legal.publisher ?? '',
    publication_director: legal.publicationDirector ?? '',
    hosting_provider: legal.hostingProvider ?? '',
    contact: legal.contact ?? '',
  }
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
        legal: legalDetails,
      }
    },
  )
}

import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

export const DOCS_PREFIX = '/api/docs'

/**
 * The OpenAPI document, generated from the routes' zod schemas: the UI at /api/docs/, the JSON at
 * /api/docs/json. Registered before the routes so it sees every one of them.
 */
export const swaggerPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Questboard Event API',
          description:
            'Find, join and organize tabletop and card game events. Authenticated calls carry ' +
            '`Authorization: Token <tool token>` (from `POST /authenticate/`).',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { toolToken: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    })
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX })
  },
  { name: 'swagger' },
)

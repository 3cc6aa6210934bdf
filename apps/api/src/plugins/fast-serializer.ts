import fastJson from 'fast-json-stringify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * A response serializer for the hottest routes (the public list and the map): fast-json-stringify compiled
 * from the route's zod schema, instead of the app's zod pass over every answer followed by JSON.stringify.
 * Our own answers are shaped by the services to those schemas (the tests check them through the same
 * schemas); what the schema does not name is left out, as with zod. A zod pass costs a list page more than
 * writing it (docs/performance.md). Only the success answers: an error body (field errors are recursive,
 * which fast-json-stringify cannot compile) goes through the app's serializer, as on every other route.
 */
export function fastSerializerCompiler<Schema>(route: {
  schema: Schema
  method: string
  url: string
  httpStatus?: string
}): (data: unknown) => string {
  if (!route.httpStatus?.startsWith('2')) {
    return serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0])
  }
  const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-7',
  })
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0])
}

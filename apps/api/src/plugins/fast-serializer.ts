import fastJson from 'fast-json-stringify'
import { z } from 'zod'

/**
 * A response serializer for the hottest routes (the public list and the map): fast-json-stringify compiled
 * from the route's zod schema, instead of the app's zod pass over every answer followed by JSON.stringify.
 * Our own answers are shaped by the services to those schemas (the tests check them through the same
 * schemas); what the schema does not name is left out, as with zod. A zod pass costs a list page more than
 * writing it (docs/performance.md).
 */
export function fastSerializerCompiler<Schema>({ schema }: { schema: Schema }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-7',
  })
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0])
}

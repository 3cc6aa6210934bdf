import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

/**
 * The validator of a route whose handler reads and checks the body itself, or hands it to its service: the
 * route declares the body's schema, so the OpenAPI document and the clients generated from it have it, but
 * the body reaches the handler as it was sent. For the event form, the results and the organizer request the
 * service parses it, as the spec's rules need: with the clock and create-or-update as context, and the
 * spec's message per field in the 400 body (decision 003: the shared schemas' messages are keys that
 * `toErrorBody` turns into the English texts, which the app's validation error would not do). For a
 * multipart upload the handler reads the stream. Path, query and headers are validated as on every route.
 *
 * Give it as the route's `validatorCompiler`, and treat `request.body` as `unknown`.
 */
export function bodyCheckedByHandler<Schema>(route: FastifyRouteSchemaDef<Schema>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data })
  // The route's other parts are zod schemas, as on every route of this app.
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>)
}

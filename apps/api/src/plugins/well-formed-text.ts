import fp from 'fastify-plugin'
import { type FieldErrors, NON_FIELD_ERRORS } from './errors.ts'

export const ILL_FORMED_TEXT = 'Must be valid Unicode text (a lone UTF-16 surrogate is not).'

/** A lone surrogate: with the `u` flag a well-formed pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Surrogate}/u
const wellFormed = (text: string) => !LONE_SURROGATE.test(text)

/**
 * The field errors of every ill-formed string (a lone UTF-16 surrogate, e.g. JSON's `"\ud800"`) in a parsed
 * body, query or path, keyed as the field errors of a validation are; `undefined` when every string is well
 * formed. A key that is itself ill-formed is reported under `non_field_errors`.
 */
export function illFormedText(value: unknown, depth = 0): FieldErrors | undefined {
  if (depth > 64 || value === null || typeof value !== 'object') return undefined
  const errors: FieldErrors = {}
  for (const [key, child] of Object.entries(value)) {
    if (!wellFormed(key)) errors[NON_FIELD_ERRORS] = [ILL_FORMED_TEXT]
    else if (typeof child === 'string' && !wellFormed(child)) errors[key] = [ILL_FORMED_TEXT]
    else {
      const nested = illFormedText(child, depth + 1)
      if (nested) errors[key] = nested
    }
  }
  return Object.keys(errors).length > 0 ? errors : undefined
}

/**
 * Text that is not valid Unicode cannot be stored (PostgreSQL refuses it) nor sent back as UTF-8: a 400
 * naming the field, before any route runs, whatever the route's own schema says. One place for every route.
 */
export const wellFormedTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const errors =
        illFormedText(request.params) ??
        illFormedText(request.query) ??
        (typeof request.body === 'string' && !wellFormed(request.body)
          ? { [NON_FIELD_ERRORS]: [ILL_FORMED_TEXT] }
          : illFormedText(request.body))
      if (errors) return reply.status(400).send(errors)
    })
  },
  { name: 'well-formed-text' },
)

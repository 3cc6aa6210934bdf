import fp from 'fastify-plugin'
import { type FieldErrors, NON_FIELD_ERRORS } from './errors.ts'

export const ILL_FORMED_TEXT = 'Must be valid Unicode text (a lone UTF-16 surrogate is not).'

/** The message for a field whose ill-formed text is inside it (`address` → `city`). */
export const illFormedAt = (path: string[]) =>
  `Must be valid Unicode text (a lone UTF-16 surrogate is not) at ${path.join('.')}.`

/** A lone surrogate: with the `u` flag a well-formed pair is one code point and does not match. */
const LONE_SURROGATE = /\p{Surrogate}/u
const wellFormed = (text: string) => !LONE_SURROGATE.test(text)

/** The path (`city`, `players.2.name`) of the first ill-formed string or key in a value; undefined if none. */
function illFormedPath(value: unknown, depth = 0): string[] | undefined {
  if (typeof value === 'string') return wellFormed(value) ? undefined : []
  if (depth > 64 || value === null || typeof value !== 'object') return undefined
  for (const [key, child] of Object.entries(value)) {
    if (!wellFormed(key)) return ['(a key)']
    const path = illFormedPath(child, depth + 1)
    if (path) return [key, ...path]
  }
  return undefined
}

/**
 * The field errors for the ill-formed strings (a lone UTF-16 surrogate, e.g. JSON's `"\ud800"`) of a parsed
 * body, query or path: each top-level field that holds one, with its message (naming the place inside the
 * field when it is deeper), so that the answer fits every route's 400 schema; `undefined` when all is well.
 */
export function illFormedText(value: unknown): FieldErrors | undefined {
  if (typeof value === 'string')
    return wellFormed(value) ? undefined : { [NON_FIELD_ERRORS]: [ILL_FORMED_TEXT] }
  if (value === null || typeof value !== 'object') return undefined
  const errors: FieldErrors = {}
  for (const [key, child] of Object.entries(value)) {
    const path = wellFormed(key) ? illFormedPath(child) : []
    if (!path) continue
    const field = wellFormed(key) ? key : NON_FIELD_ERRORS
    errors[field] = [path.length ? illFormedAt(path) : ILL_FORMED_TEXT]
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
        illFormedText(request.params) ?? illFormedText(request.query) ?? illFormedText(request.body)
      if (errors) return reply.status(400).send(errors)
    })
  },
  { name: 'well-formed-text' },
)

import { type ErrorBody as FieldErrors, NON_FIELD_ERRORS } from '@questboard/domain/error-body'
import { ILL_FORMED_TEXT, illFormedAt, illFormedPath, wellFormed } from '@questboard/domain/well-formed-text'
import fp from 'fastify-plugin'

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

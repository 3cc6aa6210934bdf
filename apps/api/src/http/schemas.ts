/**
 * The schemas every route shares (issue 16): the error bodies, the ids, the tool token. A route declares its
 * body, query, params and responses with these and its own, so the OpenAPI document is the whole contract.
 */
import type { ErrorBody } from '@questboard/domain/error-body'
import type { FastifyError } from 'fastify'
import { z } from 'zod'

/** Any answer that is only a sentence: refusals (401, 403, 404, 409…), confirmations, 503s. */
export const detail = z.object({ detail: z.string() }).meta({ id: 'Detail' })

/** Field → messages; nested objects for nested fields, array items by index (decision 003). */
export const fieldErrors: z.ZodType<ErrorBody> = z
  .record(z.string(), z.union([z.array(z.string()), z.lazy(() => fieldErrors)]))
  .meta({
    id: 'FieldErrors',
    description:
      'Field → messages, nested for nested fields (`{"address": {"city": ["…"]}}`, array items by index); ' +
      'messages about the whole body under `non_field_errors`',
  })

/** A 400: field errors, or `{detail}` when the body could not be read at all (not JSON, not multipart). */
export const badRequest = z.union([fieldErrors, detail])

/** The `security` of a route that takes the tool token (`Authorization: Token …`). */
export const toolToken = [{ toolToken: [] }]

/** The largest id PostgreSQL's `integer` holds: a longer number names nothing. */
const MAX_ID = 2_147_483_647

/** The message of an id that is not one; in a path the errors plugin answers it 404 (idPathNotFound). */
const NOT_AN_ID = 'Must be an id: digits only.'

/**
 * An id, in a path or a query: digits only, as the spec says (`+325`, ` 325`, `3.25e2`, `0x1f` are no ids),
 * between 1 and PostgreSQL's largest integer.
 */
export const id = z
  .string({ error: NOT_AN_ID })
  .regex(/^[0-9]{1,10}$/, NOT_AN_ID)
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_ID, NOT_AN_ID)

/** `{id}` in a path, for every route that has one. Anything but an id names no resource: 404. */
export const idParams = z.object({ id })

/** The message of an account id that is not one; in a path it is a 404 too. */
const NOT_AN_ACCOUNT_ID = 'Must be an account id: a UUID.'

/** `{account}` in a path: the account service's id of an account (its tokens' `sub`, a user's `subject`). */
export const accountParams = z.object({
  account: z
    .string({ error: NOT_AN_ACCOUNT_ID })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, NOT_AN_ACCOUNT_ID)
    .transform((value) => value.toLowerCase()),
})

/** Whether a validation error is only a path id that is not one (a 404, not a 400). */
export function idPathNotFound(error: FastifyError): boolean {
  return (
    error.validationContext === 'params' &&
    (error.validation ?? []).length > 0 &&
    (error.validation ?? []).every(
      (issue) => issue.message === NOT_AN_ID || issue.message === NOT_AN_ACCOUNT_ID,
    )
  )
}

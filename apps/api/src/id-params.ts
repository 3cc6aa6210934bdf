import type { FastifyError } from 'fastify'
import { z } from 'zod'

/** The largest id PostgreSQL's `integer` holds: a longer number names nothing. */
const MAX_ID = 2_147_483_647

/** The message of a path id that is not one; the errors plugin answers such a path 404 (idPathNotFound). */
const NOT_AN_ID = 'Must be an id: digits only.'

/**
 * `{id}` in a path, for every route that has one: digits only, as the spec says (`+325`, ` 325`, `3.25e2`,
 * `0x1f` are no ids), between 1 and PostgreSQL's largest integer. Anything else names no resource: 404.
 */
export const idParams = z.object({
  id: z
    .string({ error: NOT_AN_ID })
    .regex(/^[0-9]{1,10}$/, NOT_AN_ID)
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, NOT_AN_ID),
})

/** Whether a validation error is only a path id that is not one (a 404, not a 400). */
export function idPathNotFound(error: FastifyError): boolean {
  return (
    error.validationContext === 'params' &&
    (error.validation ?? []).length > 0 &&
    (error.validation ?? []).every((issue) => issue.message === NOT_AN_ID)
  )
}

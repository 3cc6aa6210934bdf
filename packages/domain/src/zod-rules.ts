/**
 * How the validators meet zod. Every issue our schemas raise has a message key of messages.ts as its
 * `message`; a rule's params (`{min, max}`, `{date}`…) travel as the custom issue's `params`. Base-type
 * failures (a number where a text is expected…) carry a key too: `validation.required` when the value is
 * missing, the field's own key otherwise. See error-body.ts for turning issues into form errors or the
 * API's 400 body.
 */
import { z } from 'zod'
import type { MessageKey } from './messages'
import { all, isEmpty, type ValidationError, type Validator } from './validators'

type IssueSink = {
  addIssue: (issue: {
    code: 'custom'
    message: string
    params?: Record<string, unknown>
    path?: PropertyKey[]
    input?: unknown
  }) => void
}

/** Adds a validator's error (if any) as a custom issue at `path` (relative to the refined value). */
export function report(
  ctx: IssueSink,
  result: ValidationError | null,
  path?: PropertyKey[],
  input?: unknown,
): boolean {
  if (!result) return false
  ctx.addIssue({
    code: 'custom',
    message: result.key,
    ...(result.params ? { params: { ...result.params } } : {}),
    ...(path ? { path } : {}),
    input,
  })
  return true
}

/** The schema, with the first failing rule reported (non-aborting, so sibling and object rules still run). */
export function withRules<T extends z.ZodType>(schema: T, ...rules: Validator[]): T {
  const rule = all(...rules)
  return schema.superRefine((value, ctx) => {
    report(ctx, rule(value), undefined, value)
  }) as T
}

/** The error map of a base type: `validation.required` for a missing value, `key` for a wrong one. */
export const typeError =
  (key: MessageKey) =>
  (issue: { input?: unknown }): string =>
    isEmpty(issue.input) && typeof issue.input !== 'boolean' ? 'validation.required' : key

/** Whether a text holds U+0000, which PostgreSQL stores in neither text nor jsonb. */
export const hasNulCharacter = (value: string) => value.includes('\u0000')

/** A text, trimmed; one holding a NUL character is not valid (no form types one, and it cannot be stored). */
export const text = () =>
  z
    .string({ error: typeError('validation.invalid') })
    .trim()
    .refine((value) => !hasNulCharacter(value), { message: 'validation.invalid' })

/** An optional text: null, undefined and '' are all "no value". */
export const optionalText = () => text().nullish()

/** One of the values, or `validation.choice`. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: typeError('validation.choice') })

/** Form inputs give '' (or NaN) for a blank number, and may give digits as text. */
export const toNumberInput = (value: unknown): unknown => {
  if (value === '' || value === null || value === undefined) return null
  if (typeof value === 'number' && Number.isNaN(value)) return null
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) {
    return Number(value.trim())
  }
  return value
}

type NumberInput = number | string | null | undefined

/** An optional number, blank = null; `key` when the value is not a number. */
export const optionalNumber = (key: MessageKey = 'validation.invalid') =>
  z
    .preprocess((value: NumberInput) => toNumberInput(value), z.number({ error: typeError(key) }).nullable())
    .optional()

/** A required number (blank = missing); `key` when the value is not a number. */
export const requiredNumber = (key: MessageKey = 'validation.invalid') =>
  z.preprocess((value: NumberInput) => toNumberInput(value), z.number({ error: typeError(key) }))

/** A flag, absent or null = false. Multipart bodies may send 'true'/'false'/'on'. */
export const flag = () =>
  z
    .preprocess(
      (value: boolean | string | null | undefined) =>
        value === 'true' || value === 'on'
          ? true
          : value === 'false' || value === '' || value === null
            ? false
            : value,
      z.boolean({ error: typeError('validation.invalid') }),
    )
    .default(false)

/**
 * Object-level rules run even when a field already failed, so a form shows every error at once (but not
 * when the value is not an object at all).
 */
export const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

/** An object whose own failure (missing, not an object) has a key as its message too. */
export const objectError = { error: typeError('validation.invalid') }

export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * How the Event API reads a query string's values (spec §7 filters): blank means not asked, flags are
 * `true`/`false` (or `1`/`0`), numbers and dates are checked, and a bad value is a 400 naming the parameter.
 */
import { z } from 'zod'
import { isDate } from './datetime'

export const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** `true`/`false` (also `1`/`0`, any case) in a query string; blank means not asked. */
export const queryFlag = () =>
  z.preprocess((value) => {
    const blank = blankAsUndefined(value)
    if (blank === undefined || typeof blank === 'boolean') return blank
    const text = String(blank).toLowerCase()
    if (text === 'true' || text === '1') return true
    if (text === 'false' || text === '0') return false
    return blank
  }, z.boolean({ error: 'Must be true or false.' }).optional())

export const queryInteger = (min: number, max?: number) => {
  let schema = z.coerce.number({ error: 'Must be a whole number.' }).int('Must be a whole number.').min(min)
  if (max !== undefined) schema = schema.max(max)
  return z.preprocess(blankAsUndefined, schema.optional())
}

export const queryNumber = (min: number, max: number) =>
  z.preprocess(blankAsUndefined, z.coerce.number({ error: 'Must be a number.' }).min(min).max(max).optional())

export const queryDate = () =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .refine((value) => isDate(value.slice(0, 10)), 'Must be a date YYYY-MM-DD.')
      .transform((value) => value.slice(0, 10))
      .optional(),
  )

/** An enum where `all` (the web filter's "every type") means not asked. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (blankAsUndefined(value) === 'all' ? undefined : blankAsUndefined(value)),
    z.enum(values, { error: `Must be one of ${values.join(', ')}.` }).optional(),
  )

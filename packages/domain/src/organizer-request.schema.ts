/**
 * The request to become an organizer (spec §1: account ID, customer ID and tax number) as the web form edits
 * it and `POST /api/organizer-requests/` receives it, and the admin's rejection. Messages are keys of messages.ts.
 */
import { z } from 'zod'
import { maxLength, requiredLength, type Validator } from './validators'
import { objectError, optionalText, text, withRules } from './zod-rules'

// Tax numbers differ by country (FR12345678901, DE123456789, GB 123 4567 89, 12-3456789): letters and digits,
// with the spaces, dots, dashes and slashes people type between groups.
const TAX_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]*[A-Za-z0-9])?$/
const taxNumber: Validator = (value) =>
  typeof value !== 'string' || value === '' || TAX_NUMBER.test(value) ? null : { key: 'validation.invalid' }

export const organizerRequestSchema = z.object(
  {
    account_id: withRules(text(), requiredLength(1, 100)),
    customer_id: withRules(text(), requiredLength(1, 100)),
    tax_number: withRules(text(), requiredLength(2, 50), taxNumber),
  },
  objectError,
)

export const organizerRequestRejectionSchema = z
  .object({ reason: withRules(optionalText(), maxLength(1000)) }, objectError)
  .prefault({})

export type OrganizerRequestInput = z.input<typeof organizerRequestSchema>
export type OrganizerRequestBody = z.output<typeof organizerRequestSchema>

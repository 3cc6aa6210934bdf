import { z } from 'zod'
import type { MessageKey } from '../texts'
import { isCountry } from './countries'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The sign-up form; each failure names the message key the page shows beside its field. */
export const signUpSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'required' satisfies MessageKey)
    .max(254, 'invalidEmail' satisfies MessageKey)
    .regex(EMAIL, 'invalidEmail' satisfies MessageKey),
  password: z
    .string()
    .min(1, 'required' satisfies MessageKey)
    .min(8, 'passwordTooShort' satisfies MessageKey)
    .max(200, 'passwordTooLong' satisfies MessageKey),
  nickname: z
    .string()
    .trim()
    .min(1, 'required' satisfies MessageKey)
    .min(2, 'nicknameLength' satisfies MessageKey)
    .max(30, 'nicknameLength' satisfies MessageKey),
  country: z
    .string()
    .min(1, 'required' satisfies MessageKey)
    .refine(isCountry, 'invalidCountry' satisfies MessageKey),
  birth_date: z
    .string()
    .min(1, 'required' satisfies MessageKey)
    .refine(isPastDate, 'invalidBirthDate' satisfies MessageKey),
})

export type SignUpForm = z.infer<typeof signUpSchema>

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() < Date.now()
  )
}

/** Field → message key of the first problem of each field. */
export function signUpErrors(error: z.ZodError): Partial<Record<keyof SignUpForm, MessageKey>> {
  const errors: Partial<Record<keyof SignUpForm, MessageKey>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof SignUpForm
    errors[field] ??= (issue.message as MessageKey) ?? 'required'
  }
  return errors
}

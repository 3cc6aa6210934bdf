/**
 * The newsletter's bodies as the web app and the Event API agree on them (decision 015). Messages are the
 * English texts of messages.ts, as the API's 400 body carries them (decision 003).
 */
import { z } from 'zod'
import { LOCALES } from './constants'
import { MESSAGES } from './messages'
import { isEmail } from './validators'

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254

export const newsletterSubscriptionSchema = z
  .object({
    email: z
      .string({ error: MESSAGES['validation.requiredEmail'] })
      .trim()
      .max(EMAIL_MAX_LENGTH, { error: MESSAGES['validation.requiredEmail'] })
      .refine(isEmail, { error: MESSAGES['validation.requiredEmail'] })
      .describe('The address to subscribe'),
    locale: z
      .enum(LOCALES, { error: MESSAGES['validation.choice'] })
      .describe('The language of the confirmation mail and of the newsletters'),
  })
  .meta({ id: 'NewsletterSubscription' })

/** The token of a confirmation or unsubscribe link, as the mail's link carries it. */
export const newsletterTokenField = z
  .string({ error: MESSAGES['validation.required'] })
  .trim()
  .min(1, { error: MESSAGES['validation.required'] })
  .max(200, { error: MESSAGES['validation.invalid'] })
  .describe('The token of the link in the mail')

export const newsletterTokenSchema = z.object({ token: newsletterTokenField }).meta({ id: 'NewsletterToken' })

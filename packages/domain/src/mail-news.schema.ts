/**
 * Follows, alerts and mail preferences (issue 15 §2, decision 037) as the web app and the Event API agree on them:
 * the alert form's body (`POST`/`PUT /api/users/me/alerts/`), an alert, the mail preferences and what an
 * unsubscribe link stops. Messages of the body are keys of messages.ts (the API answers their English texts).
 */
import { z } from 'zod'
import { EVENT_KINDS, EVENT_SUBTYPES, MAX_PAGE_SIZE, MAX_SEARCH_RADIUS_KM } from './constants'
import { pageOf, storeSummarySchema } from './event-api.schema'
import { MESSAGES } from './messages'
import { queryInteger } from './query-params'
import { integer, maxValue, minValue, requiredLength } from './validators'
import { choice, objectError, requiredNumber, text, withRules } from './zod-rules'

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** How many alerts one player may keep: each is a search the morning job runs. */
export const MAX_ALERTS = 20
/** The longest label: a place's name as the place search gives it, or the player's own words. */
export const ALERT_LABEL_MAX_LENGTH = 100

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), choice(values).nullable())

/** The alert form and the body of `POST` and `PUT /api/users/me/alerts/`: a place and radius, what to look for, how often. */
export const alertBodySchema = z
  .object(
    {
      label: withRules(text(), requiredLength(1, ALERT_LABEL_MAX_LENGTH)).describe(
        'What the player calls the search: usually the place’s name',
      ),
      latitude: withRules(requiredNumber(), minValue(-90), maxValue(90)).describe('The place’s point'),
      longitude: withRules(requiredNumber(), minValue(-180), maxValue(180)),
      radius: withRules(requiredNumber(), integer, minValue(1), maxValue(MAX_SEARCH_RADIUS_KM)).describe(
        'km around the point, as the list’s `radius`',
      ),
      game: z
        .preprocess(
          (value) => (value === '' || value === undefined ? null : value),
          withRules(requiredNumber(), integer, minValue(1), maxValue(2_147_483_647)).nullable(),
        )
        .describe('A game id, or null for every game'),
      event_type: optionalChoice(EVENT_KINDS).describe('Full or Light, or null for both'),
      event_subtype: optionalChoice(EVENT_SUBTYPES).describe('A subtype, or null for every one'),
      frequency: choice(ALERT_FREQUENCIES).describe('`daily` (each morning) or `weekly`'),
    },
    objectError,
  )
  .meta({ id: 'AlertBody' })

export type AlertBodyInput = z.input<typeof alertBodySchema>
export type AlertBody = z.output<typeof alertBodySchema>

export const alertSchema = z
  .object({
    id: z.number().int(),
    label: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    radius: z.number().int(),
    game: z.number().int().nullable(),
    event_type: z.enum(EVENT_KINDS).nullable(),
    event_subtype: z.enum(EVENT_SUBTYPES).nullable(),
    frequency: z.enum(ALERT_FREQUENCIES),
    created_at: z.string().describe('UTC ISO 8601'),
  })
  .meta({ id: 'Alert' })

export type Alert = z.infer<typeof alertSchema>

export const alertPageSchema = pageOf(alertSchema).meta({ id: 'AlertPage' })

export const alertListQuerySchema = z.object({
  page: queryInteger(1).default(1),
  page_size: queryInteger(1, MAX_PAGE_SIZE).default(MAX_ALERTS),
})

/** The mail preferences page: the digest switch and the stores followed. */
export const mailPreferencesSchema = z
  .object({
    daily_digest: z
      .boolean()
      .describe('Whether each morning brings one mail per followed store listing its newly published events'),
    followed_stores: z.array(storeSummarySchema).describe('The public stores the player follows, by name'),
  })
  .meta({ id: 'MailPreferences' })

export type MailPreferences = z.infer<typeof mailPreferencesSchema>

export const mailPreferencesPatchSchema = z
  .object({ daily_digest: z.boolean({ error: MESSAGES['validation.invalid'] }).optional() })
  .meta({ id: 'MailPreferencesPatch' })

/** The token of an unsubscribe link, as the mail carries it. */
export const unsubscribeTokenField = z
  .string({ error: MESSAGES['validation.required'] })
  .trim()
  .min(1, { error: MESSAGES['validation.required'] })
  .max(200, { error: MESSAGES['validation.invalid'] })
  .describe('The token of the link in the mail')

/** What a mail's unsubscribe link stops: the daily digests, or one alert. */
export const unsubscribeSchema = z
  .object({
    list: z.enum(['digest', 'alert']),
    label: z
      .string()
      .nullable()
      .describe('The alert’s label; null for the digests (or an alert deleted since)'),
    active: z.boolean().describe('Whether those mails are still sent (false once stopped)'),
  })
  .meta({ id: 'Unsubscribe' })

export type Unsubscribe = z.infer<typeof unsubscribeSchema>

/**
 * The event body (spec §3) as the event form edits it and `POST`/`PUT /api/events/` receive it, with every
 * rule of spec §5 Event form. Messages are keys of messages.ts (see zod-rules.ts).
 *
 * `eventFormSchema({ now })` takes the clock as a parameter (the start must be at least 1 h after `now`).
 * Light events (`event_type: 'Light'`) start on `light_date` (midnight, venue time) and need a `url`; full
 * events start at `event_start_date` (venue wall clock `YYYY-MM-DDTHH:mm`, or the first daily schedule's
 * start time on that date) and need the end date, language, players and description. Wall clocks are read
 * in `timezone` (IANA), else the default zone of the address's country, else `context.timezone`, else UTC.
 * Rules that depend on another field run at the object level, so a form shows all errors at once.
 * A blank fee means a free event: `event_price` becomes 0.
 */
import { z } from 'zod'
import {
  CURRENCIES,
  EVENT_KINDS,
  EVENT_MAX_PLAYERS,
  EVENT_MAX_PRICE,
  EVENT_MIN_DURATION_MS,
  EVENT_MIN_LEAD_MS,
  EVENT_SUBTYPES,
  REGISTRATION_DEADLINES,
  STAGE_FORMATS,
  VISIBILITIES,
} from './constants'
import { COUNTRY_CODES, defaultTimeZone, normalizeCountry } from './countries'
import { isDate, isDateTime, isTime, isTimeZone, trimDate, trimDateTime } from './datetime'
import { eventEnd, eventStart } from './time-state'
import {
  integer,
  isEmpty,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  requiredLength,
  requiredMinValue,
  toNumber,
  url,
  type ValidationResult,
  type Validator,
} from './validators'
import {
  always,
  asRecord,
  choice,
  flag,
  objectError,
  optionalNumber,
  optionalText,
  report,
  requiredNumber,
  text,
  toNumberInput,
  typeError,
  withRules,
} from './zod-rules'

const format =
  (test: (value: unknown) => boolean, key: 'validation.date' | 'validation.dateTime' | 'validation.time') =>
  (value: unknown): ValidationResult =>
    isEmpty(value) || test(value) ? null : { key }

const dateTimeField = () =>
  withRules(
    optionalText().overwrite((v) => (v ? trimDateTime(v) : v)),
    format(isDateTime, 'validation.dateTime'),
  )
const dateField = () =>
  withRules(
    optionalText().overwrite((v) => (v ? trimDate(v) : v)),
    format(isDate, 'validation.date'),
  )
const timeField = () => withRules(text(), required, format(isTime, 'validation.time'))

/** A choice that may be left blank ('' or null). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? null : value), choice(values).nullish())

const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i
const language: Validator = (value) =>
  isEmpty(value) || (typeof value === 'string' && LANGUAGE.test(value))
    ? null
    : { key: 'validation.language' }

const timezone: Validator = (value) =>
  isEmpty(value) || isTimeZone(value) ? null : { key: 'validation.timezone' }

const country: Validator = (value) =>
  isEmpty(value) || (COUNTRY_CODES as readonly unknown[]).includes(value)
    ? null
    : { key: 'validation.choice' }

/** A number of players (or a stage's place), 0 to EVENT_MAX_PLAYERS. */
const count = () =>
  withRules(optionalNumber('validation.integer'), integer, minValue(0), maxValue(EVENT_MAX_PLAYERS))

export const dailyScheduleSchema = z.object(
  {
    day: withRules(dateField(), required),
    start_time: timeField(),
    end_time: timeField(),
  },
  objectError,
)

export const stageSchema = z
  .object(
    {
      format: choice(STAGE_FORMATS).default('SW'),
      players_min: count(),
      players_max: count(),
      order_index: count(),
    },
    objectError,
  )
  .superRefine((stage, ctx) => {
    const { players_min: min, players_max: max } = asRecord(stage)
    if (typeof min === 'number' && typeof max === 'number' && max < min) {
      report(ctx, { key: 'validation.maxBelowMin' }, ['players_max'])
    }
  }, always)

/** The price: blank means free (0). */
const price = () =>
  withRules(
    z
      .preprocess(
        (value: number | string | null | undefined) => toNumberInput(value) ?? 0,
        z.number({ error: typeError('validation.invalid') }),
      )
      .default(0),
    minValue(0),
    maxValue(EVENT_MAX_PRICE),
  )

export const additionalInfoSchema = z.object(
  {
    daily_schedules: z.array(dailyScheduleSchema, { error: typeError('validation.invalid') }).default([]),
    stages: z.array(stageSchema, { error: typeError('validation.invalid') }).default([]),
    event_end_date: dateTimeField(),
    registration_date: optionalChoice(REGISTRATION_DEADLINES),
    deck_registration_deadline: dateTimeField(),
    deck_day_of_registration: flag(),
    parking_available: flag(),
    wifi_available: flag(),
    transportation_options: withRules(optionalText(), minLength(1)),
    language: withRules(optionalText(), language),
    accessible_location: flag(),
    min_players: count(),
    max_players: count(),
    event_type: choice(STAGE_FORMATS).default('SW'),
    event_description: withRules(optionalText(), minLength(1)),
    event_price: price(),
    event_currency: optionalChoice(CURRENCIES),
    prize_description: withRules(optionalText(), minLength(1), maxLength(1000)),
    materials_required: withRules(optionalText(), minLength(1)),
    send_notifications: flag(),
    official_event: flag(),
    is_bga: flag(),
    url: withRules(optionalText(), url),
    /** Computed by the API (UTC ISO 8601); accepted and ignored on input. */
    event_start_timestamp: optionalText(),
  },
  objectError,
)

export const eventAddressSchema = z.object(
  {
    street: optionalText(),
    street_2: optionalText(),
    city: optionalText(),
    postcode: optionalText(),
    region: withRules(optionalText(), maxLength(100)),
    country: withRules(
      optionalText().overwrite((v) => (v ? (normalizeCountry(v) ?? v) : v)),
      country,
    ),
  },
  objectError,
)

export type EventFormContext = {
  /** The clock the start rule is checked against. */
  now: Date
  /** The zone to read wall clocks in when neither the event nor its address gives one (the store's). */
  timezone?: string
  /** False to skip "starts at least 1 h from now" (e.g. an update, where the date cannot change). */
  requireFutureStart?: boolean
}

const ADDRESS_RULES: Record<'street' | 'street_2' | 'city' | 'postcode' | 'country', [Validator, Validator]> =
  {
    // [rule when the event has its own address, rule under use_my_address]
    street: [requiredLength(1, 300), maxLength(300)],
    street_2: [maxLength(300), maxLength(300)],
    city: [requiredLength(1, 100), maxLength(100)],
    postcode: [requiredLength(1, 20), maxLength(20)],
    country: [required, () => null],
  }

/** The zone an event's wall clocks are in (see the header). */
export function eventTimeZone(
  event: { timezone?: unknown; address?: { country?: unknown } | null },
  fallback?: string,
): string {
  if (isTimeZone(event.timezone)) return event.timezone
  const fromCountry = defaultTimeZone(
    typeof event.address?.country === 'string' ? event.address.country : undefined,
  )
  return fromCountry ?? (isTimeZone(fallback) ? fallback : 'UTC')
}

export function eventFormSchema(context: EventFormContext) {
  return z
    .object(
      {
        name: withRules(text(), requiredLength(1, 200)),
        game: withRules(requiredNumber('validation.choice'), integer),
        event_type: choice(EVENT_KINDS).default('Full'),
        event_subtype: choice(EVENT_SUBTYPES),
        event_visibility: choice(VISIBILITIES).default('PUBLIC'),
        event_start_date: dateTimeField(),
        light_event: flag(),
        light_date: dateField(),
        timezone: withRules(optionalText(), timezone),
        use_my_address: flag(),
        address: eventAddressSchema.nullish(),
        additional_info: additionalInfoSchema.prefault({}),
      },
      objectError,
    )
    .superRefine((event, ctx) => {
      const values = asRecord(event)
      const info = asRecord(values.additional_info)
      const address = asRecord(values.address)
      const isLight = values.event_type === 'Light'
      const at = (field: string) => ['additional_info', field]

      const ownAddress = values.use_my_address !== true
      for (const [field, [own, mine]] of Object.entries(ADDRESS_RULES)) {
        report(ctx, (ownAddress ? own : mine)(address[field]), ['address', field])
      }

      const timed = {
        event_start_date: isDateTime(values.event_start_date) ? values.event_start_date : null,
        light_date: isDate(values.light_date) ? values.light_date : null,
        timezone: eventTimeZone({ timezone: values.timezone, address }, context.timezone),
        additional_info: {
          event_end_date: isDateTime(info.event_end_date) ? info.event_end_date : null,
          daily_schedules: Array.isArray(info.daily_schedules) ? info.daily_schedules : [],
        },
      }
      const startField = isLight ? ['light_date'] : ['event_start_date']
      const startValue = isLight ? values.light_date : values.event_start_date
      const start = isLight
        ? eventStart({ light_date: timed.light_date, timezone: timed.timezone })
        : timed.event_start_date
          ? eventStart(timed)
          : undefined
      if (!report(ctx, required(startValue), startField) && start && context.requireFutureStart !== false) {
        if (start.getTime() < context.now.getTime() + EVENT_MIN_LEAD_MS) {
          report(ctx, { key: 'validation.startTooSoon' }, startField)
        }
      }

      const min = info.min_players
      const max = info.max_players
      if (typeof min === 'number' && typeof max === 'number' && max < min) {
        report(ctx, { key: 'validation.maxBelowMin' }, at('max_players'))
      }

      if (isLight) {
        report(ctx, required(info.url), at('url'))
        return
      }

      if (!report(ctx, required(info.event_end_date), at('event_end_date')) && start) {
        const end = timed.additional_info.event_end_date ? eventEnd(timed) : undefined
        if (end && end.getTime() < start.getTime() + EVENT_MIN_DURATION_MS) {
          report(ctx, { key: 'validation.endTooSoon' }, at('event_end_date'))
        }
      }
      if (toNumber(info.event_price) > 0) {
        report(
          ctx,
          isEmpty(info.event_currency) ? { key: 'validation.currencyRequired' } : null,
          at('event_currency'),
        )
      }
      report(ctx, required(info.language), at('language'))
      report(ctx, isEmpty(min) ? requiredMinValue(0)(min) : null, at('min_players'))
      report(ctx, required(max), at('max_players'))
      report(ctx, required(info.event_description), at('event_description'))
    }, always)
}
export type EventBody = z.output<ReturnType<typeof eventFormSchema>>

/**
 * The store profile (spec §3, §5 Store form).
 *
 * Two shapes of the opening hours:
 * - stored (API, `store_information.schedule`): per weekday `{closed, first_open, first_close, second_open,
 *   second_close}`, times `HH:MM` or null. A day counts as closed unless both first times are set; it has a
 *   break iff both second times are set (`dayState`).
 * - form: the same times plus, at the form's root, the flags `is_<day>` (open that day) and `break_<day>`
 *   (the break flag enables the second slot). `scheduleFromForm` / `formFlagsFromSchedule` convert.
 *
 * Messages are keys of messages.ts (see zod-rules.ts).
 */

import { z } from 'zod'
import { LOGO_MAX_KB, WEEKDAYS, type Weekday } from './constants'
import { COUNTRY_CODES, normalizeCountry } from './countries'
import { isTime } from './datetime'
import { DEFAULT_NO_SHOW_RULE, NO_SHOW_RULES } from './no-shows'
import { pictureFileField } from './picture.schema'
import {
  email,
  type FileLike,
  fileSize,
  image,
  isEmpty,
  jpegOrPng,
  maxLength,
  required,
  requiredLength,
  url,
  type ValidationResult,
} from './validators'
import {
  always,
  asRecord,
  choice,
  flag,
  objectError,
  optionalText,
  report,
  text,
  typeError,
  withRules,
} from './zod-rules'

const timeRule = (value: unknown): ValidationResult =>
  isEmpty(value) || isTime(value) ? null : { key: 'validation.time' }

const time = () => withRules(optionalText(), timeRule)

/** A country of the seven (ISO code; `UK` is read as `GB`). */
export const countryField = () =>
  withRules(
    text().overwrite((value) => normalizeCountry(value) ?? value),
    required,
    (value) => ((COUNTRY_CODES as readonly unknown[]).includes(value) ? null : { key: 'validation.choice' }),
  )

export const storeAddressSchema = z.object(
  {
    street: withRules(text(), requiredLength(1, 300)),
    street_2: withRules(optionalText(), maxLength(300)),
    city: withRules(text(), requiredLength(1, 100)),
    postcode: withRules(text(), requiredLength(1, 20)),
    region: withRules(optionalText(), maxLength(100)),
    country: countryField(),
  },
  objectError,
)

const storedDaySchema = z
  .object(
    {
      closed: z.boolean({ error: typeError('validation.invalid') }).optional(),
      first_open: time(),
      first_close: time(),
      second_open: time(),
      second_close: time(),
    },
    objectError,
  )
  .superRefine((day, ctx) => {
    if (day.closed !== false) return
    for (const field of ['first_open', 'first_close'] as const) report(ctx, required(day[field]), [field])
  }, always)
  .superRefine((day, ctx) => {
    // A break needs both of its times.
    if (isEmpty(day.second_open) === isEmpty(day.second_close)) return
    const missing = isEmpty(day.second_open) ? 'second_open' : 'second_close'
    report(ctx, required(day[missing]), [missing])
  }, always)

export type StoredDay = z.output<typeof storedDaySchema>

export const storedScheduleSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, storedDaySchema.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof storedDaySchema>
  >,
  objectError,
)

export type StoredSchedule = z.output<typeof storedScheduleSchema>

const storeInformationFields = {
  store_name: withRules(text(), requiredLength(1, 100)),
  address: storeAddressSchema,
  website: withRules(optionalText(), url, maxLength(300)),
  phone_number: withRules(optionalText(), maxLength(300)),
  store_email: withRules(optionalText(), email, maxLength(100)),
}

/** `store_information` as the API stores it (the JSON string of `POST /api/users/me/`). */
export const storeInformationSchema = z.object(
  {
    ...storeInformationFields,
    schedule: storedScheduleSchema.optional(),
  },
  objectError,
)

export type StoreInformation = z.output<typeof storeInformationSchema>

/** Closed unless both first times are set; a break iff both second times are set. */
export function dayState(day: Partial<StoredDay> | null | undefined): { closed: boolean; hasBreak: boolean } {
  const closed = day?.closed === true || isEmpty(day?.first_open) || isEmpty(day?.first_close)
  return { closed, hasBreak: !closed && !isEmpty(day?.second_open) && !isEmpty(day?.second_close) }
}

/** A stored day with `closed` derived and the times of a closed day or a missing break cleared. */
export function normalizeDay(day: Partial<StoredDay> | null | undefined): Required<StoredDay> {
  const { closed, hasBreak } = dayState(day)
  return {
    closed,
    first_open: closed ? null : (day?.first_open ?? null),
    first_close: closed ? null : (day?.first_close ?? null),
    second_open: hasBreak ? (day?.second_open ?? null) : null,
    second_close: hasBreak ? (day?.second_close ?? null) : null,
  }
}

export function normalizeSchedule(
  schedule: Partial<StoredSchedule> | null | undefined,
): Record<Weekday, Required<StoredDay>> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, normalizeDay(schedule?.[day])])) as Record<
    Weekday,
    Required<StoredDay>
  >
}

// The form.

const formDaySchema = z.object(
  {
    first_open: time(),
    first_close: time(),
    second_open: time(),
    second_close: time(),
  },
  objectError,
)

const formScheduleSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, formDaySchema.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof formDaySchema>
  >,
  objectError,
)

export type ScheduleFlags = Record<`is_${Weekday}` | `break_${Weekday}`, boolean>

const flagFields = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`is_${day}`, flag()],
    [`break_${day}`, flag()],
  ]),
) as Record<keyof ScheduleFlags, ReturnType<typeof flag>>

const isFileLike = (value: unknown): value is FileLike => {
  const record = asRecord(value)
  return typeof record.name === 'string' && typeof record.size === 'number'
}

/** A new logo file (JPEG or PNG, at most 5,000,000 bytes), '' or null to delete it, or absent to keep it. */
export const storeLogoField = () =>
  withRules(
    z
      .union([z.custom<FileLike>(isFileLike), z.literal(''), z.null()], { error: 'validation.file' })
      .optional(),
    image,
    jpegOrPng,
    fileSize(LOGO_MAX_KB),
  )

export const storeFormSchema = z
  .object(
    {
      is_public: flag(),
      lp_opted: flag(),
      /** The store's rule about players who missed events (issue 15 §5). */
      no_show_rule: choice(NO_SHOW_RULES).default(DEFAULT_NO_SHOW_RULE),
      store_logo: storeLogoField(),
      /** The store's photo, shown beside its logo (issue 13 §7). */
      store_photo: pictureFileField(),
      store_information: z.object(
        { ...storeInformationFields, schedule: formScheduleSchema.optional() },
        objectError,
      ),
      ...flagFields,
    },
    objectError,
  )
  .superRefine((form, ctx) => {
    const values = asRecord(form)
    const schedule = asRecord(asRecord(values.store_information).schedule)
    for (const day of WEEKDAYS) {
      if (values[`is_${day}`] !== true) continue
      const times = asRecord(schedule[day])
      const needed =
        values[`break_${day}`] === true
          ? (['first_open', 'first_close', 'second_open', 'second_close'] as const)
          : (['first_open', 'first_close'] as const)
      for (const field of needed) {
        report(ctx, required(times[field]), ['store_information', 'schedule', day, field])
      }
    }
  }, always)

export type StoreForm = z.output<typeof storeFormSchema>

/** The stored schedule a valid form describes: closed days and unused breaks have null times. */
export function scheduleFromForm(
  form: Pick<StoreForm, 'store_information'> & Partial<ScheduleFlags>,
): Record<Weekday, Required<StoredDay>> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const times = form.store_information.schedule?.[day]
      const open = form[`is_${day}`] === true
      const hasBreak = open && form[`break_${day}`] === true
      return [
        day,
        normalizeDay({
          closed: !open,
          first_open: open ? times?.first_open : null,
          first_close: open ? times?.first_close : null,
          second_open: hasBreak ? times?.second_open : null,
          second_close: hasBreak ? times?.second_close : null,
        }),
      ]
    }),
  ) as Record<Weekday, Required<StoredDay>>
}

/** The form flags of a stored schedule (spec §3: closed unless both first times, break iff both second times). */
export function formFlagsFromSchedule(schedule: Partial<StoredSchedule> | null | undefined): ScheduleFlags {
  return Object.fromEntries(
    WEEKDAYS.flatMap((day) => {
      const { closed, hasBreak } = dayState(schedule?.[day])
      return [
        [`is_${day}`, !closed],
        [`break_${day}`, hasBreak],
      ]
    }),
  ) as ScheduleFlags
}

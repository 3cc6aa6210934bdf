/**
 * Recurring events (issue 15 §4): the `repeat` of a series and the dates it gives. A series is a rule over the
 * venue's calendar (dates, not instants): every week or every other week on given weekdays, or the nth weekday
 * of the month, until a date or for N events. Each date becomes an ordinary event whose wall clock is the first
 * one's (19:00 stays 19:00 across a DST change; the instant is computed in the venue's zone, as for any event).
 *
 * The dates come from `rrule` (BSD-3-Clause), read as "floating" UTC dates: rrule never sees a zone, so its own
 * zone handling plays no part. Shared by the API (which creates the events) and the web form (its preview).
 */
import * as rruleModule from 'rrule'
import { z } from 'zod'
import { WEEKDAYS, type Weekday } from './constants'
import { isDate, isDateTime } from './datetime'
import { type EventFormContext, eventFormSchema } from './event.schema'
import { integer, maxValue, minValue, required } from './validators'
import {
  always,
  asRecord,
  choice,
  flag,
  objectError,
  optionalNumber,
  optionalText,
  report,
  text,
  withRules,
} from './zod-rules'

// rrule ships a CommonJS bundle for Node (its named exports are on `default` there) and ES modules for bundlers.
const { RRule } = ((rruleModule as unknown as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule

/** At most this many events in one series (a year of weekly events). */
export const SERIES_MAX_EVENTS = 52

export const REPEAT_FREQUENCIES = ['weekly', 'every_other_week', 'monthly'] as const
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number]

/** Which weekday of the month a monthly series takes: the first to the fourth, or the last (-1). */
export const WEEKS_OF_MONTH = [1, 2, 3, 4, -1] as const
export type WeekOfMonth = (typeof WEEKS_OF_MONTH)[number]

export interface Repeat {
  frequency: RepeatFrequency
  weekdays: Weekday[]
  /** Monthly series only: one of WEEKS_OF_MONTH. */
  week_of_month?: number | null
  /** The last date a series may take (venue calendar, inclusive), or `count`: exactly one of the two. */
  until?: string | null
  count?: number | null
}

const weekOfMonth = withRules(optionalNumber('validation.choice'), (value) =>
  value === null || value === undefined || (WEEKS_OF_MONTH as readonly unknown[]).includes(value)
    ? null
    : { key: 'validation.choice' },
)

const dateFormat = (value: unknown) =>
  value === null || value === undefined || value === '' || isDate(value)
    ? null
    : { key: 'validation.date' as const }

const untilField = withRules(optionalText(), dateFormat)

/** The `repeat` object alone: its fields' own rules (the dates it gives are checked by `seriesErrors`). */
export const repeatSchema = z
  .object(
    {
      frequency: choice(REPEAT_FREQUENCIES),
      weekdays: z.array(choice(WEEKDAYS), { error: () => 'validation.choice' }).default([]),
      week_of_month: weekOfMonth,
      until: untilField,
      count: withRules(
        optionalNumber('validation.integer'),
        integer,
        minValue(1),
        maxValue(SERIES_MAX_EVENTS),
      ),
    },
    objectError,
  )
  .superRefine((value, ctx) => {
    const repeat = asRecord(value)
    const weekdays = Array.isArray(repeat.weekdays) ? repeat.weekdays : []
    if (weekdays.length === 0) report(ctx, { key: 'validation.required' }, ['weekdays'])
    if (repeat.frequency === 'monthly') report(ctx, required(repeat.week_of_month), ['week_of_month'])
    const hasUntil = typeof repeat.until === 'string' && repeat.until !== ''
    const hasCount = typeof repeat.count === 'number'
    if (hasUntil === hasCount) {
      report(ctx, { key: 'validation.oneOf', params: { fields: 'until, count' } }, [
        hasUntil ? 'count' : 'until',
      ])
    }
  }, always)

const RRULE_DAYS = {
  monday: RRule.MO,
  tuesday: RRule.TU,
  wednesday: RRule.WE,
  thursday: RRule.TH,
  friday: RRule.FR,
  saturday: RRule.SA,
  sunday: RRule.SU,
} as const

const toDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day))
}
const toIsoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The dates of a series that starts on `start` (`YYYY-MM-DD`, venue calendar), in order: every date from
 * `start` on that the rule takes (`start` itself only when it is one of them). Never more than `limit`
 * (`SERIES_MAX_EVENTS + 1` by default, so a rule that gives too many is seen to).
 */
export function seriesDates(start: string, repeat: Repeat, limit = SERIES_MAX_EVENTS + 1): string[] {
  const weekdays = WEEKDAYS.filter((day) => repeat.weekdays.includes(day)).map((day) => RRULE_DAYS[day])
  const monthly = repeat.frequency === 'monthly'
  const nth = repeat.week_of_month ?? 1
  const rule = new RRule({
    freq: monthly ? RRule.MONTHLY : RRule.WEEKLY,
    interval: repeat.frequency === 'every_other_week' ? 2 : 1,
    wkst: RRule.MO,
    byweekday: monthly ? weekdays.map((day) => day.nth(nth)) : weekdays,
    dtstart: toDate(start),
    ...(repeat.until ? { until: new Date(toDate(repeat.until).getTime() + 86_399_999) } : {}),
    count: Math.min(repeat.count ?? limit, limit),
  })
  return rule.all().map(toIsoDate)
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000)
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` moved by `days` calendar days (the time of day kept). */
export function shiftDate<T extends string | null | undefined>(value: T, days: number): T {
  if (
    typeof value !== 'string' ||
    !(isDate(value.slice(0, 10)) && (value.length === 10 || isDateTime(value)))
  ) {
    return value
  }
  const moved = toIsoDate(new Date(toDate(value.slice(0, 10)).getTime() + days * 86_400_000))
  return `${moved}${value.slice(10)}` as T
}

/**
 * The errors of a series' dates, for the `repeat` of an event starting on `start`: an end before the start,
 * a rule that takes no date, or more than SERIES_MAX_EVENTS events.
 */
export function seriesDateErrors(
  start: string,
  repeat: Repeat,
): {
  field: 'until' | 'weekdays'
  key: 'validation.minDate' | 'validation.seriesEmpty' | 'validation.seriesTooLong'
  params?: Record<string, string | number>
}[] {
  if (repeat.until && repeat.until < start) {
    return [{ field: 'until', key: 'validation.minDate', params: { date: start } }]
  }
  const dates = seriesDates(start, repeat)
  if (dates.length === 0)
    return [{ field: repeat.until ? 'until' : 'weekdays', key: 'validation.seriesEmpty' }]
  if (dates.length > SERIES_MAX_EVENTS) {
    return [{ field: 'until', key: 'validation.seriesTooLong', params: { max: SERIES_MAX_EVENTS } }]
  }
  return []
}

/**
 * What a change of a series applies to (`PUT /api/event_series/{id}/`, beside the event form): its events from
 * `from` on (venue calendar), and with `publish` the drafts among them are published.
 */
export const seriesScopeSchema = z.object(
  {
    from: withRules(text(), required, dateFormat),
    publish: flag(),
  },
  objectError,
)

/** The first date of a series: the date of its first event's start (a light event's date). */
export function seriesStart(event: {
  event_type?: unknown
  event_start_date?: unknown
  light_date?: unknown
}) {
  const value = event.event_type === 'Light' ? event.light_date : event.event_start_date
  return typeof value === 'string' && isDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined
}

/**
 * `POST /api/event_series/`'s body: the event form of its first event (every rule of spec §5) and `repeat`,
 * whose dates are checked against that event's start date.
 */
export function eventSeriesSchema(context: EventFormContext) {
  return eventFormSchema(context)
    .safeExtend({ repeat: repeatSchema })
    .superRefine((value, ctx) => {
      const values = asRecord(value)
      const repeat = repeatSchema.safeParse(values.repeat)
      const start = seriesStart(values)
      if (!repeat.success || !start) return
      for (const error of seriesDateErrors(start, repeat.data)) {
        report(ctx, { key: error.key, ...(error.params ? { params: error.params } : {}) }, [
          'repeat',
          error.field,
        ])
      }
    }, always)
}

export type EventSeriesBody = z.output<ReturnType<typeof eventSeriesSchema>>

type DatedEvent = {
  event_start_date?: string | null
  light_date?: string | null
  additional_info?: Record<string, unknown> | null
}

/**
 * The event's form moved by `days` calendar days: its start, end, light date, deck deadline and each daily
 * schedule's day (the wall-clock times kept); `event_start_timestamp`, computed from the start, is dropped.
 */
export function shiftEventDates<T extends DatedEvent>(event: T, days: number): T {
  const info = { ...(event.additional_info ?? {}) }
  delete info.event_start_timestamp
  for (const field of ['event_end_date', 'deck_registration_deadline'] as const) {
    if (typeof info[field] === 'string') info[field] = shiftDate(info[field], days)
  }
  if (Array.isArray(info.daily_schedules)) {
    info.daily_schedules = info.daily_schedules.map((schedule: unknown) =>
      schedule && typeof schedule === 'object' && 'day' in schedule
        ? { ...schedule, day: shiftDate((schedule as { day?: string | null }).day, days) }
        : schedule,
    )
  }
  return {
    ...event,
    event_start_date: shiftDate(event.event_start_date, days),
    light_date: shiftDate(event.light_date, days),
    additional_info: info,
  }
}

/**
 * The Repeat section of the new-event form (issue 15 §4, decision 031) between the form and the API: what the
 * form holds (inputs give strings, a radio for how the series ends), the `repeat` the API takes, the schema the
 * form validates with, and the dates the preview lists (computed as the API computes them, packages/domain).
 */
import { WEEKDAYS, type Weekday } from '@questboard/domain/constants'
import { type EventBody, type EventFormContext, eventFormSchema } from '@questboard/domain/event.schema'
import { pictureFileField } from '@questboard/domain/picture.schema'
import {
  eventSeriesSchema,
  type Repeat,
  type RepeatFrequency,
  repeatSchema,
  SERIES_MAX_EVENTS,
  seriesDates,
} from '@questboard/domain/series'
import type { FileLike } from '@questboard/domain/validators'
import { z } from 'zod'
import type { ParsingSchema } from '../../../lib/form-errors'

export interface RepeatValues {
  /** Off by default: one event. */
  enabled: boolean
  frequency: RepeatFrequency
  weekdays: Weekday[]
  week_of_month: string
  ends: 'count' | 'until'
  until: string
  count: string
}

export const newRepeatValues = (): RepeatValues => ({
  enabled: false,
  frequency: 'weekly',
  weekdays: [],
  week_of_month: '1',
  ends: 'count',
  until: '',
  count: '4',
})

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): Weekday | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const day = new Date(`${date}T12:00:00Z`).getUTCDay()
  return Number.isNaN(day) ? undefined : WEEKDAYS[(day + 6) % 7]
}

/** The API's `repeat` of the form's values (the end not chosen is left out). */
export function repeatOf(values: RepeatValues): Record<string, unknown> {
  return {
    frequency: values.frequency,
    weekdays: WEEKDAYS.filter((day) => values.weekdays.includes(day)),
    week_of_month: values.frequency === 'monthly' ? values.week_of_month : null,
    until: values.ends === 'until' ? values.until : null,
    count: values.ends === 'count' ? values.count : null,
  }
}

/** The first date of the series: the start's date (a light event's date). */
export function startDateOf(values: {
  event_type: string
  event_start_date: string
  light_date: string
}): string | undefined {
  const value = values.event_type === 'Light' ? values.light_date : values.event_start_date.slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined
}

export type EventFormOutput = EventBody & { repeat?: Repeat; cover?: FileLike | '' | null }

type FormShape = Parameters<typeof startDateOf>[0] & { repeat?: RepeatValues; cover?: unknown }

/** The cover, checked beside the event (its type and size); sent on its own. */
const coverSchema = z.object({ cover: pictureFileField() })

/**
 * The form's schema: the event form alone, or with Repeat on, the series body (the event and its `repeat`);
 * and the cover's file, when one was chosen.
 */
export function eventFormWithRepeat(context: EventFormContext): ParsingSchema<EventFormOutput> {
  const single = eventFormSchema(context)
  const series = eventSeriesSchema(context)
  const event = (values: FormShape) =>
    values.repeat?.enabled
      ? series.safeParseAsync({ ...values, repeat: repeatOf(values.repeat) })
      : single.safeParseAsync(values)
  return {
    async safeParseAsync(value: unknown) {
      const values = value as FormShape
      const [parsed, cover] = await Promise.all([
        event(values),
        coverSchema.safeParseAsync({ cover: values.cover }),
      ])
      if (parsed.success && cover.success) {
        return { success: true as const, data: { ...parsed.data, cover: cover.data.cover } }
      }
      const issues = [
        ...(parsed.success ? [] : parsed.error.issues),
        ...(cover.success ? [] : cover.error.issues),
      ]
      return { success: false as const, error: { issues } }
    },
  }
}

export type RepeatPreview =
  | { kind: 'incomplete' }
  | { kind: 'dates'; dates: string[] }
  | { kind: 'tooMany' }
  | { kind: 'none' }

/** What the preview shows: the dates the series would take, or why there are none to show yet. */
export function repeatPreview(start: string | undefined, values: RepeatValues): RepeatPreview {
  const parsed = repeatSchema.safeParse(repeatOf(values))
  if (!start || !parsed.success) return { kind: 'incomplete' }
  if (parsed.data.until && parsed.data.until < start) return { kind: 'none' }
  const dates = seriesDates(start, parsed.data)
  if (dates.length === 0) return { kind: 'none' }
  return dates.length > SERIES_MAX_EVENTS ? { kind: 'tooMany' } : { kind: 'dates', dates }
}

/** What the series routes answer (issue 15 §4, decision 031): a series and its events. */
import { z } from 'zod'
import { EVENT_STATUSES, TIME_STATES, WEEKDAYS } from './constants'
import { REPEAT_FREQUENCIES, WEEKS_OF_MONTH } from './series'

export const seriesRepeatSchema = z
  .object({
    frequency: z.enum(REPEAT_FREQUENCIES),
    weekdays: z.array(z.enum(WEEKDAYS)),
    week_of_month: z.union(WEEKS_OF_MONTH.map((week) => z.literal(week))).nullable(),
    until: z.string().nullable().describe('The last date the series may take (venue calendar), or null'),
    count: z.number().int().nullable().describe('How many events the series made, or null (until a date)'),
  })
  .meta({ id: 'SeriesRepeat' })

export const seriesEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    event_start_date: z.string().describe('Venue wall clock YYYY-MM-DDTHH:mm'),
    starts_at: z.string(),
    status: z.enum(EVENT_STATUSES),
    time_state: z.enum(TIME_STATES),
    players_count: z.number().int(),
  })
  .meta({ id: 'SeriesEvent' })

export const eventSeriesViewSchema = z
  .object({
    id: z.number().int(),
    owner: z.number().int(),
    timezone: z.string(),
    repeat: seriesRepeatSchema,
    events: z.array(seriesEventSchema).describe('Its events in date order, cancelled ones included'),
  })
  .meta({ id: 'EventSeries' })

export type EventSeriesView = z.output<typeof eventSeriesViewSchema>
export type SeriesEvent = z.output<typeof seriesEventSchema>

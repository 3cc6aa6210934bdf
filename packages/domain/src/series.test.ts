import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './error-body'
import {
  eventSeriesSchema,
  repeatSchema,
  SERIES_MAX_EVENTS,
  seriesDates,
  seriesScopeSchema,
  shiftDate,
  shiftEventDates,
} from './series'

describe('seriesDates', () => {
  it('takes every given weekday from the start on, the start only when it is one of them', () => {
    // 2026-10-01 is a Thursday.
    expect(
      seriesDates('2026-10-01', { frequency: 'weekly', weekdays: ['friday', 'tuesday'], count: 4 }),
    ).toEqual(['2026-10-02', '2026-10-06', '2026-10-09', '2026-10-13'])
    expect(seriesDates('2026-10-02', { frequency: 'weekly', weekdays: ['friday'], count: 2 })).toEqual([
      '2026-10-02',
      '2026-10-09',
    ])
  })

  it('every other week skips a week, counted from the start’s week', () => {
    expect(
      seriesDates('2026-10-05', {
        frequency: 'every_other_week',
        weekdays: ['monday', 'wednesday'],
        count: 4,
      }),
    ).toEqual(['2026-10-05', '2026-10-07', '2026-10-19', '2026-10-21'])
  })

  it('a monthly series takes the nth weekday, or the last', () => {
    expect(
      seriesDates('2026-10-01', { frequency: 'monthly', weekdays: ['saturday'], week_of_month: 2, count: 3 }),
    ).toEqual(['2026-10-10', '2026-11-14', '2026-12-12'])
    expect(
      seriesDates('2026-10-01', { frequency: 'monthly', weekdays: ['friday'], week_of_month: -1, count: 3 }),
    ).toEqual(['2026-10-30', '2026-11-27', '2026-12-25'])
  })

  it('ends on the until date, inclusive, across a year end', () => {
    expect(
      seriesDates('2026-12-18', { frequency: 'weekly', weekdays: ['friday'], until: '2027-01-08' }),
    ).toEqual(['2026-12-18', '2026-12-25', '2027-01-01', '2027-01-08'])
  })

  it('stops one past the limit, so a rule that gives too many is seen', () => {
    const dates = seriesDates('2026-01-05', {
      frequency: 'weekly',
      weekdays: ['monday'],
      until: '2030-01-01',
    })
    expect(dates).toHaveLength(SERIES_MAX_EVENTS + 1)
  })
})

describe('shiftDate', () => {
  it('moves dates and wall clocks by calendar days, keeping the time', () => {
    expect(shiftDate('2026-10-23T19:00', 7)).toBe('2026-10-30T19:00')
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftDate(null, 3)).toBeNull()
    expect(shiftDate('not a date', 3)).toBe('not a date')
  })
})

describe('repeatSchema', () => {
  const errors = (value: unknown) => {
    const parsed = repeatSchema.safeParse(value)
    return parsed.success ? {} : toFieldErrors(parsed.error)
  }

  it('accepts a weekly rule with a count, and a monthly one until a date', () => {
    expect(errors({ frequency: 'weekly', weekdays: ['friday'], count: 10 })).toEqual({})
    expect(
      errors({ frequency: 'monthly', weekdays: ['sunday'], week_of_month: -1, until: '2027-06-30' }),
    ).toEqual({})
  })

  it('names the field at fault', () => {
    expect(errors({ frequency: 'daily', weekdays: ['friday'], count: 2 })).toMatchObject({
      frequency: { key: 'validation.choice' },
    })
    expect(errors({ frequency: 'weekly', weekdays: [], count: 2 })).toMatchObject({
      weekdays: { key: 'validation.required' },
    })
    expect(errors({ frequency: 'weekly', weekdays: ['someday'], count: 2 })).toMatchObject({
      'weekdays.0': { key: 'validation.choice' },
    })
    expect(errors({ frequency: 'monthly', weekdays: ['friday'], count: 2 })).toMatchObject({
      week_of_month: { key: 'validation.required' },
    })
    expect(errors({ frequency: 'monthly', weekdays: ['friday'], week_of_month: 5, count: 2 })).toMatchObject({
      week_of_month: { key: 'validation.choice' },
    })
    expect(errors({ frequency: 'weekly', weekdays: ['friday'], count: 53 })).toMatchObject({
      count: { key: 'validation.maxValue', params: { max: SERIES_MAX_EVENTS } },
    })
    expect(errors({ frequency: 'weekly', weekdays: ['friday'] })).toMatchObject({
      until: { key: 'validation.oneOf' },
    })
    expect(
      errors({ frequency: 'weekly', weekdays: ['friday'], count: 2, until: '2027-01-01' }),
    ).toMatchObject({
      count: { key: 'validation.oneOf' },
    })
    expect(errors({ frequency: 'weekly', weekdays: ['friday'], until: '01/02/2027' })).toMatchObject({
      until: { key: 'validation.date' },
    })
  })
})

describe('seriesScopeSchema', () => {
  it('needs the date the change starts from', () => {
    const errors = (value: unknown) => {
      const parsed = seriesScopeSchema.safeParse(value)
      return parsed.success ? {} : toFieldErrors(parsed.error)
    }
    expect(errors({ from: '2026-10-02' })).toEqual({})
    expect(errors({})).toMatchObject({ from: { key: 'validation.required' } })
    expect(errors({ from: '' })).toMatchObject({ from: { key: 'validation.required' } })
    expect(errors({ from: '2 Oct' })).toMatchObject({ from: { key: 'validation.date' } })
    expect(seriesScopeSchema.parse({ from: '2026-10-02' }).publish).toBe(false)
  })
})

describe('eventSeriesSchema', () => {
  const now = new Date('2026-09-01T10:00:00Z')
  const body = (repeat: Record<string, unknown>) => ({
    name: 'Friday night',
    game: 1,
    event_subtype: 'tournament',
    event_start_date: '2026-10-02T19:00',
    address: { street: '1 rue', city: 'Paris', postcode: '75001', country: 'FR' },
    additional_info: {
      event_end_date: '2026-10-02T23:00',
      language: 'fr',
      min_players: 0,
      max_players: 8,
      event_description: 'Casual',
    },
    repeat,
  })
  const errors = (value: unknown) => {
    const parsed = eventSeriesSchema({ now }).safeParse(value)
    return parsed.success ? {} : toFieldErrors(parsed.error)
  }

  it('checks the dates against the first event’s start', () => {
    expect(errors(body({ frequency: 'weekly', weekdays: ['friday'], until: '2026-12-31' }))).toEqual({})
    expect(errors(body({ frequency: 'weekly', weekdays: ['friday'], until: '2026-09-30' }))).toMatchObject({
      'repeat.until': { key: 'validation.minDate', params: { date: '2026-10-02' } },
    })
    expect(errors(body({ frequency: 'weekly', weekdays: ['friday'], until: '2027-12-31' }))).toMatchObject({
      'repeat.until': { key: 'validation.seriesTooLong', params: { max: SERIES_MAX_EVENTS } },
    })
    expect(errors(body({ frequency: 'weekly', weekdays: ['monday'], until: '2026-10-04' }))).toMatchObject({
      'repeat.until': { key: 'validation.seriesEmpty' },
    })
  })

  it('keeps the event form’s own rules', () => {
    expect(
      errors({ ...body({ frequency: 'weekly', weekdays: ['friday'], count: 3 }), name: '' }),
    ).toMatchObject({
      name: { key: 'validation.requiredLength' },
    })
    expect(errors({ ...body({}), repeat: undefined })).toMatchObject({
      repeat: { key: 'validation.required' },
    })
  })
})

describe('shiftEventDates', () => {
  it('moves every date of the form and keeps the times', () => {
    const moved = shiftEventDates(
      {
        name: 'Weekend',
        event_start_date: '2026-10-24T10:00',
        light_date: null,
        additional_info: {
          event_end_date: '2026-10-25T18:00',
          deck_registration_deadline: '2026-10-23T20:00',
          daily_schedules: [
            { day: '2026-10-24', start_time: '10:00', end_time: '19:00' },
            { day: '2026-10-25', start_time: '09:00', end_time: '18:00' },
          ],
          event_start_timestamp: '2026-10-24T08:00:00.000Z',
          language: 'fr',
        },
      },
      14,
    )
    expect(moved).toEqual({
      name: 'Weekend',
      event_start_date: '2026-11-07T10:00',
      light_date: null,
      additional_info: {
        event_end_date: '2026-11-08T18:00',
        deck_registration_deadline: '2026-11-06T20:00',
        daily_schedules: [
          { day: '2026-11-07', start_time: '10:00', end_time: '19:00' },
          { day: '2026-11-08', start_time: '09:00', end_time: '18:00' },
        ],
        language: 'fr',
      },
    })
  })
})

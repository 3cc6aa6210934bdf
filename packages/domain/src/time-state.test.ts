import { describe, expect, it } from 'vitest'
import { eventEnd, eventStart, type TimedEvent, timeState, timeStateBetween } from './time-state'

const event: TimedEvent = {
  event_start_date: '2025-06-01T10:00',
  timezone: 'Europe/Paris',
  additional_info: {
    event_end_date: '2025-06-02T18:00',
    daily_schedules: [
      { day: '2025-06-01', start_time: '13:00', end_time: '19:00' },
      { day: '2025-06-02', start_time: '11:00', end_time: '17:00' },
    ],
  },
}

describe('event start', () => {
  it('comes from event_start_timestamp first', () => {
    const withTimestamp = {
      ...event,
      additional_info: { ...event.additional_info, event_start_timestamp: '2025-06-01T07:45:00Z' },
    }
    expect(eventStart(withTimestamp)?.toISOString()).toBe('2025-06-01T07:45:00.000Z')
  })

  it('falls back to the start date with the first daily schedule start time', () => {
    expect(eventStart(event)?.toISOString()).toBe('2025-06-01T11:00:00.000Z')
  })

  it('falls back when the timestamp is empty or unreadable', () => {
    for (const stamp of [null, '', 'not a date']) {
      const candidate = {
        ...event,
        additional_info: { ...event.additional_info, event_start_timestamp: stamp },
      }
      expect(eventStart(candidate)?.toISOString()).toBe('2025-06-01T11:00:00.000Z')
    }
  })

  it('uses the start date itself without daily schedules', () => {
    const noSchedules = { ...event, additional_info: { ...event.additional_info, daily_schedules: [] } }
    expect(eventStart(noSchedules)?.toISOString()).toBe('2025-06-01T08:00:00.000Z')
  })

  it('reads wall clocks in UTC when the event has no zone', () => {
    expect(eventStart({ event_start_date: '2025-06-01T10:00' })?.toISOString()).toBe(
      '2025-06-01T10:00:00.000Z',
    )
  })

  it('accepts a longer start date string (trimmed to 16)', () => {
    expect(eventStart({ event_start_date: '2025-06-01T10:00:00', timezone: 'UTC' })?.toISOString()).toBe(
      '2025-06-01T10:00:00.000Z',
    )
  })

  it('starts a light event at the beginning of its day', () => {
    expect(eventStart({ light_date: '2025-06-01', timezone: 'Europe/Paris' })?.toISOString()).toBe(
      '2025-05-31T22:00:00.000Z',
    )
  })

  it('is undefined without any date', () => {
    expect(eventStart({})).toBeUndefined()
    expect(eventStart({ event_start_date: 'soon' })).toBeUndefined()
  })
})

describe('event end', () => {
  it('is the end date with the last daily schedule end time', () => {
    expect(eventEnd(event)?.toISOString()).toBe('2025-06-02T15:00:00.000Z')
  })

  it('is the end date itself without daily schedules', () => {
    const noSchedules = { ...event, additional_info: { ...event.additional_info, daily_schedules: null } }
    expect(eventEnd(noSchedules)?.toISOString()).toBe('2025-06-02T16:00:00.000Z')
  })

  it('ends a light event with its day', () => {
    expect(eventEnd({ light_date: '2025-06-01', timezone: 'UTC' })?.toISOString()).toBe(
      '2025-06-01T23:59:00.000Z',
    )
  })

  it('is undefined without an end date', () => {
    expect(eventEnd({ event_start_date: '2025-06-01T10:00' })).toBeUndefined()
  })
})

describe('timeState', () => {
  it('is future before the start', () => {
    expect(timeState(event, new Date('2025-06-01T10:59:59Z'))).toBe('future')
  })

  it('is started between start and end, bounds included', () => {
    expect(timeState(event, new Date('2025-06-01T11:00:00Z'))).toBe('started')
    expect(timeState(event, new Date('2025-06-02T08:00:00Z'))).toBe('started')
    expect(timeState(event, new Date('2025-06-02T15:00:00Z'))).toBe('started')
  })

  it('is past after the end', () => {
    expect(timeState(event, new Date('2025-06-02T15:00:01Z'))).toBe('past')
  })

  it('uses the timestamp over the schedule for the start (fallback covered above)', () => {
    const early = {
      ...event,
      additional_info: { ...event.additional_info, event_start_timestamp: '2025-06-01T06:00:00Z' },
    }
    const now = new Date('2025-06-01T07:00:00Z')
    expect(timeState(early, now)).toBe('started')
    expect(timeState(event, now)).toBe('future')
  })

  it('treats an event without an end as ending at its start', () => {
    const instant = { event_start_date: '2025-06-01T10:00', timezone: 'UTC' }
    expect(timeState(instant, new Date('2025-06-01T09:00:00Z'))).toBe('future')
    expect(timeState(instant, new Date('2025-06-01T10:00:00Z'))).toBe('started')
    expect(timeState(instant, new Date('2025-06-01T10:00:01Z'))).toBe('past')
  })

  it('covers a light event over its day', () => {
    const light = { light_date: '2025-06-01', timezone: 'UTC' }
    expect(timeState(light, new Date('2025-05-31T23:00:00Z'))).toBe('future')
    expect(timeState(light, new Date('2025-06-01T12:00:00Z'))).toBe('started')
    expect(timeState(light, new Date('2025-06-02T00:00:00Z'))).toBe('past')
  })

  it('is undefined without dates, and uses the current time by default', () => {
    expect(timeState({})).toBeUndefined()
    expect(timeState({ event_start_date: '2000-01-01T10:00' })).toBe('past')
  })
})

describe('timeStateBetween', () => {
  const start = new Date('2025-06-01T10:00:00Z')
  const end = new Date('2025-06-01T12:00:00Z')
  it('is future before the start, started from the start to the end included, past after', () => {
    expect(timeStateBetween(start, end, new Date('2025-06-01T09:59:59Z'))).toBe('future')
    expect(timeStateBetween(start, end, start)).toBe('started')
    expect(timeStateBetween(start, end, end)).toBe('started')
    expect(timeStateBetween(start, end, new Date('2025-06-01T12:00:01Z'))).toBe('past')
  })
})

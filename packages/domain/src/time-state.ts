/**
 * The time-based state of an event (spec §4): past when its end is before now, future when its start is
 * after now, started in between. Never stored; derived from these fields.
 *
 * Start: `additional_info.event_start_timestamp` (UTC ISO 8601) when present, else the date of
 * `event_start_date` with the first daily schedule's `start_time` (or the time of `event_start_date` itself
 * when there is no daily schedule). End: the date of `event_end_date` with the last daily schedule's
 * `end_time` (or `event_end_date` itself). A light event with only a `light_date` runs over that whole day.
 * Wall clocks are read in the event's `timezone` (UTC when it has none).
 */
import type { TimeState } from './constants'
import { isDate, isDateTime, isTime, wallClockToUtc } from './datetime'

export type DailySchedule = { day?: string | null; start_time?: string | null; end_time?: string | null }

export type TimedEvent = {
  event_start_date?: string | null
  light_date?: string | null
  timezone?: string | null
  additional_info?: {
    event_start_timestamp?: string | null
    event_end_date?: string | null
    daily_schedules?: readonly DailySchedule[] | null
  } | null
}

const instantIn = (wallClock: string, timeZone: string | null | undefined) =>
  wallClockToUtc(wallClock, timeZone || 'UTC')

const withTime = (dateTime: string, time: string | null | undefined) =>
  isTime(time) ? `${dateTime.slice(0, 10)}T${time}` : dateTime.slice(0, 16)

export function eventStart(event: TimedEvent): Date | undefined {
  const timestamp = event.additional_info?.event_start_timestamp
  if (timestamp) {
    const instant = new Date(timestamp)
    if (!Number.isNaN(instant.getTime())) return instant
  }
  const start = event.event_start_date?.slice(0, 16)
  const first = event.additional_info?.daily_schedules?.[0]
  if (start && isDate(start.slice(0, 10))) {
    const wallClock = withTime(start.length === 10 ? `${start}T00:00` : start, first?.start_time)
    if (isDateTime(wallClock)) return instantIn(wallClock, event.timezone)
  }
  if (isDate(event.light_date)) return instantIn(`${event.light_date}T00:00`, event.timezone)
  return undefined
}

export function eventEnd(event: TimedEvent): Date | undefined {
  const end = event.additional_info?.event_end_date?.slice(0, 16)
  const schedules = event.additional_info?.daily_schedules
  const last = schedules?.[schedules.length - 1]
  if (end && isDate(end.slice(0, 10))) {
    const wallClock = withTime(end.length === 10 ? `${end}T23:59` : end, last?.end_time)
    if (isDateTime(wallClock)) return instantIn(wallClock, event.timezone)
  }
  if (!event.event_start_date && isDate(event.light_date)) {
    return instantIn(`${event.light_date}T23:59`, event.timezone)
  }
  return undefined
}

/** past / started / future at `now`; an event without an end ends when it starts. */
export function timeState(event: TimedEvent, now: Date = new Date()): TimeState | undefined {
  const start = eventStart(event)
  const end = eventEnd(event) ?? start
  if (!start || !end) return undefined
  return timeStateBetween(start, end, now)
}

/** The same rule for an event whose start and end instants are already known (the API stores them). */
export function timeStateBetween(start: Date, end: Date, now: Date = new Date()): TimeState {
  if (end.getTime() < now.getTime()) return 'past'
  if (start.getTime() > now.getTime()) return 'future'
  return 'started'
}

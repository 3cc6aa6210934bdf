/**
 * Event dates (spec §9, DESIGN.md): `event_start_date` and `event_end_date` are venue wall-clock
 * `YYYY-MM-DDTHH:mm` (16 characters), `light_date` is `YYYY-MM-DD` (10), and each event has an IANA time zone.
 * Wall clock ↔ UTC goes through `Intl` only, no library.
 */

export const DATETIME_LENGTH = 16
export const DATE_LENGTH = 10

/** `2025-06-01T14:30:00Z` → `2025-06-01T14:30`. */
export function trimDateTime(value: string): string {
  return value.slice(0, DATETIME_LENGTH)
}

/** `2025-06-01T00:00:00` → `2025-06-01`. */
export function trimDate(value: string): string {
  return value.slice(0, DATE_LENGTH)
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A real calendar date `YYYY-MM-DD`. */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** A time `HH:MM`, 00:00 to 23:59. */
export function isTime(value: unknown): value is string {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
}

/** A wall-clock date and time `YYYY-MM-DDTHH:mm` (exactly 16 characters). */
export function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && value.length === DATETIME_LENGTH && isDate(value.slice(0, 10))
    ? value[10] === 'T' && isTime(value.slice(11))
    : false
}

/** Whether `Intl` knows the IANA time zone. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

type WallClockParts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const partsAt = (instant: number, timeZone: string): WallClockParts => {
  const parts: Record<string, number> = {}
  for (const { type, value } of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (type !== 'literal') parts[type] = Number(value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const time = Math.floor(instant.getTime() / 1000) * 1000
  const p = partsAt(time, timeZone)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - time
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The venue wall clock `YYYY-MM-DDTHH:mm` of an instant. */
export function toWallClock(instant: Date, timeZone: string): string {
  const p = partsAt(instant.getTime(), timeZone)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

/**
 * The UTC instant of a venue wall-clock `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD`, taken as midnight).
 * A time skipped by a DST change moves forward by the gap (02:30 → 03:30); a repeated time takes its first
 * occurrence. Throws a RangeError on a malformed value or unknown zone.
 */
export function wallClockToUtc(wallClock: string, timeZone: string): Date {
  const value = wallClock.length === DATE_LENGTH ? `${wallClock}T00:00` : wallClock
  if (!isDateTime(value)) throw new RangeError(`Not a wall-clock date and time: ${wallClock}`)
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  const asUtc = Date.parse(`${value}:00Z`)
  // Try the offsets in force around that moment; the earliest one that reads back the same wall clock wins.
  const offsets = new Set([
    timeZoneOffsetMs(new Date(asUtc - 86_400_000), timeZone),
    timeZoneOffsetMs(new Date(asUtc), timeZone),
    timeZoneOffsetMs(new Date(asUtc + 86_400_000), timeZone),
  ])
  const candidates = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => toWallClock(new Date(instant), timeZone) === value)
    .sort((a, b) => a - b)
  if (candidates[0] !== undefined) return new Date(candidates[0])
  // In a DST gap: use the offset from before the change, which lands after the gap.
  const before = timeZoneOffsetMs(new Date(asUtc - 86_400_000), timeZone)
  return new Date(asUtc - before)
}

import { describe, expect, it } from 'vitest'
import {
  isDate,
  isDateTime,
  isTime,
  isTimeZone,
  timeZoneOffsetMs,
  toWallClock,
  trimDate,
  trimDateTime,
  wallClockToUtc,
} from './datetime'

describe('trimming (spec §9)', () => {
  it('cuts datetimes to 16 characters', () => {
    expect(trimDateTime('2025-06-01T14:30:00Z')).toBe('2025-06-01T14:30')
    expect(trimDateTime('2025-06-01T14:30:00.000+02:00')).toBe('2025-06-01T14:30')
    expect(trimDateTime('2025-06-01T14:30')).toBe('2025-06-01T14:30')
  })

  it('cuts light dates to 10 characters', () => {
    expect(trimDate('2025-06-01T00:00:00')).toBe('2025-06-01')
    expect(trimDate('2025-06-01')).toBe('2025-06-01')
  })
})

describe('formats', () => {
  it('isDate', () => {
    expect(isDate('2024-02-29')).toBe(true)
    expect(isDate('2025-02-29')).toBe(false)
    expect(isDate('2025-13-01')).toBe(false)
    expect(isDate('2025-04-31')).toBe(false)
    expect(isDate('2025-4-1')).toBe(false)
    expect(isDate(20250101)).toBe(false)
  })

  it('isTime', () => {
    expect(isTime('00:00')).toBe(true)
    expect(isTime('23:59')).toBe(true)
    expect(isTime('24:00')).toBe(false)
    expect(isTime('9:00')).toBe(false)
    expect(isTime('12:60')).toBe(false)
  })

  it('isDateTime', () => {
    expect(isDateTime('2025-06-01T14:30')).toBe(true)
    expect(isDateTime('2025-06-01 14:30')).toBe(false)
    expect(isDateTime('2025-06-01T14:30:00')).toBe(false)
    expect(isDateTime('2025-06-31T14:30')).toBe(false)
    expect(isDateTime(null)).toBe(false)
  })

  it('isTimeZone', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true)
    expect(isTimeZone('America/St_Johns')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(undefined)).toBe(false)
  })
})

describe('wall clock ↔ UTC', () => {
  it.each([
    ['2025-06-01T14:30', 'Europe/Paris', '2025-06-01T12:30:00.000Z'],
    ['2025-01-15T14:30', 'Europe/Paris', '2025-01-15T13:30:00.000Z'],
    ['2025-06-01T14:30', 'Europe/London', '2025-06-01T13:30:00.000Z'],
    ['2025-06-01T09:00', 'America/Los_Angeles', '2025-06-01T16:00:00.000Z'],
    ['2025-12-01T09:00', 'America/New_York', '2025-12-01T14:00:00.000Z'],
    ['2025-06-01T09:00', 'America/Phoenix', '2025-06-01T16:00:00.000Z'],
    ['2025-06-01T09:00', 'America/St_Johns', '2025-06-01T11:30:00.000Z'],
    ['2025-06-01T09:00', 'UTC', '2025-06-01T09:00:00.000Z'],
    ['2025-06-01', 'Europe/Berlin', '2025-05-31T22:00:00.000Z'],
    ['2025-12-31T23:30', 'Asia/Tokyo', '2025-12-31T14:30:00.000Z'],
  ])('%s in %s is %s', (wallClock, zone, utc) => {
    expect(wallClockToUtc(wallClock, zone).toISOString()).toBe(utc)
  })

  it('moves a time skipped by DST forward by the gap', () => {
    expect(wallClockToUtc('2025-03-30T02:30', 'Europe/Paris').toISOString()).toBe('2025-03-30T01:30:00.000Z')
    expect(wallClockToUtc('2025-03-09T02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    )
  })

  it('takes the first occurrence of a repeated time', () => {
    expect(wallClockToUtc('2025-10-26T02:30', 'Europe/Paris').toISOString()).toBe('2025-10-26T00:30:00.000Z')
    expect(wallClockToUtc('2025-11-02T01:30', 'America/New_York').toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    )
  })

  it('refuses malformed values and unknown zones', () => {
    expect(() => wallClockToUtc('2025-06-01 14:30', 'Europe/Paris')).toThrow(RangeError)
    expect(() => wallClockToUtc('2025-06-01T14:30', 'Nowhere/Town')).toThrow(RangeError)
  })

  it('reads an instant on the venue clock', () => {
    expect(toWallClock(new Date('2025-06-01T12:30:00Z'), 'Europe/Paris')).toBe('2025-06-01T14:30')
    expect(toWallClock(new Date('2025-06-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-05-31T20:00')
    expect(toWallClock(new Date('2025-06-01T00:00:00Z'), 'UTC')).toBe('2025-06-01T00:00')
  })

  it('gives the zone offset', () => {
    expect(timeZoneOffsetMs(new Date('2025-06-01T00:00:00Z'), 'Europe/Paris')).toBe(2 * 3_600_000)
    expect(timeZoneOffsetMs(new Date('2025-01-01T00:00:00Z'), 'America/Toronto')).toBe(-5 * 3_600_000)
  })

  it('round-trips every quarter hour of a day in several zones', () => {
    for (const zone of ['Europe/Madrid', 'Atlantic/Canary', 'America/Regina', 'America/Halifax']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const wallClock = `2025-07-14T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
        expect(toWallClock(wallClockToUtc(wallClock, zone), zone)).toBe(wallClock)
      }
    }
  })
})

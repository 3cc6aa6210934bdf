import { describe, expect, it } from 'vitest'
import { eventIcs } from './ics'

const event = {
  id: 42,
  name: 'Friday Night Tournament; finals, round 2',
  startsAt: '2026-06-06T12:00:00.000Z',
  endsAt: '2026-06-06T17:30:00.000Z',
  location: '12 rue des Rosiers, 75004 Paris, France',
  url: 'https://questboard.example/events/42',
}

describe('the calendar file of an event', () => {
  const ics = eventIcs(event, new Date('2026-06-01T08:00:00.000Z'))
  const lines = ics.split('\r\n')

  it('is a VCALENDAR with one VEVENT in UTC, lines ending in CRLF', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART:20260606T120000Z')
    expect(lines).toContain('DTEND:20260606T173000Z')
    expect(lines).toContain('DTSTAMP:20260601T080000Z')
    expect(lines).toContain('UID:event-42@questboard')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes text values', () => {
    expect(lines).toContain('SUMMARY:Friday Night Tournament\\; finals\\, round 2')
    expect(lines).toContain('LOCATION:12 rue des Rosiers\\, 75004 Paris\\, France')
  })

  it('folds lines longer than 75 octets', () => {
    const long = eventIcs({ ...event, name: 'é'.repeat(80) })
    for (const line of long.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(long).toContain('\r\n é')
  })
})

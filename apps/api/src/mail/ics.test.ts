import { describe, expect, test } from 'vitest'
import { buildIcs, escapeText, foldLine } from './ics.ts'

describe('buildIcs', () => {
  const event = {
    uid: 'event-12@events.example.com',
    start: new Date('2026-12-05T13:00:00Z'),
    end: new Date('2026-12-05T19:30:00Z'),
    summary: 'Spring Open',
    location: '12 rue de la Paix, 75002 Paris',
    url: 'https://events.example.com/fr/events/12',
  }

  test('writes one VEVENT in UTC with CRLF line ends', () => {
    const ics = buildIcs(event, new Date('2026-11-01T08:00:00Z'))
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Questboard//Event API//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-12@events.example.com',
      'DTSTAMP:20261101T080000Z',
      'DTSTART:20261205T130000Z',
      'DTEND:20261205T193000Z',
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'SUMMARY:Spring Open',
      'LOCATION:12 rue de la Paix\\, 75002 Paris',
      'URL:https://events.example.com/fr/events/12',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  test('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  test('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(line)
    const pieces = folded.split('\r\n')
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75)
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true)
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join('')).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })
})

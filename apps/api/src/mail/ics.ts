/**
 * A single-event iCalendar file (RFC 5545), written here rather than with a library: the few properties a
 * calendar needs, with the three rules that matter (CRLF line ends, TEXT escaping, folding at 75 octets
 * without splitting a UTF-8 character). Times are UTC (`…Z`), so no VTIMEZONE is needed and every
 * calendar shows the venue's time correctly in the reader's own zone.
 */
export interface CalendarEvent {
  /** Stable across files for one event, so a second import updates the first (`event-12@host`). */
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string
  location?: string
  url?: string
  /** CANCELLED in a cancellation mail removes the entry from the reader's calendar. */
  status?: 'CONFIRMED' | 'CANCELLED'
  /** Raised whenever the event changes, so calendars take the newer file. */
  sequence?: number
}

const PRODID = '-//Questboard//Event API//EN'

/** `20261205T130000Z`. */
export function icsDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next line after CRLF and one space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // URI values are not TEXT: no escaping.
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/**
 * An iCalendar (RFC 5545) file for one event, made in the browser for "add to calendar": times in UTC, so
 * every calendar shows them right in its own zone.
 */
export interface CalendarEvent {
  id: number
  name: string
  startsAt: string
  endsAt: string
  location: string
  url: string
}

const stamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** RFC 5545 §3.1: lines longer than 75 octets are folded, continuation lines starting with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (encoder.encode(current + character).length > limit) {
      parts.push(current)
      current = character
    } else {
      current += character
    }
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function eventIcs(event: CalendarEvent, now: Date = new Date()): string {
  const start = new Date(event.startsAt)
  const end = new Date(event.endsAt)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Questboard//Events//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@questboard`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end.getTime() > start.getTime() ? end : start)}`,
    `SUMMARY:${text(event.name)}`,
    event.location ? `LOCATION:${text(event.location)}` : '',
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter(Boolean)
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** A link target that downloads the file, without a round trip to the server. */
export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
}

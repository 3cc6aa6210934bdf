import { simpleParser } from 'mailparser'
import ical, { type CalendarComponent, type VEvent } from 'node-ical'
import { convertIcsCalendar } from 'ts-ics'
import { expect } from 'vitest'

/** One event of a calendar file, as both parsers read it (they must agree). */
export interface ParsedEvent {
  uid: string
  sequence: number
  status: string
  summary: string
  start: Date
  end: Date
  /** The TZID of DTSTART; undefined for UTC or a date. */
  timezone: string | undefined
  allDay: boolean
  url: string | undefined
  location: string | undefined
  organizer: string | undefined
  attendees: string[]
}

export interface ParsedCalendar {
  method: string | undefined
  name: string | undefined
  /** REFRESH-INTERVAL and X-PUBLISHED-TTL, as written. */
  refreshInterval: string | undefined
  publishedTtl: string | undefined
  /** The TZIDs of the VTIMEZONE components. */
  timezones: string[]
  events: ParsedEvent[]
}

const mailto = (value: unknown) =>
  String((value as { val?: string })?.val ?? value ?? '')
    .replace(/^mailto:/i, '')
    .toLowerCase()

/**
 * Reads a calendar file with two independent parsers, node-ical and ts-ics, checks that they read the same
 * events, and that the file keeps RFC 5545's line rules (CRLF, at most 75 octets a line).
 */
export function parseCalendar(ics: string): ParsedCalendar {
  expect(ics.endsWith('\r\n'), 'ends with CRLF').toBe(true)
  for (const line of ics.slice(0, -2).split('\r\n')) {
    expect(line.includes('\n'), 'a bare LF').toBe(false)
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
  }

  const first = ical.sync.parseICS(ics)
  const components = Object.values(first).filter((c): c is CalendarComponent => c !== undefined)
  const calendar = components.find((c) => c.type === 'VCALENDAR') as Record<string, unknown> | undefined
  const events: ParsedEvent[] = components
    .filter((c): c is VEvent => c.type === 'VEVENT')
    .map((event) => ({
      uid: event.uid,
      sequence: Number(event.sequence ?? 0),
      status: String(event.status ?? ''),
      summary: String(event.summary),
      start: new Date(event.start),
      end: new Date(event.end ?? event.start),
      timezone: event.datetype === 'date' ? undefined : (event.start as { tz?: string }).tz,
      allDay: event.datetype === 'date',
      url: (event.url as unknown as { val?: string })?.val ?? (event.url as string | undefined),
      location: event.location ? String(event.location) : undefined,
      organizer: event.organizer ? mailto(event.organizer) : undefined,
      attendees: [event.attendee ?? []].flat().map(mailto),
    }))

  const second = convertIcsCalendar(undefined, ics)
  expect(
    (second.events ?? []).map((event) => ({
      uid: event.uid,
      sequence: event.sequence ?? 0,
      status: event.status ?? '',
      summary: event.summary,
      start: event.start.date.getTime(),
      allDay: event.start.type === 'DATE',
      timezone: event.start.local?.timezone,
    })),
    'ts-ics reads what node-ical reads',
  ).toEqual(
    events.map((event) => ({
      uid: event.uid,
      sequence: event.sequence,
      status: event.status,
      summary: event.summary,
      // A date is midnight UTC for one parser and local midnight for the other: compare the days.
      start: event.allDay
        ? Date.UTC(event.start.getFullYear(), event.start.getMonth(), event.start.getDate())
        : event.start.getTime(),
      allDay: event.allDay,
      timezone: event.timezone,
    })),
  )

  return {
    method: (calendar?.method as string | undefined) ?? second.method,
    name: second.name?.trim(),
    refreshInterval: (first['refresh-interval'] as { val?: string } | undefined)?.val,
    publishedTtl: calendar?.['PUBLISHED-TTL'] as string | undefined,
    timezones: (second.timezones ?? []).map((zone) => zone.id),
    events,
  }
}

/** A mail as mailparser reads it, with its calendar attachment parsed. */
export async function readMail(raw: string) {
  const mail = await simpleParser(raw)
  const attachment = mail.attachments.find((part) => part.contentType === 'text/calendar')
  const ics = attachment?.content.toString('utf8')
  return {
    subject: mail.subject,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    /** The attachment's Content-Type header, with its `method` parameter. */
    calendarType: attachment?.headers.get('content-type') as {
      value: string
      params: Record<string, string>
    },
    calendarFile: attachment?.filename,
    calendar: ics === undefined ? undefined : parseCalendar(ics),
  }
}

import { TZDate } from '@date-fns/tz'
import type { Locale } from '@questboard/domain/constants'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { OutboxAttachment } from '../db/schema.ts'
import { formatAddress } from '../mail/format-address.ts'
import { webUrl } from '../mail/templates/layout.ts'

/**
 * Every calendar file the Event API writes (RFC 5545, through ical-generator): the event page's download, the
 * files attached to the players' mails and the subscribable feeds. One UID per event everywhere, so a calendar
 * holding the event from any of them updates that one entry; times on the venue's clock with its VTIMEZONE.
 */

/** What a calendar shows of an event. */
export interface CalendarEvent {
  id: number
  name: string
  /** `Light` events have a day, not a time: they become all-day entries. */
  eventType: string
  lightDate: string | null
  status: string
  /** The event's revision (events.sequence). */
  sequence: number
  startsAt: Date
  endsAt: Date
  /** The venue's IANA time zone. */
  timezone: string
  address: Record<string, string | null>
  /** Its last change: the DTSTAMP and LAST-MODIFIED of a feed or download (RFC 5545 §3.8.7.2, no METHOD). */
  updatedAt: Date
}

export interface CalendarOptions {
  publicUrl: string
  /** The language of the event page's link and of the country in the address. */
  locale: Locale
  /**
   * A file sent by mail (RFC 5546): PUBLISH adds the event, CANCEL removes it (the event was cancelled, or the
   * player unregistered). Such a file names the sender as ORGANIZER and the player as ATTENDEE, and is stamped
   * when it is made (`stamp`). Without a method (downloads, feeds) each event is stamped with its last change.
   */
  mail?: {
    method: 'PUBLISH' | 'CANCEL'
    organizer: { name: string; email: string }
    attendee: { name: string; email: string }
    stamp: Date
  }
  /** A subscribed feed: its name and how often calendars should fetch it again. */
  feed?: { name: string; refreshSeconds: number }
}

/** `event-12@events.example.com`: the one UID of an event, in every file. */
export function eventUid(eventId: number, publicUrl: string): string {
  return `event-${eventId}@${new URL(publicUrl).hostname}`
}

const vtimezones = new Map<string, string | null>()
/** The VTIMEZONE of a zone, from the IANA database the library ships; null for a zone it does not know. */
function vtimezone(zone: string): string | null {
  let block = vtimezones.get(zone)
  if (block === undefined) {
    const found = tzlib_get_ical_block(zone)
    block = Array.isArray(found) && found[0] ? found[0] : null
    vtimezones.set(zone, block)
  }
  return block
}

/** The instant on the zone's clock (a Date whose local fields are the venue's, as ical-generator reads them). */
const zoned = (instant: Date, zone: string) => new TZDate(instant.getTime(), zone)

const DAY_MS = 24 * 60 * 60 * 1000

/** The event's start and end: on the venue's clock, or whole days for a light event. */
function when(event: CalendarEvent) {
  if (event.eventType === 'Light' && event.lightDate) {
    // All-day values are written from the UTC fields of these dates.
    const first = Date.parse(`${event.lightDate}T00:00:00Z`)
    const endDay = zoned(event.endsAt, event.timezone)
    const last = Date.UTC(endDay.getFullYear(), endDay.getMonth(), endDay.getDate())
    // DTEND of an all-day entry is the day after its last (RFC 5545 §3.6.1).
    return { allDay: true, start: new Date(first), end: new Date(Math.max(first, last) + DAY_MS) }
  }
  return {
    timezone: event.timezone,
    start: zoned(event.startsAt, event.timezone),
    end: zoned(event.endsAt, event.timezone),
  }
}

/** The calendar file of `events`, ending in CRLF like every line of it. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const { publicUrl, locale, mail, feed } = options
  const calendar = ical({
    prodId: '//Questboard//Event API//EN',
    scale: 'GREGORIAN',
    ...(mail && { method: ICalCalendarMethod[mail.method] }),
    ...(feed && { name: feed.name, ttl: feed.refreshSeconds }),
  })
  calendar.timezone({ name: null, generator: vtimezone })
  for (const event of events) {
    const url = webUrl({ locale, publicUrl }, `/events/${event.id}`)
    const location = formatAddress(event.address, locale)
    // A CANCEL says STATUS:CANCELLED also when the player unregistered: a calendar that only imports the file
    // (no RFC 5546 processing) then still marks its entry cancelled instead of keeping it.
    const cancelled = event.status === 'cancelled' || mail?.method === 'CANCEL'
    calendar.createEvent({
      id: eventUid(event.id, publicUrl),
      sequence: event.sequence,
      stamp: mail?.stamp ?? event.updatedAt,
      ...(mail ? {} : { lastModified: event.updatedAt }),
      ...when(event),
      summary: event.name,
      description: url,
      ...(location && { location }),
      url,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(mail && { organizer: mail.organizer, attendees: [mail.attendee] }),
    })
  }
  return `${calendar.toString()}\r\n`
}

/** `Questboard <events@example.com>` → its name and address (a bare address is Questboard's). */
function parseSender(sender: string): { name: string; email: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(sender)
  if (named?.[2]) return { name: named[1] || 'Questboard', email: named[2] }
  return { name: 'Questboard', email: sender.trim() }
}

/** The calendar files of the players' mails, from the mails' sender (`mailSender`). */
export function createMailCalendars({ publicUrl, sender }: { publicUrl: string; sender: string }) {
  const organizer = parseSender(sender)
  return {
    /**
     * One event's file for one player's mail, as an attachment whose `method` parameter repeats the file's
     * METHOD (RFC 6047 §2.4): PUBLISH adds the event to their calendar, CANCEL removes it.
     */
    attachment(
      event: CalendarEvent,
      player: { nickname: string; email: string; locale: Locale },
      method: 'PUBLISH' | 'CANCEL',
    ): OutboxAttachment {
      const content = buildCalendar([event], {
        publicUrl,
        locale: player.locale,
        mail: {
          method,
          organizer,
          attendee: { name: player.nickname, email: player.email },
          stamp: new Date(),
        },
      })
      return { filename: 'event.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content }
    },
  }
}

export type MailCalendars = ReturnType<typeof createMailCalendars>

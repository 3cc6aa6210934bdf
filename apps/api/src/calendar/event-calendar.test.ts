import { describe, expect, test } from 'vitest'
import { parseCalendar } from '../testing/calendar.ts'
import { buildCalendar, type CalendarEvent, createMailCalendars, eventUid } from './event-calendar.ts'

const event: CalendarEvent = {
  id: 12,
  name: 'Crownfall, "Spring"; Open',
  eventType: 'Full',
  lightDate: null,
  status: 'published',
  sequence: 3,
  // 14:00–20:00 in Paris in December; 10:00–16:00 in New York in June.
  startsAt: new Date('2026-12-05T13:00:00Z'),
  endsAt: new Date('2026-12-05T19:00:00Z'),
  timezone: 'Europe/Paris',
  address: { street: '12 rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
  updatedAt: new Date('2026-11-01T08:00:00Z'),
}
const summer: CalendarEvent = {
  ...event,
  id: 13,
  name: 'é'.repeat(80),
  startsAt: new Date('2026-06-06T14:00:00Z'),
  endsAt: new Date('2026-06-06T20:00:00Z'),
  timezone: 'America/New_York',
  address: {},
}
const publicUrl = 'https://events.example.com'

describe('a calendar file', () => {
  test('gives each event its one UID, its revision, and its times on the venue’s clock with the zone', () => {
    const ics = buildCalendar([event, summer], { publicUrl, locale: 'fr' })
    const calendar = parseCalendar(ics)
    expect(calendar.method).toBeUndefined()
    expect(calendar.timezones.sort()).toEqual(['America/New_York', 'Europe/Paris'])
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261205T140000')
    expect(ics).toContain('DTSTART;TZID=America/New_York:20260606T100000')
    expect(calendar.events).toMatchObject([
      {
        uid: 'event-12@events.example.com',
        sequence: 3,
        status: 'CONFIRMED',
        summary: 'Crownfall, "Spring"; Open',
        start: event.startsAt,
        end: event.endsAt,
        timezone: 'Europe/Paris',
        url: 'https://events.example.com/fr/events/12',
        location: '12 rue de la Paix, 75002 Paris, France',
      },
      {
        uid: 'event-13@events.example.com',
        summary: 'é'.repeat(80),
        start: summer.startsAt,
        location: undefined,
      },
    ])
    // Without a method, the stamp is the event's last change: the same event gives the same file.
    expect(buildCalendar([event, summer], { publicUrl, locale: 'fr' })).toBe(ics)
    expect(eventUid(12, `${publicUrl}/`)).toBe('event-12@events.example.com')
  })

  test('marks a cancelled event CANCELLED', () => {
    const [parsed] = parseCalendar(
      buildCalendar([{ ...event, status: 'cancelled' }], { publicUrl, locale: 'en' }),
    ).events
    expect(parsed?.status).toBe('CANCELLED')
  })

  test('makes a light event an all-day entry on its day', () => {
    const light = {
      ...event,
      eventType: 'Light',
      lightDate: '2026-12-05',
      startsAt: new Date('2026-12-04T23:00:00Z'),
      endsAt: new Date('2026-12-05T22:59:00Z'),
    }
    const ics = buildCalendar([light], { publicUrl, locale: 'en' })
    expect(ics).toContain('DTSTART;VALUE=DATE:20261205')
    expect(ics).toContain('DTEND;VALUE=DATE:20261206')
    expect(parseCalendar(ics).events[0]?.allDay).toBe(true)
  })

  test('a feed names itself and tells calendars how often to fetch it again', () => {
    const calendar = parseCalendar(
      buildCalendar([event], { publicUrl, locale: 'en', feed: { name: 'My events', refreshSeconds: 3600 } }),
    )
    expect(calendar).toMatchObject({ name: 'My events', refreshInterval: 'PT1H', publishedTtl: 'PT1H' })
  })
})

describe('the calendar file of a mail', () => {
  const calendars = createMailCalendars({ publicUrl, sender: 'Questboard <events@events.example.com>' })
  const player = { nickname: 'Aline', email: 'aline@example.com', locale: 'de' as const }

  test.each(['PUBLISH', 'CANCEL'] as const)(
    '%s: says its method twice, and who sends it to whom',
    (method) => {
      const attachment = calendars.attachment(event, player, method)
      expect(attachment).toMatchObject({
        filename: 'event.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      })
      const calendar = parseCalendar(attachment.content)
      expect(calendar.method).toBe(method)
      expect(calendar.events).toMatchObject([
        {
          uid: 'event-12@events.example.com',
          sequence: 3,
          status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
          organizer: 'events@events.example.com',
          attendees: ['aline@example.com'],
          url: 'https://events.example.com/de/events/12',
        },
      ])
    },
  )

  test('a bare sender address is Questboard’s', () => {
    const bare = createMailCalendars({ publicUrl, sender: 'no-reply@events.example.com' })
    const [parsed] = parseCalendar(bare.attachment(event, player, 'PUBLISH').content).events
    expect(parsed?.organizer).toBe('no-reply@events.example.com')
  })
})

import type { Locale } from '@questboard/domain/constants'
import { escapeHtml } from '@questboard/server/html'
import { formatAddress } from '../format-address.ts'
import { mailTexts } from '../texts.ts'
import { htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'

/** What every mail about an event to one of its players receives: the player and the event's facts. */
export interface EventMailData {
  nickname: string
  eventId: number
  eventName: string
  /** UTC ISO 8601 instants. */
  startsAt: string
  endsAt: string
  /** The venue's IANA time zone: times are written as the venue's clock shows them. */
  timezone: string
  /** One line; empty when the event has no address. */
  address: string
}

/** The mail data of an event for one of its players, the address written in the player's language. */
export function eventMailData(
  event: {
    id: number
    name: string
    startsAt: Date
    endsAt: Date
    timezone: string
    address: Record<string, string | null | undefined>
  },
  recipient: { nickname: string; locale: Locale },
): EventMailData {
  return {
    nickname: recipient.nickname,
    eventId: event.id,
    eventName: event.name,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timezone: event.timezone,
    address: formatAddress(event.address, recipient.locale),
  }
}

/** "Saturday 5 December 2026, 14:00 – 20:00" in the locale's words, on the venue's clock. */
export function formatEventTime(
  data: Pick<EventMailData, 'startsAt' | 'endsAt' | 'timezone'>,
  locale: Locale,
): string {
  return eventTimeFormat(locale, data.timezone).formatRange(new Date(data.startsAt), new Date(data.endsAt))
}

/** One formatter per language and time zone: making one costs more than the rest of a mail (a registration's). */
const eventTimeFormats = new Map<string, Intl.DateTimeFormat>()
function eventTimeFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`
  let format = eventTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone })
    // Bounded by the languages times the zones events are in; a few hundred at most.
    if (eventTimeFormats.size < 2_000) eventTimeFormats.set(key, format)
  }
  return format
}

/** What one event mail says, already in the reader's locale; the rest is the same in every event mail. */
export interface EventMailContent {
  subject: string
  /** The opening sentence, which names the event. */
  lead: string
  /** `strong` (the default) sets the opening sentence in bold in the HTML part. */
  leadStyle?: 'strong' | 'plain'
  /** The label of the date and time, "When" unless given. */
  whenLabel?: string
  /**
   * The player's check-in code after the event's facts: a sentence, the code in large type and, in the HTML part,
   * its QR code (an inline image attached under `qrCid`).
   */
  checkIn?: { sentence: string; code: string; qrCid: string; qrAlt: string }
  /** A paragraph after the event's facts, e.g. about the attached calendar file. */
  note?: string
  /** Puts the note after the link in the plain-text part (the HTML part keeps it before the button). */
  noteAfterAction?: boolean
  /** The button, to a page of the web app (`webUrl`). */
  action: { label: string; pathname: string }
  footer: string
}

/**
 * An event mail: greeting, opening sentence, the event's facts (date and time on the venue's clock, address),
 * an optional note, a link to the web app and the footer, as plain text and HTML.
 */
export function renderEventMail(
  data: EventMailData,
  context: MailContext,
  content: EventMailContent,
): RenderedMail {
  const t = mailTexts(context.locale)
  const greeting = t('greeting', { nickname: data.nickname })
  const url = webUrl(context, content.action.pathname)
  const whenLabel = content.whenLabel ?? t('eventMail.when')
  const when = `${formatEventTime(data, context.locale)} (${t('eventMail.localTime')})`
  const note = content.note === undefined ? [] : [content.note, '']
  const action = [`${content.action.label}: ${url}`, '']
  const checkIn = content.checkIn
  const checkInText = checkIn ? [`${checkIn.sentence} ${checkIn.code}`, ''] : []
  const text = [
    greeting,
    '',
    content.lead,
    '',
    `${whenLabel}: ${when}`,
    ...(data.address ? [`${t('eventMail.where')}: ${data.address}`] : []),
    '',
    ...checkInText,
    ...(content.noteAfterAction ? [...action, ...note] : [...note, ...action]),
    '-- ',
    content.footer,
    '',
  ].join('\n')
  const lead = escapeHtml(content.lead)
  const html = htmlDocument({
    locale: context.locale,
    title: content.subject,
    blocks: [
      `<p>${escapeHtml(greeting)}</p>`,
      content.leadStyle === 'plain' ? `<p>${lead}</p>` : `<p><strong>${lead}</strong></p>`,
      `<p>${escapeHtml(whenLabel)}: ${escapeHtml(when)}${
        data.address ? `<br>${escapeHtml(t('eventMail.where'))}: ${escapeHtml(data.address)}` : ''
      }</p>`,
      ...(checkIn ? checkInHtml(checkIn) : []),
      ...(content.note === undefined ? [] : [`<p>${escapeHtml(content.note)}</p>`]),
    ],
    action: { label: content.action.label, url },
    footer: content.footer,
  })
  return { subject: content.subject, text, html }
}

/** The check-in block of the HTML part: the sentence, the code in large type, its QR code (an inline image). */
function checkInHtml(checkIn: NonNullable<EventMailContent['checkIn']>): string[] {
  return [
    `<p>${escapeHtml(checkIn.sentence)}<br><strong style="font-size:28px;letter-spacing:4px;font-family:Consolas,Menlo,monospace">${escapeHtml(checkIn.code)}</strong></p>`,
    `<p><img src="cid:${escapeHtml(checkIn.qrCid)}" width="180" height="180" alt="${escapeHtml(checkIn.qrAlt)}" style="display:block;border:0"></p>`,
  ]
}

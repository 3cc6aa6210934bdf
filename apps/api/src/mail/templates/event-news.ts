import { escapeHtml } from '@questboard/server/html'
import { mailTexts } from '../texts.ts'
import { formatEventTime } from './event-mail.ts'
import {
  htmlDocument,
  listUnsubscribeHeaders,
  type MailContext,
  type RenderedMail,
  webUrl,
} from './layout.ts'

/** One newly published event as the morning mails list it (decision 037). */
export interface NewsEvent {
  id: number
  name: string
  /** UTC ISO 8601 instants. */
  startsAt: string
  endsAt: string
  /** The venue's IANA time zone: times are written as the venue's clock shows them. */
  timezone: string
  /** One line, in the reader's language; empty when the event has no address. */
  address: string
  /** The store's name, when the store is public. */
  storeName: string | null
}

/** What every morning mail carries: its reader, the events, how many more were found, its unsubscribe token. */
export interface NewsMailData {
  nickname: string
  events: NewsEvent[]
  /** Matching events beyond those listed (the mail links to them all). */
  more: number
  /** The signed token of the mail's unsubscribe link (mail-preferences/unsubscribe-links.ts). */
  unsubscribeToken: string
}

/** What one morning mail says, already in the reader's language. */
export interface NewsMailContent {
  subject: string
  lead: string
  /** The button after the list: the store's page or the search in the list. */
  action: { label: string; pathname: string }
  footer: string
}

/** The page a mail's unsubscribe link opens: it says what the link stops, and stops it (decision 037). */
export function mailUnsubscribeUrl(context: MailContext, token: string): string {
  return webUrl(context, `/mail/unsubscribe?token=${encodeURIComponent(token)}`)
}

/**
 * A morning mail: greeting, opening sentence, the events (name, date and time on the venue's clock, store and
 * address, link), how many more, a button, and the footer with the unsubscribe link; List-Unsubscribe with the
 * one-click POST of RFC 8058 for the mail client's own button.
 */
export function renderNewsMail(
  data: NewsMailData,
  context: MailContext,
  content: NewsMailContent,
): RenderedMail {
  const t = mailTexts(context.locale)
  const greeting = t('greeting', { nickname: data.nickname })
  const unsubscribeUrl = mailUnsubscribeUrl(context, data.unsubscribeToken)
  const actionUrl = webUrl(context, content.action.pathname)
  const items = data.events.map((event) => ({
    url: webUrl(context, `/events/${event.id}`),
    name: event.name,
    when: `${formatEventTime(event, context.locale)} (${t('eventMail.localTime')})`,
    where: [event.storeName, event.address].filter(Boolean).join(' – '),
  }))
  const more = data.more > 0 ? [t('eventNews.more', { count: data.more })] : []
  const text = [
    greeting,
    '',
    content.lead,
    '',
    ...items.flatMap((item) => [
      `* ${item.name}`,
      `  ${item.when}`,
      ...(item.where ? [`  ${item.where}`] : []),
      `  ${item.url}`,
      '',
    ]),
    ...more.flatMap((line) => [line, '']),
    `${content.action.label}: ${actionUrl}`,
    '',
    '-- ',
    content.footer,
    `${t('eventNews.unsubscribe')}: ${unsubscribeUrl}`,
    '',
  ].join('\n')
  const list = items.map(
    (item) =>
      `<li style="margin:0 0 16px"><a href="${escapeHtml(item.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(item.name)}</a>` +
      `<br>${escapeHtml(item.when)}${item.where ? `<br>${escapeHtml(item.where)}` : ''}</li>`,
  )
  const html = htmlDocument({
    locale: context.locale,
    title: content.subject,
    blocks: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p><strong>${escapeHtml(content.lead)}</strong></p>`,
      `<ul style="padding-left:20px">${list.join('')}</ul>`,
      ...more.map((line) => `<p>${escapeHtml(line)}</p>`),
    ],
    action: { label: content.action.label, url: actionUrl },
    footer: content.footer,
    footerLink: { label: t('eventNews.unsubscribe'), url: unsubscribeUrl },
  })
  const oneClick = `${context.publicUrl}/api/mail/unsubscribe/one-click/?token=${encodeURIComponent(data.unsubscribeToken)}`
  return { subject: content.subject, text, html, headers: listUnsubscribeHeaders(oneClick) }
}

import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registrant when the organizer changes the event and asked for notifications. */
export type EventChangedData = EventMailData

export function eventChanged(data: EventChangedData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  return renderEventMail(data, context, {
    subject: t('eventChanged.subject', { event }),
    lead: t('eventChanged.changed', { event }),
    leadStyle: 'plain',
    action: { label: t('eventChanged.action'), pathname: `/events/${data.eventId}` },
    footer: t('eventChanged.footer'),
  })
}

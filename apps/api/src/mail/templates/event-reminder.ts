import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registered player 24 hours before the start, when the organizer asked for it (`send_notifications`). */
export type EventReminderData = EventMailData

export function eventReminder(data: EventReminderData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  return renderEventMail(data, context, {
    subject: t('eventReminder.subject', { event }),
    lead: t('eventReminder.soon', { event }),
    note: t('eventReminder.cannotCome'),
    action: { label: t('eventReminder.action'), pathname: `/events/${data.eventId}` },
    footer: t('eventReminder.footer'),
  })
}

import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent when a player unregisters; the caller attaches a METHOD:CANCEL calendar file. */
export type UnregistrationConfirmationData = EventMailData

export function unregistrationConfirmation(
  data: UnregistrationConfirmationData,
  context: MailContext,
): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  return renderEventMail(data, context, {
    subject: t('unregistrationConfirmation.subject', { event }),
    lead: t('unregistrationConfirmation.unregistered', { event }),
    note: t('unregistrationConfirmation.calendar'),
    action: { label: t('unregistrationConfirmation.action'), pathname: `/events/${data.eventId}` },
    footer: t('unregistrationConfirmation.footer'),
  })
}

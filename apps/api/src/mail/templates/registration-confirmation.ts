import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent when a player registers; the caller attaches the event's calendar file. */
export type RegistrationConfirmationData = EventMailData

export function registrationConfirmation(
  data: RegistrationConfirmationData,
  context: MailContext,
): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  return renderEventMail(data, context, {
    subject: t('registrationConfirmation.subject', { event }),
    lead: t('registrationConfirmation.confirmed', { event }),
    note: t('registrationConfirmation.calendar'),
    noteAfterAction: true,
    action: { label: t('registrationConfirmation.action'), pathname: `/events/${data.eventId}` },
    footer: t('registrationConfirmation.footer'),
  })
}

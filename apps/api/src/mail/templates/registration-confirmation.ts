import { formatCheckInCode } from '@questboard/domain/event-day/check-in-code'
import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** The inline image of the check-in QR code: the caller attaches it under this Content-ID (`checkInQrAttachment`). */
export const CHECK_IN_QR_CID = 'check-in-code'

/** Sent when a player registers: the event, and the check-in code to show on the day; the caller attaches the event's calendar file and the QR code. */
export type RegistrationConfirmationData = EventMailData & { checkInCode: string }

export function registrationConfirmation(
  data: RegistrationConfirmationData,
  context: MailContext,
): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  const code = formatCheckInCode(data.checkInCode)
  return renderEventMail(data, context, {
    subject: t('registrationConfirmation.subject', { event }),
    lead: t('registrationConfirmation.confirmed', { event }),
    checkIn: {
      sentence: t('registrationConfirmation.checkIn'),
      code,
      qrCid: CHECK_IN_QR_CID,
      qrAlt: t('registrationConfirmation.qrAlt', { code }),
    },
    note: t('registrationConfirmation.calendar'),
    noteAfterAction: true,
    action: { label: t('registrationConfirmation.action'), pathname: `/events/${data.eventId}` },
    footer: t('registrationConfirmation.footer'),
  })
}

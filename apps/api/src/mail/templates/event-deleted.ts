import { mailTexts } from '../texts.ts'
import { renderCancellationMail } from './event-cancellation.ts'
import type { EventMailData } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registrant when the organizer (or an admin) deletes the event; with a CANCELLED .ics. */
export type EventDeletedData = EventMailData

export function eventDeleted(data: EventDeletedData, context: MailContext): RenderedMail {
  const cancelled = mailTexts(context.locale)('eventDeleted.cancelled', { event: data.eventName })
  return renderCancellationMail(data, context, cancelled)
}

import { mailTexts } from '../texts.ts'
import { renderCancellationMail } from './event-cancellation.ts'
import type { EventMailData } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registrant when the event is cancelled for too few players (spec §4); with a CANCELLED .ics. */
export type EventAutoCancelledData = EventMailData

export function eventAutoCancelled(data: EventAutoCancelledData, context: MailContext): RenderedMail {
  const cancelled = mailTexts(context.locale)('eventAutoCancelled.cancelled', { event: data.eventName })
  return renderCancellationMail(data, context, cancelled)
}

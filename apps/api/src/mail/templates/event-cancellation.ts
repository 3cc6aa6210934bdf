import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/**
 * A mail telling a registrant that the event is cancelled, with `cancelled` (the sentence giving the reason,
 * in the reader's locale) first; the caller attaches a CANCELLED .ics.
 */
export function renderCancellationMail(
  data: EventMailData,
  context: MailContext,
  cancelled: string,
): RenderedMail {
  // The words of every mail saying an event will not take place; only the reason differs.
  const t = mailTexts(context.locale)
  return renderEventMail(data, context, {
    subject: t('eventCancellation.subject', { event: data.eventName }),
    lead: cancelled,
    whenLabel: t('eventCancellation.when'),
    note: t('eventCancellation.calendar'),
    action: { label: t('eventCancellation.action'), pathname: '/events' },
    footer: t('eventCancellation.footer'),
  })
}

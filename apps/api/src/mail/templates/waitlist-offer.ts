import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to the first player of a sold-out event's waitlist when a seat frees (decision 029). */
export interface WaitlistOfferData extends EventMailData {
  /** UTC ISO 8601: the end of the claim window. */
  offerExpiresAt: string
}

export function waitlistOffer(data: WaitlistOfferData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  // The venue's clock, as the event's own times are written.
  const until = new Intl.DateTimeFormat(context.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: data.timezone,
  }).format(new Date(data.offerExpiresAt))
  return renderEventMail(data, context, {
    subject: t('waitlistOffer.subject', { event }),
    lead: t('waitlistOffer.offered', { event }),
    note: t('waitlistOffer.until', { until: `${until} (${t('eventMail.localTime')})` }),
    action: { label: t('waitlistOffer.action'), pathname: `/events/${data.eventId}` },
    footer: t('waitlistOffer.footer'),
  })
}

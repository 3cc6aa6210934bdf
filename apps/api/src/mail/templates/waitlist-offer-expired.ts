import { mailTexts } from '../texts.ts'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to a player whose waitlist offer ran out unclaimed: the seat went on, and they left the line. */
export type WaitlistOfferExpiredData = EventMailData

export function waitlistOfferExpired(data: WaitlistOfferExpiredData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const event = data.eventName
  return renderEventMail(data, context, {
    subject: t('waitlistOfferExpired.subject', { event }),
    lead: t('waitlistOfferExpired.expired', { event }),
    note: t('waitlistOfferExpired.again'),
    action: { label: t('waitlistOfferExpired.action'), pathname: `/events/${data.eventId}` },
    footer: t('waitlistOfferExpired.footer'),
  })
}

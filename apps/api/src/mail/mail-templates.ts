import { eventAutoCancelled } from './templates/event-auto-cancelled.ts'
import { eventChanged } from './templates/event-changed.ts'
import { eventDeleted } from './templates/event-deleted.ts'
import { eventReminder } from './templates/event-reminder.ts'
import type { MailContext, RenderedMail } from './templates/layout.ts'
import { newsletterConfirmation } from './templates/newsletter-confirmation.ts'
import { organizerRequestDecided } from './templates/organizer-request-decided.ts'
import { registrationConfirmation } from './templates/registration-confirmation.ts'
import { searchAlert } from './templates/search-alert.ts'
import { storeDigest } from './templates/store-digest.ts'
import { unregistrationConfirmation } from './templates/unregistration-confirmation.ts'
import { waitlistOffer } from './templates/waitlist-offer.ts'
import { waitlistOfferExpired } from './templates/waitlist-offer-expired.ts'

/**
 * Every mail the API sends, by name. A new mail is a file in templates/, its texts a group of locales/<locale>.json
 * in the six languages (decision 024), and one line here; `mail.enqueue` then type-checks its data.
 */
export const MAIL_TEMPLATES = {
  'registration-confirmation': registrationConfirmation,
  'unregistration-confirmation': unregistrationConfirmation,
  'event-auto-cancelled': eventAutoCancelled,
  'event-reminder': eventReminder,
  'newsletter-confirmation': newsletterConfirmation,
  'event-changed': eventChanged,
  'event-deleted': eventDeleted,
  'organizer-request-decided': organizerRequestDecided,
  'waitlist-offer': waitlistOffer,
  'store-digest': storeDigest,
  'search-alert': searchAlert,
  'waitlist-offer-expired': waitlistOfferExpired,
} satisfies Record<string, (data: never, context: MailContext) => RenderedMail>

export type MailTemplateName = keyof typeof MAIL_TEMPLATES
export type MailTemplateData<Name extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[Name]>[0]

export function renderMail<Name extends MailTemplateName>(
  name: Name,
  data: MailTemplateData<Name>,
  context: MailContext,
): RenderedMail {
  const render = MAIL_TEMPLATES[name] as (data: MailTemplateData<Name>, context: MailContext) => RenderedMail
  return render(data, context)
}

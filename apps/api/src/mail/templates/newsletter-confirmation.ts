import { escapeHtml } from '@questboard/server/html'
import { mailTexts } from '../texts.ts'
import {
  htmlDocument,
  listUnsubscribeHeaders,
  type MailContext,
  type RenderedMail,
  webUrl,
} from './layout.ts'

/** The double opt-in mail of a newsletter sign-up; the tokens are the random secrets, never stored as such. */
export interface NewsletterConfirmationData {
  confirmToken: string
  unsubscribeToken: string
  /** Days the confirmation link stays valid. */
  validDays: number
}

/** The web page that unsubscribes with a mail's token; every newsletter mail links to it. */
export function newsletterUnsubscribeUrl(context: MailContext, token: string): string {
  return webUrl(context, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
}

/** The newsletter's List-Unsubscribe headers, with the one-click POST of RFC 8058. */
export function newsletterUnsubscribeHeaders(context: MailContext, token: string): Record<string, string> {
  return listUnsubscribeHeaders(
    `${context.publicUrl}/api/newsletter/unsubscribe/one-click/?token=${encodeURIComponent(token)}`,
  )
}

export function newsletterConfirmation(data: NewsletterConfirmationData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const expiry = t('newsletterConfirmation.expiry', { count: data.validDays })
  const confirmUrl = webUrl(context, `/newsletter/confirm?token=${encodeURIComponent(data.confirmToken)}`)
  const unsubscribeUrl = newsletterUnsubscribeUrl(context, data.unsubscribeToken)
  const text = [
    t('newsletterConfirmation.greeting'),
    '',
    t('newsletterConfirmation.intro'),
    '',
    `${t('newsletterConfirmation.action')}: ${confirmUrl}`,
    expiry,
    '',
    t('newsletterConfirmation.ignore'),
    '',
    '-- ',
    t('newsletterConfirmation.footer'),
    `${t('newsletterConfirmation.unsubscribe')}: ${unsubscribeUrl}`,
    '',
  ].join('\n')
  const html = htmlDocument({
    locale: context.locale,
    title: t('newsletterConfirmation.subject'),
    blocks: [
      `<p>${escapeHtml(t('newsletterConfirmation.greeting'))}</p>`,
      `<p>${escapeHtml(t('newsletterConfirmation.intro'))}</p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p>${escapeHtml(t('newsletterConfirmation.ignore'))}</p>`,
    ],
    action: { label: t('newsletterConfirmation.action'), url: confirmUrl },
    footer: t('newsletterConfirmation.footer'),
    footerLink: { label: t('newsletterConfirmation.unsubscribe'), url: unsubscribeUrl },
  })
  return {
    subject: t('newsletterConfirmation.subject'),
    text,
    html,
    headers: newsletterUnsubscribeHeaders(context, data.unsubscribeToken),
  }
}

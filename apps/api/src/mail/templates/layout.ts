import { DEFAULT_LOCALE, type Locale } from '@questboard/domain/constants'
import { escapeHtml } from '@questboard/server/html'

/** What a template renders: the subject and both bodies of one mail. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) on newsletter mails. */
  headers?: Record<string, string>
}

/** What every template may use besides its own data. */
export interface MailContext {
  locale: Locale
  /** The web app's public address, without a trailing slash. */
  publicUrl: string
}

/** A page of the web app in the locale's URL (no prefix for English, decision 004). */
export function webUrl({ locale, publicUrl }: MailContext, pathname: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  return `${publicUrl}${prefix}${pathname}`
}

/**
 * List-Unsubscribe (RFC 2369) with the one-click POST of RFC 8058 to `oneClickUrl`, so mail clients offer their
 * own unsubscribe button, which must work without a browser (the newsletter's mails, the morning mails).
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/**
 * The HTML frame of every mail: one column, inline styles only (mail clients drop style sheets), and
 * nothing that is not also in the plain-text part.
 */
export function htmlDocument(input: {
  locale: Locale
  title: string
  /** Already-escaped HTML blocks. */
  blocks: string[]
  action?: { label: string; url: string }
  footer: string
  /** A link after the footer text, e.g. a newsletter's unsubscribe link. */
  footerLink?: { label: string; url: string }
}): string {
  const action = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>`
    : ''
  return [
    '<!DOCTYPE html>',
    `<html lang="${input.locale}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    ...input.blocks,
    action,
    `<p style="margin-top:32px;font-size:12px;color:#52525b">${escapeHtml(input.footer)}${
      input.footerLink
        ? ` <a href="${escapeHtml(input.footerLink.url)}" style="color:#52525b">${escapeHtml(input.footerLink.label)}</a>`
        : ''
    }</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')
}

import type { Locale } from '@questboard/domain/constants'
import { errorSummary, escapeHtml, FOCUS_SUMMARY, field, layout } from '../interactions/pages'
import { MESSAGES, type MessageKey } from '../interactions/translations'
import { RESET_MESSAGES } from './password-reset.translations'

const back = (locale: Locale, webUrl: string) =>
  `<p class="switch"><a href="${escapeHtml(webUrl)}/">${escapeHtml(MESSAGES[locale].backHome)}</a></p>`

export interface ForgotPageOptions {
  locale: Locale
  webUrl: string
  email?: string
  error?: MessageKey | undefined
  tooManyRequests?: boolean
}

/** "Forgot your password?": the address to send the link to. */
export function renderForgotPage({ locale, webUrl, email, error, tooManyRequests }: ForgotPageOptions) {
  const t = MESSAGES[locale]
  const r = RESET_MESSAGES[locale]
  const problems = [
    ...(error ? [`<a href="#field-email">${escapeHtml(t.email)}: ${escapeHtml(t[error])}</a>`] : []),
    ...(tooManyRequests ? [escapeHtml(r.tooManyRequests)] : []),
  ]
  const content = `<h1>${escapeHtml(r.forgotTitle)}</h1>
${errorSummary(t, problems)}
<p>${escapeHtml(r.forgotIntro)}</p>
<form method="post" action="/password/forgot" novalidate>
<input type="hidden" name="ui_locales" value="${locale}">
${field(t, { name: 'email', label: t.email, type: 'email', value: email, autocomplete: 'email', error, extra: ' autofocus' })}
<button type="submit">${escapeHtml(r.sendLink)}</button>
</form>
${back(locale, webUrl)}`
  return layout(locale, r.forgotTitle, content, problems.length ? FOCUS_SUMMARY : '')
}

/** The same answer whether or not the address has an account. */
export function renderLinkSentPage(locale: Locale, webUrl: string) {
  const r = RESET_MESSAGES[locale]
  return layout(
    locale,
    r.sentTitle,
    `<h1>${escapeHtml(r.sentTitle)}</h1>
<p role="status">${escapeHtml(r.sentText)}</p>
${back(locale, webUrl)}`,
  )
}

export interface ResetPageOptions {
  locale: Locale
  webUrl: string
  token: string
  error?: MessageKey | undefined
}

/** The mail's link: the new password (the link is used only when this form is sent). */
export function renderResetPage({ locale, webUrl, token, error }: ResetPageOptions) {
  const t = MESSAGES[locale]
  const r = RESET_MESSAGES[locale]
  const problems = error
    ? [`<a href="#field-password">${escapeHtml(r.newPassword)}: ${escapeHtml(t[error])}</a>`]
    : []
  const content = `<h1>${escapeHtml(r.resetTitle)}</h1>
${errorSummary(t, problems)}
<form method="post" action="/password/reset" novalidate>
<input type="hidden" name="ui_locales" value="${locale}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field(t, { name: 'password', label: r.newPassword, type: 'password', autocomplete: 'new-password', error, hint: t.passwordHint, extra: ' minlength="8" autofocus' })}
<button type="submit">${escapeHtml(r.resetButton)}</button>
</form>
${back(locale, webUrl)}`
  return layout(locale, r.resetTitle, content, problems.length ? FOCUS_SUMMARY : '')
}

/** An unknown, used or expired link. */
export function renderLinkInvalidPage(locale: Locale, webUrl: string) {
  const r = RESET_MESSAGES[locale]
  return layout(
    locale,
    r.forgotTitle,
    `<h1>${escapeHtml(r.forgotTitle)}</h1>
<div role="alert"><p>${escapeHtml(r.linkInvalid)}</p></div>
<p class="switch"><a href="/password/forgot?ui_locales=${locale}">${escapeHtml(r.askAgain)}</a></p>
${back(locale, webUrl)}`,
  )
}

export function renderResetDonePage(locale: Locale, webUrl: string) {
  const r = RESET_MESSAGES[locale]
  return layout(
    locale,
    r.resetDoneTitle,
    `<h1>${escapeHtml(r.resetDoneTitle)}</h1>
<p role="status">${escapeHtml(r.resetDoneText)}</p>
${back(locale, webUrl)}`,
  )
}

/** The reset mail, in the language the link was asked in. */
export function renderResetMail(locale: Locale, nickname: string, link: string) {
  const r = RESET_MESSAGES[locale]
  const greeting = r.mailGreeting.replace('{nickname}', nickname)
  return {
    subject: r.mailSubject,
    text: `${greeting}\n\n${r.mailText}\n\n${link}\n\n${r.mailIgnore}\n`,
    html: `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(greeting)}</p><p>${escapeHtml(r.mailText)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(r.resetButton)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(r.mailIgnore)}</p></body></html>`,
  }
}

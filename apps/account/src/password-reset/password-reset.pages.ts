import type { Locale } from '@questboard/domain/constants'
import { errorSummary, escapeHtml, FOCUS_SUMMARY, field, layout } from '../interactions/pages'
import { type MessageKey, texts } from '../texts'

const back = (locale: Locale, webUrl: string) =>
  `<p class="switch"><a href="${escapeHtml(webUrl)}/">${escapeHtml(texts(locale)('pages.backHome'))}</a></p>`

export interface ForgotPageOptions {
  locale: Locale
  webUrl: string
  email?: string
  error?: MessageKey | undefined
  tooManyRequests?: boolean
}

/** "Forgot your password?": the address to send the link to. */
export function renderForgotPage({ locale, webUrl, email, error, tooManyRequests }: ForgotPageOptions) {
  const t = texts(locale)
  const problems = [
    ...(error
      ? [`<a href="#field-email">${escapeHtml(t('pages.email'))}: ${escapeHtml(t(`pages.${error}`))}</a>`]
      : []),
    ...(tooManyRequests ? [escapeHtml(t('passwordReset.tooManyRequests'))] : []),
  ]
  const content = `<h1>${escapeHtml(t('passwordReset.forgotTitle'))}</h1>
${errorSummary(t, problems)}
<p>${escapeHtml(t('passwordReset.forgotIntro'))}</p>
<form method="post" action="/password/forgot" novalidate>
<input type="hidden" name="ui_locales" value="${locale}">
${field(t, { name: 'email', label: t('pages.email'), type: 'email', value: email, autocomplete: 'email', error, extra: ' autofocus' })}
<button type="submit">${escapeHtml(t('passwordReset.sendLink'))}</button>
</form>
${back(locale, webUrl)}`
  return layout(locale, t('passwordReset.forgotTitle'), content, problems.length ? FOCUS_SUMMARY : '')
}

/** The same answer whether or not the address has an account. */
export function renderLinkSentPage(locale: Locale, webUrl: string) {
  const t = texts(locale)
  return layout(
    locale,
    t('passwordReset.sentTitle'),
    `<h1>${escapeHtml(t('passwordReset.sentTitle'))}</h1>
<p role="status">${escapeHtml(t('passwordReset.sentText'))}</p>
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
  const t = texts(locale)
  const problems = error
    ? [
        `<a href="#field-password">${escapeHtml(t('passwordReset.newPassword'))}: ${escapeHtml(t(`pages.${error}`))}</a>`,
      ]
    : []
  const content = `<h1>${escapeHtml(t('passwordReset.resetTitle'))}</h1>
${errorSummary(t, problems)}
<form method="post" action="/password/reset" novalidate>
<input type="hidden" name="ui_locales" value="${locale}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field(t, { name: 'password', label: t('passwordReset.newPassword'), type: 'password', autocomplete: 'new-password', error, hint: t('pages.passwordHint'), extra: ' minlength="8" autofocus' })}
<button type="submit">${escapeHtml(t('passwordReset.resetButton'))}</button>
</form>
${back(locale, webUrl)}`
  return layout(locale, t('passwordReset.resetTitle'), content, problems.length ? FOCUS_SUMMARY : '')
}

/** An unknown, used or expired link. */
export function renderLinkInvalidPage(locale: Locale, webUrl: string) {
  const t = texts(locale)
  return layout(
    locale,
    t('passwordReset.forgotTitle'),
    `<h1>${escapeHtml(t('passwordReset.forgotTitle'))}</h1>
<div role="alert"><p>${escapeHtml(t('passwordReset.linkInvalid'))}</p></div>
<p class="switch"><a href="/password/forgot?ui_locales=${locale}">${escapeHtml(t('passwordReset.askAgain'))}</a></p>
${back(locale, webUrl)}`,
  )
}

export function renderResetDonePage(locale: Locale, webUrl: string) {
  const t = texts(locale)
  return layout(
    locale,
    t('passwordReset.resetDoneTitle'),
    `<h1>${escapeHtml(t('passwordReset.resetDoneTitle'))}</h1>
<p role="status">${escapeHtml(t('passwordReset.resetDoneText'))}</p>
${back(locale, webUrl)}`,
  )
}

/** The reset mail, in the language the link was asked in. */
export function renderResetMail(locale: Locale, nickname: string, link: string) {
  const t = texts(locale)
  const greeting = t('passwordReset.mailGreeting', { nickname })
  return {
    subject: t('passwordReset.mailSubject'),
    text: `${greeting}\n\n${t('passwordReset.mailText')}\n\n${link}\n\n${t('passwordReset.mailIgnore')}\n`,
    html: `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(greeting)}</p><p>${escapeHtml(t('passwordReset.mailText'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('passwordReset.resetButton'))}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(t('passwordReset.mailIgnore'))}</p></body></html>`,
  }
}

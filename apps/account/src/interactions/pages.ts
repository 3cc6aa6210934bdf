import { type Locale, NATIVE_LANGUAGE_NAMES } from '@questboard/domain/constants'
import { COUNTRIES } from '../accounts/countries'
import { type AccountTexts, type MessageKey, texts } from '../texts'

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The pages' one stylesheet, inline; the CSP allows it by hash (http/security-headers.ts). */
export const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1b29;background:#f4f2fa}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(30,20,60,.12)}
@media (max-width:32rem){main{margin:0;border-radius:0;box-shadow:none;min-height:100vh}}
.brand{font-weight:700;color:#4b2bb5;margin:0 0 .5rem}
h1{font-size:1.5rem;margin:.25rem 0 1.25rem}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;font-size:.875rem;color:#575268;font-weight:400}
input,select{display:block;width:100%;margin-top:.25rem;padding:.6rem .7rem;font:inherit;border:1px solid #77718a;border-radius:6px;background:#fff}
input:focus,select:focus,button:focus,a:focus{outline:3px solid #f5b700;outline-offset:2px}
[aria-invalid=true]{border-color:#b00020;border-width:2px}
.field-error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
button{display:block;width:100%;margin-top:1.5rem;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#4b2bb5;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#3a1f93}
button.secondary{background:#fff;color:#4b2bb5;border:2px solid #4b2bb5}
.error-summary{border:2px solid #b00020;border-radius:6px;padding:.75rem 1rem;margin-bottom:1rem;background:#fdecee}
.error-summary h2{font-size:1rem;margin:0 0 .25rem}
.error-summary ul{margin:0;padding-left:1.2rem}
a{color:#4b2bb5}
.switch{margin-top:1.5rem;text-align:center}
nav.languages ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem .75rem;list-style:none;padding:0;margin:1.5rem 0 0;font-size:.9rem}
nav.languages a[aria-current]{font-weight:700;text-decoration:none;color:#1d1b29}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
`

export function layout(locale: Locale, title: string, content: string, head = ''): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Questboard</title>
<style>${PAGE_STYLE}</style>${head}
</head>
<body>
<main>
<p class="brand">Questboard</p>
${content}
</main>
</body>
</html>`
}

export interface FieldErrors {
  [field: string]: MessageKey | undefined
}

export function errorSummary(t: AccountTexts, messages: string[]): string {
  if (messages.length === 0) return ''
  return `<div class="error-summary" role="alert" tabindex="-1" id="error-summary">
<h2>${escapeHtml(t('pages.errorSummary'))}</h2>
<ul>${messages.map((message) => `<li>${message}</li>`).join('')}</ul>
</div>`
}

export interface FieldOptions {
  name: string
  label: string
  type?: string
  value?: string
  autocomplete: string
  error?: MessageKey | undefined
  hint?: string
  extra?: string
}

export function field(t: AccountTexts, options: FieldOptions): string {
  const id = `field-${options.name}`
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean)
  return `<label for="${id}">${escapeHtml(options.label)}${
    options.hint ? ` <span class="hint" id="${id}-hint">${escapeHtml(options.hint)}</span>` : ''
  }</label>
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}" value="${escapeHtml(options.value)}" required${
    options.error ? ' aria-invalid="true"' : ''
  }${describedBy.length ? ` aria-describedby="${describedBy.join(' ')}"` : ''}${options.extra ?? ''}>${
    options.error
      ? `<p class="field-error" id="${id}-error">${escapeHtml(t(`pages.${options.error}`))}</p>`
      : ''
  }`
}

/** The same page in the other languages (each name in its own language). */
function languageLinks(current: Locale, t: AccountTexts, href: string): string {
  const links = (Object.keys(NATIVE_LANGUAGE_NAMES) as Locale[]).map((locale) => {
    const name = escapeHtml(NATIVE_LANGUAGE_NAMES[locale])
    return locale === current
      ? `<li><a aria-current="true" lang="${locale}" href="${escapeHtml(`${href}&ui_locales=${locale}`)}">${name}</a></li>`
      : `<li><a lang="${locale}" hreflang="${locale}" href="${escapeHtml(`${href}&ui_locales=${locale}`)}">${name}</a></li>`
  })
  return `<nav class="languages" aria-label="${escapeHtml(t('pages.language'))}"><ul>${links.join('')}</ul></nav>`
}

const FOCUS_SUMMARY_SCRIPT = `addEventListener('DOMContentLoaded',()=>document.getElementById('error-summary')?.focus())`
const SUBMIT_LOGOUT_SCRIPT = `addEventListener('DOMContentLoaded',()=>{const f=document.getElementById('op.logoutForm');const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.append(i);f.submit()})`

/** Every script the pages inline, each allowed by its hash in the CSP: a page runs no other inline script. */
export const INLINE_SCRIPTS = [FOCUS_SUMMARY_SCRIPT, SUBMIT_LOGOUT_SCRIPT]

export const FOCUS_SUMMARY = `<script>${FOCUS_SUMMARY_SCRIPT}</script>`

export interface SignInPageOptions {
  locale: Locale
  uid: string
  email?: string
  error?: 'wrongCredentials' | 'tooManyAttempts' | undefined
  /** With `tooManyAttempts`: how long to wait. */
  retryAfterSeconds?: number
}

/** The minutes a "too many" message says to wait (at least one). */
function minutesToWait(seconds = 60): number {
  return Math.max(1, Math.ceil(seconds / 60))
}

export function renderSignInPage({
  locale,
  uid,
  email,
  error,
  retryAfterSeconds,
}: SignInPageOptions): string {
  const t = texts(locale)
  const message = error && t(`pages.${error}`, { minutes: minutesToWait(retryAfterSeconds) })
  const content = `<h1>${escapeHtml(t('pages.signInTitle'))}</h1>
${errorSummary(t, message ? [escapeHtml(message)] : [])}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" novalidate>
<input type="hidden" name="ui_locales" value="${locale}">
${field(t, { name: 'email', label: t('pages.email'), type: 'email', value: email, autocomplete: 'username', extra: email ? '' : ' autofocus' })}
${field(t, { name: 'password', label: t('pages.password'), type: 'password', autocomplete: 'current-password', extra: email ? ' autofocus' : '' })}
<button type="submit">${escapeHtml(t('pages.signIn'))}</button>
</form>
<p class="switch"><a href="/password/forgot?ui_locales=${locale}">${escapeHtml(t('passwordReset.forgotLink'))}</a></p>
<p class="switch">${escapeHtml(t('pages.noAccount'))} <a href="/interaction/${escapeHtml(uid)}?screen=signup">${escapeHtml(t('pages.signUpLink'))}</a></p>
<p class="switch"><a href="/interaction/${escapeHtml(uid)}/abort">${escapeHtml(t('pages.cancel'))}</a></p>
${languageLinks(locale, t, `/interaction/${uid}?screen=signin`)}`
  return layout(locale, t('pages.signIn'), content, error ? FOCUS_SUMMARY : '')
}

export interface SignUpValues {
  email?: string
  nickname?: string
  country?: string
  birth_date?: string
}

export interface SignUpPageOptions {
  locale: Locale
  uid: string
  values?: SignUpValues
  errors?: FieldErrors
  /** Too many accounts were created from this IP address: how long to wait. */
  retryAfterSeconds?: number | undefined
}

const SIGN_UP_FIELDS = ['email', 'password', 'nickname', 'country', 'birth_date'] as const

export function renderSignUpPage({
  locale,
  uid,
  values = {},
  errors = {},
  retryAfterSeconds,
}: SignUpPageOptions): string {
  const t = texts(locale)
  const labels: Record<(typeof SIGN_UP_FIELDS)[number], string> = {
    email: t('pages.email'),
    password: t('pages.password'),
    nickname: t('pages.nickname'),
    country: t('pages.country'),
    birth_date: t('pages.birthDate'),
  }
  const summary = SIGN_UP_FIELDS.flatMap((name) => {
    const error = errors[name]
    return error
      ? [`<a href="#field-${name}">${escapeHtml(labels[name])}: ${escapeHtml(t(`pages.${error}`))}</a>`]
      : []
  })
  if (retryAfterSeconds !== undefined)
    summary.push(escapeHtml(t('pages.tooManySignUps', { minutes: minutesToWait(retryAfterSeconds) })))
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const countries = COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  )
  const countryError = errors.country
  const today = new Date().toISOString().slice(0, 10)
  const content = `<h1>${escapeHtml(t('pages.signUpTitle'))}</h1>
${errorSummary(t, summary)}
<form method="post" action="/interaction/${escapeHtml(uid)}/signup" novalidate>
<input type="hidden" name="ui_locales" value="${locale}">
${field(t, { name: 'email', label: t('pages.email'), type: 'email', value: values.email, autocomplete: 'email', error: errors.email })}
${field(t, { name: 'password', label: t('pages.password'), type: 'password', autocomplete: 'new-password', error: errors.password, hint: t('pages.passwordHint'), extra: ' minlength="8"' })}
${field(t, { name: 'nickname', label: t('pages.nickname'), value: values.nickname, autocomplete: 'nickname', error: errors.nickname, hint: t('pages.nicknameHint'), extra: ' minlength="2" maxlength="30"' })}
<label for="field-country">${escapeHtml(t('pages.country'))}</label>
<select id="field-country" name="country" autocomplete="country" required${
    countryError ? ' aria-invalid="true" aria-describedby="field-country-error"' : ''
  }>
<option value="">${escapeHtml(t('pages.chooseCountry'))}</option>
${countries
  .map(
    ({ code, name }) =>
      `<option value="${code}"${values.country === code ? ' selected' : ''}>${escapeHtml(name)}</option>`,
  )
  .join('\n')}
</select>${countryError ? `<p class="field-error" id="field-country-error">${escapeHtml(t(`pages.${countryError}`))}</p>` : ''}
${field(t, { name: 'birth_date', label: t('pages.birthDate'), type: 'date', value: values.birth_date, autocomplete: 'bday', error: errors.birth_date, extra: ` max="${today}" min="1900-01-01"` })}
<button type="submit">${escapeHtml(t('pages.signUp'))}</button>
</form>
<p class="switch">${escapeHtml(t('pages.haveAccount'))} <a href="/interaction/${escapeHtml(uid)}?screen=signin">${escapeHtml(t('pages.signInLink'))}</a></p>
<p class="switch"><a href="/interaction/${escapeHtml(uid)}/abort">${escapeHtml(t('pages.cancel'))}</a></p>
${languageLinks(locale, t, `/interaction/${uid}?screen=signup`)}`
  return layout(locale, t('pages.signUp'), content, summary.length ? FOCUS_SUMMARY : '')
}

/** The provider's form posts the sign-out; the SPA already asked, so it submits itself when scripts run. */
export function renderLogoutPage(locale: Locale, form: string, submitAtOnce = false): string {
  const t = texts(locale)
  const autoSubmit = submitAtOnce ? `<script>${SUBMIT_LOGOUT_SCRIPT}</script>` : ''
  const content = `<h1>${escapeHtml(t('pages.signOutTitle'))}</h1>
<p>${escapeHtml(t('pages.signOutQuestion'))}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t('pages.signOut'))}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t('pages.staySignedIn'))}</button>`
  return layout(locale, t('pages.signOutTitle'), content, autoSubmit)
}

export function renderSignedOutPage(locale: Locale, webUrl: string): string {
  const t = texts(locale)
  return layout(
    locale,
    t('pages.signedOutTitle'),
    `<h1>${escapeHtml(t('pages.signedOutTitle'))}</h1><p><a href="${escapeHtml(webUrl)}/">${escapeHtml(t('pages.backHome'))}</a></p>`,
  )
}

export function renderErrorPage(locale: Locale, out: object, webUrl?: string): string {
  const t = texts(locale)
  const details = Object.entries(out)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
  return layout(
    locale,
    t('pages.errorTitle'),
    `<h1>${escapeHtml(t('pages.errorTitle'))}</h1>
<div role="alert"><p>${escapeHtml(t('pages.errorText'))}</p></div>
<dl>${details}</dl>${webUrl ? `<p><a href="${escapeHtml(webUrl)}/">${escapeHtml(t('pages.backHome'))}</a></p>` : ''}`,
  )
}

export interface AccountPageData {
  email: string
  nickname: string
  country: string
  birthDate: string
  joinDate: Date
  loyaltyRegisteredAt: Date | null
}

export function renderAccountPage(
  locale: Locale,
  account: AccountPageData | undefined,
  webUrl: string,
): string {
  const t = texts(locale)
  if (!account) {
    return layout(
      locale,
      t('pages.accountTitle'),
      `<h1>${escapeHtml(t('pages.accountTitle'))}</h1><p>${escapeHtml(t('pages.notSignedIn'))}</p>
<p><a href="${escapeHtml(webUrl)}/">${escapeHtml(t('pages.backHome'))}</a></p>`,
    )
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(account.country) ?? account.country
  const rows: [string, string][] = [
    [t('pages.nickname'), account.nickname],
    [t('pages.email'), account.email],
    [t('pages.country'), country],
    [t('pages.birthDate'), date.format(new Date(`${account.birthDate}T00:00:00Z`))],
    [t('pages.joinDate'), date.format(account.joinDate)],
    [
      t('pages.loyaltyClub'),
      account.loyaltyRegisteredAt
        ? `${t('pages.loyaltyMember')} ${date.format(account.loyaltyRegisteredAt)}`
        : t('pages.loyaltyNotMember'),
    ],
  ]
  return layout(
    locale,
    t('pages.accountTitle'),
    `<h1>${escapeHtml(t('pages.accountTitle'))}</h1>
<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<p><a href="${escapeHtml(webUrl)}/">${escapeHtml(t('pages.backHome'))}</a></p>
<p><a href="/session/end">${escapeHtml(t('pages.signOut'))}</a></p>`,
  )
}

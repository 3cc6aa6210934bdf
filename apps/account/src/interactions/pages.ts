import type { Locale } from '@questboard/domain/constants'
import { escapeHtml } from '@questboard/server/html'
import { COUNTRIES } from '../accounts/countries'
import { texts } from '../texts'
import {
  errorSummary,
  type FieldErrors,
  FOCUS_SUMMARY,
  field,
  languageLinks,
  layout,
  SUBMIT_LOGOUT_SCRIPT,
} from './page-layout'

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

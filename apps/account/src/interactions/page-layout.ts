import { type Locale, NATIVE_LANGUAGE_NAMES } from '@questboard/domain/constants'
import { escapeHtml } from '@questboard/server/html'
import type { AccountTexts, MessageKey } from '../texts'

/** What every page of the account service is made of: its frame, its one stylesheet, its fields and scripts. */

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
export function languageLinks(current: Locale, t: AccountTexts, href: string): string {
  const links = (Object.keys(NATIVE_LANGUAGE_NAMES) as Locale[]).map((locale) => {
    const name = escapeHtml(NATIVE_LANGUAGE_NAMES[locale])
    return locale === current
      ? `<li><a aria-current="true" lang="${locale}" href="${escapeHtml(`${href}&ui_locales=${locale}`)}">${name}</a></li>`
      : `<li><a lang="${locale}" hreflang="${locale}" href="${escapeHtml(`${href}&ui_locales=${locale}`)}">${name}</a></li>`
  })
  return `<nav class="languages" aria-label="${escapeHtml(t('pages.language'))}"><ul>${links.join('')}</ul></nav>`
}

const FOCUS_SUMMARY_SCRIPT = `addEventListener('DOMContentLoaded',()=>document.getElementById('error-summary')?.focus())`
export const SUBMIT_LOGOUT_SCRIPT = `addEventListener('DOMContentLoaded',()=>{const f=document.getElementById('op.logoutForm');const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.append(i);f.submit()})`

/** Every script the pages inline, each allowed by its hash in the CSP: a page runs no other inline script. */
export const INLINE_SCRIPTS = [FOCUS_SUMMARY_SCRIPT, SUBMIT_LOGOUT_SCRIPT]

export const FOCUS_SUMMARY = `<script>${FOCUS_SUMMARY_SCRIPT}</script>`

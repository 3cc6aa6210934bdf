import { createHash } from 'node:crypto'
import type { Context, Next } from 'koa'
import helmet from 'koa-helmet'
import { INLINE_SCRIPTS, PAGE_STYLE } from '../interactions/page-layout'
import { webOrigins } from './web-origins'

/** One year; sent only over https (a browser ignores it over http anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The account service's CSP: its pages' own inline scripts and stylesheet by hash, nothing else inline
 * (oidc-provider adds the hash of the script of its own form_post page to `script-src` when it renders one).
 * Forms post here, and the sign-in and sign-out that follow redirect to the web app: both are form actions.
 */
export function contentSecurityPolicy(options: { issuer: string; webUrl: string }) {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...webOrigins(options.webUrl)],
    'script-src': ["'self'", ...INLINE_SCRIPTS.map(sha256)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", sha256(PAGE_STYLE)],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'upgrade-insecure-requests': options.issuer.startsWith('https:') ? [] : null,
  }
}

/**
 * Security headers on every answer, set before anything runs so that pages, JSON, the provider's own
 * endpoints and errors all carry them: the CSP above, `frame-ancestors 'none'` and `X-Frame-Options: DENY`,
 * `nosniff`, a same-origin opener policy, a `strict-origin-when-cross-origin` referrer and, over https only,
 * HSTS (the issuer is https, or the proxy says so; `ctx.protocol` honours it when ACCOUNT_TRUST_PROXY is on).
 */
export function securityHeaders(options: { issuer: string; webUrl: string }) {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  })
  const https = options.issuer.startsWith('https:')
  return async (ctx: Context, next: Next) => {
    const forwarded = ctx.get('x-forwarded-proto').split(',')[0]?.trim()
    if (https || ctx.protocol === 'https' || forwarded === 'https') ctx.set('Strict-Transport-Security', HSTS)
    return headers(ctx, next)
  }
}

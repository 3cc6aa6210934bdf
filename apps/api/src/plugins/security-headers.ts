import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { AppConfig } from '../config.ts'

/** One year, as browsers' preload lists ask; sent only over https (a browser ignores it over http anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains'

type CspSettings = Pick<AppConfig, 'publicUrl' | 'accountUrl' | 'mapTileUrl' | 'tagManagerUrl'>

/** `'sha256-…'` of each inline `<script>` (one without `src`) of an HTML page: what its CSP must allow. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The origin a tile template is fetched from, as a CSP source: `https://{s}.tile.example.org/{z}/{x}/{y}.png`
 * → `https://*.tile.example.org` (CSP allows a wildcard as the leftmost label only; elsewhere, the scheme).
 */
export function tileSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template)
  if (!match) return ''
  const [, scheme, host = ''] = match
  if (!host.includes('{')) return `${scheme}://${host}`
  const wildcard = host.replace(/^\{[^}]+\}\./, '*.')
  return wildcard.includes('{') ? `${scheme}:` : `${scheme}://${wildcard}`
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined)

/**
 * The Content-Security-Policy of every answer: the web app's build from this origin, the account service
 * (its navbar script, its API and sign-in), the map tiles' host and the tag manager only as configured.
 * Scripts: files only, plus the hashes of what the shell inlines; styles may be inline (the app's shell
 * stylesheet, React's and Leaflet's style attributes, the navbar's shadow stylesheet).
 */
export function contentSecurityPolicy(settings: CspSettings, scriptHashes: string[] = []) {
  const account = originOf(settings.accountUrl)
  const tagManager = originOf(settings.tagManagerUrl || undefined)
  const tiles = tileSource(settings.mapTileUrl)
  const list = (...sources: (string | undefined)[]) => [
    ...new Set(sources.filter((source): source is string => Boolean(source))),
  ]
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': list("'self'", account),
    'script-src': list("'self'", account, tagManager, ...scriptHashes),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': list("'self'", 'data:', 'blob:', tiles, account, tagManager),
    'font-src': ["'self'", 'data:'],
    'connect-src': list("'self'", account, tagManager),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'upgrade-insecure-requests': settings.publicUrl.startsWith('https:') ? [] : null,
  }
}

/** Whether the visitor reached us over https: the public URL says so, or the TLS-terminating proxy does. */
export function servedOverHttps(publicUrl: string, request: FastifyRequest): boolean {
  if (publicUrl.startsWith('https:') || request.protocol === 'https') return true
  const forwarded = request.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first === 'https'
}

/**
 * Security headers on every answer (pages, JSON, files, errors) through helmet: the CSP above,
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`, `nosniff`, a same-origin opener policy, a
 * `strict-origin-when-cross-origin` referrer and, over https only, HSTS. The script hashes are those of
 * the built index.html read at start, as the SPA plugin decides at start whether the app is built. Helmet's
 * middleware is made once (@fastify/helmet made it again for every request: 2 % of the list's CPU).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const config = app.config
    const indexHtml = path.join(config.webDist, 'index.html')
    const hashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : []
    const headers = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, hashes) },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    })
    app.addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, () => undefined)
      if (servedOverHttps(config.publicUrl, request)) reply.header('Strict-Transport-Security', HSTS)
      done()
    })
  },
  { name: 'security-headers' },
)

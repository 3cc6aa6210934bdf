import { retryAfterSecondsOf, unavailableAnswer } from '@questboard/server/unavailable'
import type { Context, Next } from 'koa'
import { localeOf } from '../interactions/locale'
import { renderErrorPage } from '../interactions/pages'
import { HttpError } from './body'
import { webOrigins } from './web-origins'

const HTML_PATHS = /^\/(interaction|account)(\/|$)/

/**
 * Errors of our own routes: a clear 4xx for anything the caller caused, JSON `{detail}` for the APIs and a
 * page for the HTML screens; 503 (507 when its disk is full) while the database is away, with `Retry-After`
 * there and on the provider's own 503s; only real failures are 500 (and logged with their stack).
 */
export function errorHandler(webUrl: string) {
  return async (ctx: Context, next: Next) => {
    try {
      await next()
    } catch (error) {
      const { status, body } = describe(error)
      if (status === 503 || status === 507)
        console.warn('account: database unavailable', ctx.method, ctx.path)
      else if (status >= 500) console.error('account: request failed', ctx.method, ctx.path, error)
      ctx.status = status
      ctx.set('Cache-Control', 'no-store')
      if (HTML_PATHS.test(ctx.path)) {
        ctx.type = 'html'
        ctx.body = renderErrorPage(localeOf(undefined, ctx.get('accept-language')), body, webUrl)
      } else {
        ctx.body = body
      }
    }
    const retryAfter = retryAfterSecondsOf(ctx.status)
    if (retryAfter !== undefined && !ctx.response.get('Retry-After'))
      ctx.set('Retry-After', String(retryAfter))
  }
}

function describe(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.body as Record<string, unknown> }
  }
  const unavailable = unavailableAnswer(error)
  if (unavailable) return { status: unavailable.status, body: { detail: unavailable.detail } }
  const candidate = error as {
    status?: unknown
    statusCode?: unknown
    error?: unknown
    error_description?: unknown
    expose?: unknown
  }
  const status = Number(candidate.statusCode ?? candidate.status)
  if (status >= 400 && status < 500) {
    // oidc-provider's errors (e.g. an expired interaction) carry an OAuth error code and description.
    const detail = String(
      candidate.error_description ?? (candidate.expose ? (error as Error).message : 'Bad request'),
    )
    return { status, body: { detail, ...(candidate.error ? { error: String(candidate.error) } : {}) } }
  }
  return { status: 500, body: { detail: 'Internal server error' } }
}

const API_PATHS = /^\/(main|loyalty)\/v1\//

/** CORS for the web origin on the account and loyalty APIs (the provider handles its own endpoints). */
export function apiCors(webUrl: string) {
  const allowed = webOrigins(webUrl)
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('origin')
    if (!API_PATHS.test(ctx.path) || !origin) return next()
    ctx.vary('Origin')
    if (!allowed.has(origin)) return next()
    ctx.set('Access-Control-Allow-Origin', origin)
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      ctx.set('Access-Control-Allow-Headers', 'Authorization, Content-Type')
      ctx.set('Access-Control-Max-Age', '600')
      ctx.status = 204
      return
    }
    return next()
  }
}

import Router from '@koa/router'
import { createServiceMetrics, metricsAccess } from '@questboard/server/metrics'
import type { Middleware } from 'koa'
import type { Database } from '../db/database'

/**
 * The account service's metrics: a middleware that times every request by its route pattern (the router's
 * matched path; the provider's own endpoints by their path, which holds no ids but the interaction's, cut
 * off), and GET /metrics behind METRICS_TOKEN.
 */
export function accountMetrics(database: Database, token: string | undefined) {
  const metrics = createServiceMetrics('account', () => database.pool)

  const measure: Middleware = async (ctx, next) => {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute
      const route = typeof matched === 'string' ? matched : routeOfPath(ctx.path)
      metrics.observeRequest(ctx.method, route, ctx.status, Number(process.hrtime.bigint() - started) / 1e9)
    }
  }

  const router = new Router()
  router.get('/metrics', async (ctx) => {
    const access = metricsAccess(token, ctx.get('authorization') || undefined)
    if (access === 'off') return // 404
    ctx.set('Cache-Control', 'no-store')
    if (access === 'denied') {
      ctx.status = 401
      ctx.set('WWW-Authenticate', 'Bearer')
      ctx.body = { detail: 'A valid metrics token is required.' }
      return
    }
    ctx.type = metrics.registry.contentType
    ctx.body = await metrics.registry.metrics()
  })
  return { measure, router }
}

// The OpenID provider's endpoints, which our routers do not match: named by their first segment.
const PROVIDER_PREFIXES = new Set([
  '.well-known',
  'auth',
  'token',
  'me',
  'jwks',
  'session',
  'interaction',
  'reg',
])

/** `/interaction/<uid>/login` → `/interaction/*`; any other unmatched path is one series, never one each. */
function routeOfPath(path: string): string {
  const first = path.split('/')[1] ?? ''
  return PROVIDER_PREFIXES.has(first) ? `/${first}/*` : 'unmatched'
}

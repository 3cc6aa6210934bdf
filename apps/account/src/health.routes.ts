import Router from '@koa/router'
import type { Database } from './db/database'

/** GET /healthz: 200 `{"status":"ok"}` when the database answers, 503 otherwise. */
export function healthRouter(database: Database): Router {
  const router = new Router()
  router.get('/healthz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    try {
      await database.ping()
      ctx.body = { status: 'ok' }
    } catch {
      ctx.status = 503
      ctx.body = { status: 'unavailable' }
    }
  })
  return router
}

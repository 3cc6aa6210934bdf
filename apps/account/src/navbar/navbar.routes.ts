import Router from '@koa/router'
import { navbarScript } from './navbar-script'

/** GET /navbar.js: the shared navigation bar, loadable from any Questboard application. */
export function navbarRouter(options: { issuer: string; webUrl: string }): Router {
  const router = new Router()
  const script = navbarScript(options)
  router.get('/navbar.js', (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*')
    // The web app loads it from its own origin: a script other origins may embed.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
    ctx.set('Cache-Control', 'public, max-age=300')
    ctx.type = 'application/javascript; charset=utf-8'
    ctx.body = script
  })
  return router
}

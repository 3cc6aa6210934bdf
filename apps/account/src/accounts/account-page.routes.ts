import Router from '@koa/router'
import type Provider from 'oidc-provider'
import { localeOf } from '../interactions/locale'
import { renderAccountPage } from '../interactions/pages'
import type { AccountsRepository } from './accounts.repository'

/** The navbar's "Account" application: the profile of whoever holds this service's session cookie. */
export function accountPageRouter(options: {
  provider: Provider
  accounts: AccountsRepository
  webUrl: string
}): Router {
  const { provider, accounts, webUrl } = options
  const router = new Router()
  router.get('/', (ctx) => ctx.redirect('/account'))
  router.get('/account', async (ctx) => {
    const sessionId = ctx.cookies.get(provider.cookieName('session'), { signed: true })
    const session = sessionId ? await provider.Session.find(sessionId) : undefined
    const account = session?.accountId ? await accounts.findById(session.accountId) : undefined
    ctx.type = 'html'
    ctx.set('Cache-Control', 'no-store')
    ctx.body = renderAccountPage(localeOf(ctx.query.ui_locales, ctx.get('accept-language')), account, webUrl)
  })
  return router
}

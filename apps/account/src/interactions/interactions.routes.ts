import Router from '@koa/router'
import { type RateLimitCounters, secondsToWait } from '@questboard/server/rate-limit-counters'
import type { RateLimit } from '@questboard/server/rate-limit-settings'
import type { Context } from 'koa'
import type Provider from 'oidc-provider'
import { errors } from 'oidc-provider'
import type { AccountsRepository } from '../accounts/accounts.repository'
import { hashPassword } from '../accounts/password'
import type { SignInService } from '../accounts/sign-in.service'
import { signUpErrors, signUpSchema } from '../accounts/sign-up'
import { readForm } from '../http/body'
import { applyRoles } from '../provider/provider'
import { localeOf } from './locale'
import { renderSignInPage, renderSignUpPage } from './pages'

interface Dependencies {
  provider: Provider
  accounts: AccountsRepository
  signIn: SignInService
  /** Accounts created per IP address. */
  signUp: { counters: RateLimitCounters; limit: RateLimit | null }
}

/** The provider's login prompt: our own sign-in and sign-up pages (consent is implied, see provider.ts). */
export function interactionsRouter({ provider, accounts, signIn, signUp }: Dependencies): Router {
  const router = new Router()

  const details = (ctx: Context) => provider.interactionDetails(ctx.req, ctx.res)
  // The language links and the forms carry `ui_locales`; otherwise the authorization request's applies.
  const localeFor = (ctx: Context, params: Record<string, unknown>, form?: Record<string, string>) =>
    localeOf(form?.ui_locales ?? ctx.query.ui_locales ?? params.ui_locales, ctx.get('accept-language'))
  const html = (ctx: Context, status: number, body: string) => {
    ctx.status = status
    ctx.type = 'html'
    ctx.set('Cache-Control', 'no-store')
    // Never framed by another site (clickjacking): http/security-headers.ts sets that on every answer.
    ctx.body = body
  }
  const finish = async (ctx: Context, result: Parameters<Provider['interactionResult']>[2]) => {
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    })
    ctx.status = 303
    ctx.redirect(redirectTo)
  }

  router.get('/interaction/:uid', async (ctx) => {
    const interaction = await details(ctx)
    const { uid, prompt, params } = interaction
    if (prompt.name === 'consent') {
      // Only reached if a grant could not be prepared beforehand: grant the account's roles and go on.
      const accountId = interaction.session?.accountId
      const account = accountId ? await accounts.findById(accountId) : undefined
      if (!account) return finish(ctx, { error: 'access_denied', error_description: 'unknown account' })
      const grant = interaction.grantId
        ? ((await provider.Grant.find(interaction.grantId)) ??
          new provider.Grant({ accountId: account.id, clientId: String(params.client_id) }))
        : new provider.Grant({ accountId: account.id, clientId: String(params.client_id) })
      applyRoles(grant, account.roles)
      return finish(ctx, { consent: { grantId: await grant.save() } })
    }
    const locale = localeFor(ctx, params)
    const screen = ctx.query.screen ?? params.screen
    if (screen === 'signup') return html(ctx, 200, renderSignUpPage({ locale, uid }))
    return html(
      ctx,
      200,
      renderSignInPage({
        locale,
        uid,
        email: typeof params.login_hint === 'string' ? params.login_hint : undefined,
      }),
    )
  })

  router.post('/interaction/:uid/login', async (ctx) => {
    const { uid, prompt, params } = await details(ctx)
    if (prompt.name !== 'login')
      throw new errors.InvalidRequest('the interaction is not waiting for a sign-in')
    const form = await readForm(ctx)
    const email = form.email ?? ''
    const result = await signIn.signIn(email, form.password ?? '', ctx.ip)
    if (!result.ok) {
      const locale = localeFor(ctx, params, form)
      if (result.reason === 'wrongCredentials')
        return html(ctx, 401, renderSignInPage({ locale, uid, email, error: result.reason }))
      ctx.set('Retry-After', String(result.retryAfterSeconds))
      const wait = { retryAfterSeconds: result.retryAfterSeconds }
      return html(ctx, 429, renderSignInPage({ locale, uid, email, error: result.reason, ...wait }))
    }
    return finish(ctx, { login: { accountId: result.account.id } })
  })

  router.post('/interaction/:uid/signup', async (ctx) => {
    const { uid, prompt, params } = await details(ctx)
    if (prompt.name !== 'login')
      throw new errors.InvalidRequest('the interaction is not waiting for a sign-in')
    const form = await readForm(ctx)
    const values = {
      email: form.email ?? '',
      password: form.password ?? '',
      nickname: form.nickname ?? '',
      country: form.country ?? '',
      birth_date: form.birth_date ?? '',
    }
    const locale = localeFor(ctx, params, form)
    const parsed = signUpSchema.safeParse(values)
    if (!parsed.success) {
      return html(ctx, 400, renderSignUpPage({ locale, uid, values, errors: signUpErrors(parsed.error) }))
    }
    const wait = await secondsToWait(signUp.counters, [{ key: `sign-up-ip:${ctx.ip}`, limit: signUp.limit }])
    if (wait !== undefined) {
      ctx.set('Retry-After', String(wait))
      return html(ctx, 429, renderSignUpPage({ locale, uid, values, retryAfterSeconds: wait }))
    }
    const created = await accounts.create({
      id: crypto.randomUUID(),
      email: parsed.data.email,
      passwordHash: await hashPassword(parsed.data.password),
      nickname: parsed.data.nickname,
      country: parsed.data.country,
      birthDate: parsed.data.birth_date,
      roles: [],
    })
    if (!created) {
      return html(ctx, 409, renderSignUpPage({ locale, uid, values, errors: { email: 'emailTaken' } }))
    }
    return finish(ctx, { login: { accountId: created.id } })
  })

  router.get('/interaction/:uid/abort', async (ctx) => {
    await details(ctx)
    return finish(ctx, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' })
  })

  return router
}

import Router from '@koa/router'
import type { Context } from 'koa'
import { signUpErrors, signUpSchema } from '../accounts/sign-up'
import { readForm } from '../http/body'
import { localeOf } from '../interactions/locale'
import {
  renderForgotPage,
  renderLinkInvalidPage,
  renderLinkSentPage,
  renderResetDonePage,
  renderResetPage,
} from './password-reset.pages'
import type { PasswordResetService } from './password-reset.service'

const emailField = signUpSchema.pick({ email: true })
const passwordField = signUpSchema.pick({ password: true })

/** "Forgot your password?" and the mail's link: pages of their own, outside any sign-in interaction. */
export function passwordResetRouter({ resets, webUrl }: { resets: PasswordResetService; webUrl: string }) {
  const router = new Router({ prefix: '/password' })

  const html = (ctx: Context, status: number, body: string) => {
    ctx.status = status
    ctx.type = 'html'
    ctx.set('Cache-Control', 'no-store')
    ctx.set('X-Frame-Options', 'DENY')
    ctx.set('Content-Security-Policy', "frame-ancestors 'none'")
    ctx.body = body
  }
  const localeFor = (ctx: Context, form?: Record<string, string>) =>
    localeOf(form?.ui_locales ?? ctx.query.ui_locales, ctx.get('accept-language'))

  router.get('/forgot', (ctx) => html(ctx, 200, renderForgotPage({ locale: localeFor(ctx), webUrl })))

  router.post('/forgot', async (ctx) => {
    const form = await readForm(ctx)
    const locale = localeFor(ctx, form)
    const email = form.email ?? ''
    const parsed = emailField.safeParse({ email })
    if (!parsed.success) {
      const error = signUpErrors(parsed.error).email
      return html(ctx, 400, renderForgotPage({ locale, webUrl, email, error }))
    }
    if ((await resets.requestLink(parsed.data.email, ctx.ip, locale)) === 'tooManyRequests') {
      ctx.set('Retry-After', '3600')
      return html(ctx, 429, renderForgotPage({ locale, webUrl, email, tooManyRequests: true }))
    }
    html(ctx, 200, renderLinkSentPage(locale, webUrl))
  })

  router.get('/reset', async (ctx) => {
    const locale = localeFor(ctx)
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : ''
    // Looking does not use the link (mail scanners open links); only sending the form does.
    if (!(await resets.isValid(token))) return html(ctx, 410, renderLinkInvalidPage(locale, webUrl))
    html(ctx, 200, renderResetPage({ locale, webUrl, token }))
  })

  router.post('/reset', async (ctx) => {
    const form = await readForm(ctx)
    const locale = localeFor(ctx, form)
    const token = form.token ?? ''
    const parsed = passwordField.safeParse({ password: form.password ?? '' })
    if (!parsed.success) {
      if (!(await resets.isValid(token))) return html(ctx, 410, renderLinkInvalidPage(locale, webUrl))
      const error = signUpErrors(parsed.error).password
      return html(ctx, 400, renderResetPage({ locale, webUrl, token, error }))
    }
    if (!(await resets.reset(token, parsed.data.password))) {
      return html(ctx, 410, renderLinkInvalidPage(locale, webUrl))
    }
    html(ctx, 200, renderResetDonePage(locale, webUrl))
  })

  return router
}

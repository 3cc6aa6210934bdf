import Router from '@koa/router'
import { z } from 'zod'
import { isUuid } from '../accounts/accounts.repository'
import { accountView } from '../accounts/accounts.service'
import { SERVICE_SCOPES } from '../accounts/roles'
import type { AccessTokenVerifier } from '../http/bearer'
import { badRequest, HttpError } from '../http/body'
import type { LedgerRepository } from '../loyalty/ledger.repository'
import type { PersonalDataRepository } from './personal-data.repository'

interface Dependencies {
  personalData: PersonalDataRepository
  ledger: LedgerRepository
  tokens: AccessTokenVerifier
}

const limitQuery = z.coerce.number().int().min(1).max(500).default(100)

/**
 * The account's own data (export, deletion, with the user's access token) and the Event API's back-channel
 * of deleted accounts (with its service credential). See docs/decisions/021-personal-data.md.
 */
export function personalDataRouter({ personalData, ledger, tokens }: Dependencies): Router {
  const router = new Router({ prefix: '/main/v1' })

  router.get('/user/me/export', async (ctx) => {
    const account = await tokens.account(ctx)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = {
      account: accountView(account),
      loyalty: {
        balances: await ledger.balances(account.id),
        ledger: await personalData.ledgerOf(account.id),
      },
    }
  })

  router.delete('/user/me', async (ctx) => {
    const account = await tokens.account(ctx)
    await personalData.deleteAccount(account.id, account.email)
    ctx.status = 204
  })

  router.get('/account-deletions', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsDeletions)
    const limit = limitQuery.safeParse(ctx.query.limit)
    if (!limit.success) throw badRequest('limit must be an integer from 1 to 500.')
    ctx.body = { results: await personalData.pendingDeletions(limit.data) }
  })

  router.delete('/account-deletions/:id', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsDeletions)
    const id = ctx.params.id ?? ''
    if (!isUuid(id) || !(await personalData.acknowledgeDeletion(id))) {
      throw new HttpError(404, { detail: 'No pending deletion has this account id.' })
    }
    ctx.status = 204
  })

  return router
}

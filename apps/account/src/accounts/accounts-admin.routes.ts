import Router from '@koa/router'
import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import type { AccessTokenVerifier } from '../http/bearer'
import { HttpError } from '../http/body'
import type { AccountsRepository } from './accounts.repository'
import { heldRoles, SERVICE_SCOPES } from './roles'

interface Dependencies {
  accounts: AccountsRepository
  tokens: AccessTokenVerifier
}

/**
 * What the Event API's admin space reads to manage roles (issue 13 §10), with its service credential and the
 * scope that lets it change roles: finding an account by nickname or email, one account, and who changed its
 * roles (the audit PUT /main/v1/users/{id}/roles writes). Every answer names the roles held, `user` included.
 */
export function accountsAdminRouter({ accounts, tokens }: Dependencies): Router {
  const router = new Router({ prefix: '/main/v1/accounts' })

  router.get('/', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsRoles)
    const search = typeof ctx.query.search === 'string' ? ctx.query.search.trim() : ''
    const found = search.length < LOGIN_SEARCH_MIN_LENGTH ? [] : await accounts.searchByLogin(search, true)
    ctx.body = {
      results: found.map(({ id, nickname, email, roles }) => ({
        id,
        nickname,
        email,
        roles: heldRoles(roles),
      })),
    }
  })

  router.get('/:id', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsRoles)
    const account = await accounts.findById(ctx.params.id ?? '')
    if (!account) throw new HttpError(404, { detail: 'No account has this id.' })
    ctx.body = {
      id: account.id,
      nickname: account.nickname,
      email: account.email,
      country: account.country,
      join_date: account.joinDate.toISOString(),
      roles: heldRoles(account.roles),
    }
  })

  router.get('/:id/role-history', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsRoles)
    const id = ctx.params.id ?? ''
    if (!(await accounts.findById(id))) throw new HttpError(404, { detail: 'No account has this id.' })
    const history = await accounts.roleHistory(id)
    ctx.body = {
      results: history.map((change) => ({
        changed_by: change.changedBy,
        changed_by_nickname: change.changedByNickname,
        roles_before: heldRoles(change.rolesBefore),
        roles_after: heldRoles(change.rolesAfter),
        reason: change.reason,
        changed_at: change.changedAt.toISOString(),
      })),
    }
  })

  return router
}

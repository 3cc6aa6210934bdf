import Router from '@koa/router'
import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { z } from 'zod'
import type { AccessTokenVerifier } from '../http/bearer'
import { badRequest, HttpError, readJson } from '../http/body'
import type { LedgerRepository } from '../loyalty/ledger.repository'
import { type AccountsRepository, isUuid } from './accounts.repository'
import { accountView, loyaltyRefusal } from './accounts.service'
import { ALL_ROLES, heldRoles, isGrantableRole, SERVICE_SCOPES } from './roles'

interface Dependencies {
  accounts: AccountsRepository
  ledger: LedgerRepository
  tokens: AccessTokenVerifier
  /** Called after an account's roles changed, to refresh what its existing grants allow. */
  onRolesChanged: (accountId: string, roles: string[]) => Promise<void>
}

const roleChangesQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(500),
})

const rolesBody = z.object({
  roles: z.array(z.enum(ALL_ROLES)).max(ALL_ROLES.length),
  /** The account that asked (an administrator), recorded in the role audit. */
  changed_by: z.string().refine(isUuid).nullish(),
  /** Where the change came from, e.g. `admin-space` or `organizer-request:12`. */
  reason: z.string().trim().min(1).max(200).nullish(),
})

/** The central account API of spec §7 plus the roles the Event API reads and grants. */
export function accountsRouter({ accounts, ledger, tokens, onRolesChanged }: Dependencies): Router {
  const router = new Router({ prefix: '/main/v1' })

  router.get('/user/me', async (ctx) => {
    ctx.body = accountView(await tokens.account(ctx))
  })

  router.post('/user/me/loyalty', async (ctx) => {
    const account = await tokens.account(ctx)
    await readJson(ctx) // an empty body is expected; anything else is ignored once it parses
    const refusal = loyaltyRefusal(account)
    if (refusal) throw new HttpError(403, { detail: refusal })
    const registered = await accounts.registerLoyalty(account.id)
    ctx.body = accountView(registered ?? account)
  })

  router.get('/user/me/loyalty', async (ctx) => {
    const account = await tokens.account(ctx)
    const { XP, Coins } = await ledger.balances(account.id)
    ctx.body = { XP, Coins }
  })

  router.get('/users', async (ctx) => {
    const caller = await tokens.account(ctx)
    const login = typeof ctx.query.login === 'string' ? ctx.query.login.trim() : ''
    if (login.length < LOGIN_SEARCH_MIN_LENGTH) {
      ctx.body = []
      return
    }
    const isAdmin = caller.roles.includes('admin')
    const found = await accounts.searchByLogin(login, isAdmin)
    ctx.body = found.map(({ id, nickname, email }) => (isAdmin ? { id, nickname, email } : { id, nickname }))
  })

  // The Event API re-reads them at most a minute apart (decision 020): a role removed here stops there.
  router.get('/users/:id/roles', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsRoles)
    const account = await accounts.findById(ctx.params.id ?? '')
    if (!account) throw new HttpError(404, { detail: 'No account has this id.' })
    // The version of the feed these roles are (decision 020): a reader keeps whichever it read is newer.
    ctx.body = { roles: heldRoles(account.roles), version: account.rolesVersion }
  })

  // The roles feed each Event API instance polls (decision 020): every account whose roles changed after the
  // version `after`, with the roles it holds now; `settled` says the reader may move its cursor past it.
  router.get('/role-changes', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsRoles)
    const query = roleChangesQuery.safeParse(ctx.query)
    if (!query.success) {
      throw badRequest('after must be an integer ≥ 0 and limit an integer from 1 to 500.')
    }
    const changes = await accounts.roleChangesAfter(query.data.after, query.data.limit)
    ctx.body = {
      results: changes.map((change) => ({
        account_id: change.id,
        roles: heldRoles(change.roles),
        version: change.version,
        changed_at: change.changedAt?.toISOString() ?? null,
        settled: change.settled,
      })),
    }
  })

  router.put('/users/:id/roles', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.accountsRoles)
    const parsed = rolesBody.safeParse(await readJson(ctx))
    if (!parsed.success) {
      throw badRequest(
        `The body must be {"roles": [...], "changed_by"?: uuid, "reason"?: text} with roles among ${ALL_ROLES.join(', ')}.`,
      )
    }
    const roles = [...new Set(parsed.data.roles.filter(isGrantableRole))]
    const updated = await accounts.setRoles(ctx.params.id ?? '', roles, {
      changedBy: parsed.data.changed_by ?? null,
      reason: parsed.data.reason ?? null,
    })
    if (!updated) throw new HttpError(404, { detail: 'No account has this id.' })
    await onRolesChanged(ctx.params.id ?? '', roles)
    ctx.status = 204
  })

  return router
}

import Router from '@koa/router'
import { z } from 'zod'
import { isUuid } from '../accounts/accounts.repository'
import { accountView } from '../accounts/accounts.service'
import { SERVICE_SCOPES } from '../accounts/roles'
import type { AccessTokenVerifier } from '../http/bearer'
import { badRequest, HttpError, readJson } from '../http/body'
import type { LedgerRepository } from './ledger.repository'

interface Dependencies {
  ledger: LedgerRepository
  tokens: AccessTokenVerifier
}

const creditsBody = z.object({
  event_id: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String),
  credits: z
    .array(
      z.object({
        user_id: z.string().refine(isUuid, 'must be an account id'),
        xp: z.number().int().min(0).max(100_000),
        coins: z.number().int().min(0).max(100_000),
      }),
    )
    .max(10_000),
  // Membership of the loyalty club lives here: with this flag the sender gives each player's coins as a member
  // would earn them, and non-members get none, judged in the same place as the ledger (no stale copy).
  coins_for_members_only: z.boolean().default(false),
})

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
})

/**
 * The loyalty service's reads (user token), its public leaderboard and, for the Event API's service
 * credential, any account's balances and the credits.
 */
export function loyaltyRouter({ ledger, tokens }: Dependencies): Router {
  const router = new Router({ prefix: '/loyalty/v1' })

  router.get('/me', async (ctx) => {
    const account = accountView(await tokens.account(ctx))
    ctx.body = {
      user: { country: account.country, join_date: account.join_date },
      registered: account.loyalty_registration,
    }
  })

  router.get('/me/balances', async (ctx) => {
    const account = await tokens.account(ctx)
    ctx.body = await ledger.balances(account.id)
  })

  // The Event API reads a member's balances for them (DESIGN.md): it holds only its own tool token, not the
  // user's access token, so it calls with its service credential.
  router.get('/users/:accountId/balances', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.loyaltyRead)
    const accountId = (ctx.params.accountId ?? '').toLowerCase()
    const exists = isUuid(accountId) && (await ledger.existingAccountIds([accountId])).has(accountId)
    if (!exists) throw new HttpError(404, { detail: 'No account has this id.' })
    ctx.body = await ledger.balances(accountId)
  })

  router.get('/leaderboard', async (ctx) => {
    const parsed = pageQuery.safeParse(ctx.query)
    if (!parsed.success) throw badRequest('page must be 1 or more; page_size between 1 and 100.')
    ctx.body = await ledger.leaderboard(parsed.data.page, parsed.data.page_size)
  })

  router.post('/credits', async (ctx) => {
    await tokens.service(ctx, SERVICE_SCOPES.loyaltyCredit)
    const parsed = creditsBody.safeParse(await readJson(ctx))
    if (!parsed.success) {
      throw new HttpError(400, {
        detail: 'The body must be {"event_id", "credits": [{"user_id", "xp", "coins"}]}.',
        errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      })
    }
    const { event_id, coins_for_members_only } = parsed.data
    let { credits } = parsed.data
    const seen = new Set<string>()
    for (const credit of credits) {
      if (seen.has(credit.user_id)) throw badRequest(`user ${credit.user_id} appears twice.`)
      seen.add(credit.user_id)
    }
    const known = await ledger.existingAccountIds([...seen])
    const unknown = [...seen].filter((id) => !known.has(id))
    if (unknown.length) throw new HttpError(400, { detail: 'Unknown accounts.', unknown_users: unknown })
    if (coins_for_members_only) {
      const members = await ledger.loyaltyMemberIds([...seen])
      credits = credits.map((credit) => (members.has(credit.user_id) ? credit : { ...credit, coins: 0 }))
    }
    const credited = await ledger.credit(
      event_id,
      credits.map((credit) => ({ userId: credit.user_id, xp: credit.xp, coins: credit.coins })),
    )
    const creditedIds = new Set(credited.map((credit) => credit.userId))
    ctx.status = credited.length > 0 ? 201 : 200
    ctx.body = {
      event_id,
      credited: credited.map((credit) => ({ user_id: credit.userId, xp: credit.xp, coins: credit.coins })),
      already_credited: [...seen].filter((id) => !creditedIds.has(id)),
    }
  })

  return router
}

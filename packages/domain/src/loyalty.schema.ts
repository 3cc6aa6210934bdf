/**
 * The loyalty club's reads as the web app, the Event API and the account service agree on them (DESIGN.md):
 * a member's balances (`GET /loyalty/v1/me/balances` and `/loyalty/v1/users/{id}/balances` on the account
 * service, `GET /api/users/me/lp_balances/` on the Event API) and the leaderboard.
 */
import { z } from 'zod'

export const loyaltyBalancesSchema = z.object({
  XP: z.number().int().nonnegative(),
  /** Coins not yet expired. */
  Coins: z.number().int().nonnegative(),
  /** The unexpired coins grouped by expiry instant (UTC ISO 8601), soonest first. */
  coins_expiring: z.array(z.object({ amount: z.number().int().nonnegative(), expires_at: z.iso.datetime() })),
})

export type LoyaltyBalances = z.infer<typeof loyaltyBalancesSchema>

/** Leaderboard page sizes the web app offers (spec §2 "per-page selector"; values decided in docs/decisions). */
export const LEADERBOARD_PAGE_SIZES = [10, 25, 50] as const
export type LeaderboardPageSize = (typeof LEADERBOARD_PAGE_SIZES)[number]

export const leaderboardPageSchema = z.object({
  count: z.number().int().nonnegative(),
  results: z.array(
    z.object({ rank: z.number().int().positive(), nickname: z.string(), xp: z.number().int() }),
  ),
})

export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>

import type { LoyaltyBalances } from '@questboard/domain/loyalty.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

export type { LoyaltyBalances }

export function loyaltyBalancesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['loyalty', 'balances', userId],
    queryFn: ({ signal }) =>
      apiFetch<LoyaltyBalances>('/api/users/me/lp_balances/', { signal, authenticated: true }),
    // Without the Event API's token (its sign-in failed) the call could only be refused.
    enabled: userId !== null,
  })
}

/** The member's XP, coins and the coins' expiry (`GET /api/users/me/lp_balances/` on the Event API). */
export function useLoyaltyBalances(userId: string | null) {
  return useQuery(loyaltyBalancesQueryOptions(userId))
}

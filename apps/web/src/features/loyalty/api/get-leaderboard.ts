import { type LeaderboardPage, leaderboardPageSchema } from '@questboard/domain/loyalty.schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { loadRuntimeConfig } from '../../../lib/runtime-config'

export type { LeaderboardPage }

export function leaderboardQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['loyalty', 'leaderboard', page, pageSize],
    queryFn: async ({ signal }) => {
      const { accountUrl } = await loadRuntimeConfig()
      const body = await apiFetch<unknown>(`${accountUrl}/loyalty/v1/leaderboard`, {
        query: { page, page_size: pageSize },
        signal,
      })
      // Another service's answer: checked, so a surprise shows the error state rather than a broken table.
      return leaderboardPageSchema.parse(body)
    },
    placeholderData: keepPreviousData,
  })
}

/** The club's members ranked by XP (`GET /loyalty/v1/leaderboard` on the account service; public). */
export function useLeaderboard(page: number, pageSize: number) {
  return useQuery(leaderboardQueryOptions(page, pageSize))
}

import { LEADERBOARD_PAGE_SIZES, type LeaderboardPageSize } from '@questboard/domain/loyalty.schema'

export const DEFAULT_LEADERBOARD_PAGE_SIZE: LeaderboardPageSize = LEADERBOARD_PAGE_SIZES[0]

export interface LeaderboardPaging {
  page: number
  pageSize: LeaderboardPageSize
}

/** The leaderboard's page and page size from the club page's query; anything odd falls back to the defaults. */
export function leaderboardPaging(search: URLSearchParams): LeaderboardPaging {
  const page = Number(search.get('page'))
  const pageSize = Number(search.get('page_size'))
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: LEADERBOARD_PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_LEADERBOARD_PAGE_SIZE,
  }
}

/** The query of a leaderboard page: defaults left out, other parameters of the page kept. */
export function leaderboardSearch(current: URLSearchParams, paging: LeaderboardPaging): URLSearchParams {
  const next = new URLSearchParams(current)
  if (paging.page > 1) next.set('page', String(paging.page))
  else next.delete('page')
  if (paging.pageSize !== DEFAULT_LEADERBOARD_PAGE_SIZE) next.set('page_size', String(paging.pageSize))
  else next.delete('page_size')
  return next
}

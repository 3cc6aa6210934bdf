import { PAGINATION_PROXIMITY } from '@questboard/domain/constants'

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string }

/**
 * The pages a pager shows (spec §9, proximity 1): the first, the last, the current one and its neighbours
 * within `proximity`; ellipses for the rest. A gap that would hide a single page shows that page instead,
 * since an ellipsis takes the same room and tells less.
 */
export function paginationItems(
  current: number,
  total: number,
  proximity = PAGINATION_PROXIMITY,
): PaginationItem[] {
  if (total < 1) return []
  const page = Math.min(Math.max(current, 1), total)
  const shown = new Set<number>([1, total])
  for (let near = page - proximity; near <= page + proximity; near++) {
    if (near >= 1 && near <= total) shown.add(near)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  let previous = 0
  for (const shownPage of pages) {
    if (shownPage - previous === 2) items.push({ type: 'page', page: previous + 1 })
    else if (shownPage - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` })
    items.push({ type: 'page', page: shownPage })
    previous = shownPage
  }
  return items
}

/** How many pages `count` items fill at `pageSize` per page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(0, Math.ceil(count / pageSize))
}

import type { StorePage, StoreSummary } from '@questboard/domain/event-api.schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { useViewerKey } from '../../identity'

export type { StoreSummary }

/** `GET /api/stores/?search=`: public stores by name or city, for the shop filter. */
export function useStoreSearch(search: string) {
  const viewer = useViewerKey()
  const query = { search: search.trim(), page_size: 8 }
  return useQuery({
    queryKey: ['stores', query, viewer],
    queryFn: ({ signal }) =>
      apiFetch<StorePage>('/api/stores/', { query, signal, authenticated: viewer !== null }),
    enabled: query.search.length > 0,
    placeholderData: keepPreviousData,
  })
}

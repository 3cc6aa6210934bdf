import type { StorePage, StoreSummary } from '@questboard/domain/event-api.schema'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
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

/** Stars or un-stars a store (`PUT`/`DELETE /api/stores/{id}/favorite/`). */
export function useFavoriteStore() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      apiFetch<unknown>(`/api/stores/${id}/favorite/`, {
        method: favorite ? 'PUT' : 'DELETE',
        authenticated: true,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['stores'] }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  })
}

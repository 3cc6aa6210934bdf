import type { StoreDetail } from '@questboard/domain/event-api.schema'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { storeKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

/** `GET /api/stores/{id}/`: a public store's page (with whether the signed-in caller follows it). */
export function useStore(id: string) {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: storeKeys.detail(id, viewer),
    queryFn: ({ signal }): Promise<StoreDetail> =>
      apiCall('/api/stores/{id}/', 'get', { params: { id }, signal, authenticated: viewer !== null }),
    // A 4xx will not change on a retry (a 404 is the page's answer: not found, and no alert, spec §8).
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys, mailKeys, storeKeys } from '../../../lib/query-keys'

/**
 * Follows or stops following a store (`PUT`/`DELETE /api/stores/{id}/follow/`, decision 037): the stores, the
 * events (their `is_favorite`, the list's `favorites`) and the mail preferences' list are read again.
 */
export function useFollowStore() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, follow }: { id: number; follow: boolean }) =>
      follow
        ? apiCall('/api/stores/{id}/follow/', 'put', { params: { id }, authenticated: true })
        : apiCall('/api/stores/{id}/follow/', 'delete', { params: { id }, authenticated: true }),
    onSettled: () =>
      Promise.all(
        [storeKeys.all, eventKeys.all, mailKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

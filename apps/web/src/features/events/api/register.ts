import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/use-locale'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'

/**
 * `POST` (201) and `DELETE` (204) `/api/events/{id}/register/`. Registering sends the interface language so
 * the confirmation mail is in it. Either way the event (seats, labels) and its players are read again.
 */
export function useRegistration(id: string) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: eventKeys.players(id) }),
      queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
    ])
  // The registration panel shows a refusal's reason itself (spec §8's "api" alert would repeat it).
  const register = useMutation({
    meta: { alert: false },
    mutationFn: () =>
      apiCall('/api/events/{id}/register/', 'post', {
        params: { id },
        authenticated: true,
        headers: { 'Accept-Language': locale },
      }),
    onSettled: refresh,
  })
  const unregister = useMutation({
    meta: { alert: false },
    mutationFn: () =>
      apiCall('/api/events/{id}/register/', 'delete', { params: { id }, authenticated: true }),
    onSettled: refresh,
  })
  return { register, unregister }
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
import { useIdentity } from '../../identity'

const deckPath = (id: string) => `/api/events/${id}/register/deck/`

/**
 * The player's deck photo as a blob (`GET …/register/deck/` needs the tool token, so an `<img src>` cannot
 * load it); null when none was sent yet.
 */
export function useDeckPhoto(id: string, enabled: boolean) {
  const token = useIdentity().user?.toolToken
  return useQuery({
    queryKey: eventKeys.deck(id),
    enabled: enabled && Boolean(token),
    queryFn: async ({ signal }): Promise<Blob | null> => {
      const response = await fetch(deckPath(id), {
        signal,
        headers: token ? { Authorization: `Token ${token}` } : {},
      })
      if (response.status === 404) return null
      if (!response.ok) throw new ApiError(response.status, await response.text())
      return response.blob()
    },
    retry: false,
  })
}

/** `PUT …/register/deck/` as multipart `deck_photo`. */
export function useUploadDeckPhoto(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // The upload form shows the refusal's reason itself.
    meta: { alert: false },
    mutationFn: (file: File) => {
      const body = new FormData()
      body.set('deck_photo', file)
      return apiFetch<unknown>(deckPath(id), { method: 'PUT', body, authenticated: true })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.deck(id) }),
  })
}

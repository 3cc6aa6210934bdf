import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { loadRuntimeConfig } from '../../../lib/runtime-config'
import { signOut } from '../../identity'

/**
 * `POST /api/users/me/export/`: the Event API gathers the caller's data, reading the account and loyalty
 * ledger from the account service with the access token (docs/decisions/021); saved as a JSON file.
 */
export function useDownloadPersonalData() {
  return useMutation({
    meta: { alert: false },
    mutationFn: async (accessToken: string) => {
      const data = await apiFetch<unknown>('/api/users/me/export/', {
        method: 'POST',
        authenticated: true,
        body: { access_token: accessToken },
      })
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
      const link = document.createElement('a')
      link.href = url
      link.download = 'questboard-data.json'
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 0)
    },
  })
}

/** `DELETE /main/v1/user/me` at the account service, then the session ends here. */
export function useDeleteAccount() {
  return useMutation({
    meta: { alert: false },
    mutationFn: async (accessToken: string) => {
      const { accountUrl } = await loadRuntimeConfig()
      await apiFetch<void>(`${accountUrl}/main/v1/user/me`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${accessToken}` },
      })
    },
    onSuccess: () => signOut(),
  })
}

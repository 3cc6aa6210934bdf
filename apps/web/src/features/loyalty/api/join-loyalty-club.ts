import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { loadRuntimeConfig } from '../../../lib/runtime-config'
import { type AccountMe, useIdentity } from '../../identity'

/** `POST /main/v1/user/me/loyalty` (spec §7): joins the club with the account access token, empty body. */
export async function joinLoyaltyClub(accessToken: string): Promise<AccountMe> {
  const { accountUrl } = await loadRuntimeConfig()
  return apiFetch<AccountMe>(`${accountUrl}/main/v1/user/me/loyalty`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  })
}

/** Joins the club and takes the account's new state into the session (its `loyaltyRegistration`). */
export function useJoinLoyaltyClub() {
  const { user, applyAccount } = useIdentity()
  const queryClient = useQueryClient()
  return useMutation({
    // The club page answers with the §8 loyalty error message itself.
    meta: { alert: false },
    mutationFn: () => {
      if (!user) throw new Error('Only a signed-in user may join the loyalty club')
      return joinLoyaltyClub(user.accessToken)
    },
    onSuccess: async (account) => {
      applyAccount(account)
      await queryClient.invalidateQueries({ queryKey: ['loyalty'] })
    },
  })
}

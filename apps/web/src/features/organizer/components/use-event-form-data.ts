import { hasRole } from '@questboard/domain/roles'
import { useMemo } from 'react'
import { useGames } from '../../../lib/reference-data'
import { useIdentity } from '../../identity'
import { type AddressValues, addressValues } from '../api/event-form'
import { useProfile } from '../api/profile'

/**
 * What the event form needs besides the event: the games, the store's address (for "use my address"; an
 * admin may have none, and a failed profile load only costs that switch) and whether the user is an admin.
 */
export function useEventFormData() {
  const games = useGames()
  const profile = useProfile()
  const { user } = useIdentity()
  const stored = profile.data?.store_information?.address
  const storeAddress = useMemo<AddressValues | null>(() => {
    const address = addressValues(stored)
    return address.street && address.city && address.country ? address : null
  }, [stored])
  return {
    games: games.data ?? [],
    storeAddress,
    isAdmin: hasRole(user, 'admin'),
    isPending: games.isPending || profile.isPending,
    gamesError: games.isError ? games.error : null,
    retry: () => {
      void games.refetch()
      void profile.refetch()
    },
  }
}

import type { PlayerRecord } from '@questboard/domain/player-record.schema'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../../lib/api-contract'

/** The query key of the signed-in player's record (under the user's own data). */
export const playerRecordKey = ['users', 'me', 'record'] as const

/** `GET /api/users/me/record/`: the events the player attended and missed (issue 15 §5). */
export function usePlayerRecord({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: playerRecordKey,
    queryFn: (): Promise<PlayerRecord> => apiCall('/api/users/me/record/', 'get', { authenticated: true }),
    enabled,
  })
}

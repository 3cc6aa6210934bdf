import type { ResultForm } from '@questboard/domain/result.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'

export interface ResultPlayer {
  id: number
  name: string
}

export const awardXpQueryKey = (eventId: string) => ['results', 'valid-users', eventId] as const

/**
 * `GET /api/events/{id}/award_xp/`: the registered players the results may name, as a list sorted by
 * nickname (the API answers a nickname → id map).
 */
export function awardXpQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: awardXpQueryKey(eventId),
    queryFn: async ({ signal }) => {
      const body = await apiFetch<{ valid_users: Record<string, number> }>(
        `/api/events/${eventId}/award_xp/`,
        { signal, authenticated: true },
      )
      return toPlayers(body.valid_users)
    },
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
  })
}

export function useResultPlayers(eventId: string, enabled: boolean) {
  return useQuery({ ...awardXpQueryOptions(eventId), enabled })
}

export function toPlayers(validUsers: Record<string, number>): ResultPlayer[] {
  return Object.entries(validUsers)
    .map(([name, id]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** `POST /api/events/{id}/award_xp/`: 204 once saved; a second submission is a 409. */
export function submitResults(eventId: string, body: ResultForm): Promise<void> {
  return apiFetch<void>(`/api/events/${eventId}/award_xp/`, { method: 'POST', body, authenticated: true })
}

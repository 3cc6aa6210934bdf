import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { EventDayRound, Standing } from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { eventDayKeys, eventKeys } from '../../../lib/query-keys'

/** While the stream is not live, the views ask again this often (a refused or broken stream). */
export const FALLBACK_REFRESH_MS = 30_000

const retryUnlessClientError = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2

/**
 * While the stream is live, what it put in a query is the current answer until its next message says otherwise
 * (decision 033): never stale, so a view that starts showing it asks nothing. Otherwise, every 30 s.
 */
const freshness = (live: boolean) =>
  live
    ? { staleTime: Number.POSITIVE_INFINITY, refetchInterval: false as const }
    : { refetchInterval: FALLBACK_REFRESH_MS }

/**
 * `GET /api/events/{id}/rounds/{n}/`: the round's tables and results (none before the first pairing); the live
 * stream's messages carry it, and it is fetched only when one does not.
 */
export function useRound(id: string, number: number | null, live: boolean) {
  return useQuery({
    queryKey: eventDayKeys.round(id, number ?? 0),
    queryFn: ({ signal }): Promise<EventDayRound> =>
      apiCall('/api/events/{id}/rounds/{n}/', 'get', { params: { id, n: number ?? 0 }, signal }),
    enabled: number !== null,
    // The next round's first answer keeps the last round on screen instead of a blank.
    placeholderData: keepPreviousData,
    ...freshness(live),
    retry: retryUnlessClientError,
  })
}

/**
 * `GET /api/events/{id}/standings/`, once `enabled` (the stream's first message carries them: no request for
 * them while it connects).
 */
export function useStandings(id: string, live: boolean, enabled = true) {
  return useQuery({
    queryKey: eventDayKeys.standings(id),
    queryFn: ({ signal }): Promise<Standing[]> =>
      apiCall('/api/events/{id}/standings/', 'get', { params: { id }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    ...freshness(live),
    retry: retryUnlessClientError,
  })
}

/**
 * Without the stream (refused, or never connected), the current round and its timer from the rounds themselves:
 * `GET /api/events/{id}/rounds/`, then the latest round's timer.
 */
export function useFallbackRound(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...eventDayKeys.rounds(id), 'current'],
    queryFn: async ({ signal }): Promise<{ round: number | null; timer: RoundTimer | null }> => {
      const rounds = await apiCall('/api/events/{id}/rounds/', 'get', { params: { id }, signal })
      const latest = rounds.at(-1)
      if (!latest) return { round: null, timer: null }
      const timer = await apiCall('/api/events/{id}/rounds/{n}/timer/', 'get', {
        params: { id, n: latest.number },
        signal,
      })
      return { round: latest.number, timer }
    },
    enabled,
    refetchInterval: FALLBACK_REFRESH_MS,
    retry: retryUnlessClientError,
  })
}

/**
 * The event, for its name (`GET /api/events/{id}/`), under the events' own key: the event page's copy serves
 * when the viewer comes from there. (The events feature links here, so this feature does not import it.)
 */
export function useLiveEvent(id: string, viewer: string | null) {
  return useQuery({
    queryKey: eventKeys.detailFor(id, viewer),
    queryFn: ({ signal }): Promise<EventDetail> =>
      apiCall('/api/events/{id}/', 'get', { params: { id }, signal, authenticated: viewer !== null }),
    retry: retryUnlessClientError,
  })
}

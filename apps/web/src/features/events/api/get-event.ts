import type { EventDetail, EventPlayer } from '@questboard/domain/event-api.schema'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

/** A 4xx will not change on a retry; a network failure or a 5xx may. */
const retryUnlessClientError = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1

export function eventQueryOptions(id: string, viewer: string | null) {
  return queryOptions({
    queryKey: eventKeys.detailFor(id, viewer),
    queryFn: ({ signal }): Promise<EventDetail> =>
      apiCall('/api/events/{id}/', 'get', { params: { id }, signal, authenticated: viewer !== null }),
    retry: retryUnlessClientError,
  })
}

/** `GET /api/events/{id}/`, with the caller's registration when signed in. */
export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id, useViewerKey()))
}

/** `GET /api/events/{id}/players/`: nicknames only. */
export function usePlayers(id: string) {
  return useQuery({
    queryKey: eventKeys.players(id),
    queryFn: ({ signal }): Promise<EventPlayer[]> =>
      apiCall('/api/events/{id}/players/', 'get', { params: { id }, signal }),
    retry: retryUnlessClientError,
  })
}

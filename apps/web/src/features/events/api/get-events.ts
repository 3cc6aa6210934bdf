import type { EventPage } from '@questboard/domain/event-api.schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { useIdentity } from '../../identity/use-identity'
import { type EventFilters, filtersToApiQuery } from '../lib/event-filters'

/** Who asks: a signed-in player sees their own registrations and may ask for favourite stores. */
export function useViewerKey(): string | null {
  const { status, user } = useIdentity()
  return status === 'connected' ? (user?.optoolUserId ?? user?.id ?? null) : null
}

export function eventsQueryOptions(
  filters: EventFilters,
  paging: { page: number; pageSize: number },
  viewer: string | null,
) {
  const query = filtersToApiQuery(filters, paging)
  return queryOptions({
    queryKey: ['events', 'list', query, viewer],
    queryFn: ({ signal }) =>
      apiFetch<EventPage>('/api/events/', { query, signal, authenticated: viewer !== null }),
    // The previous page stays on screen while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
  })
}

/** `GET /api/events/` for the filters of the URL. */
export function useEvents(filters: EventFilters, paging: { page: number; pageSize: number }) {
  return useQuery(eventsQueryOptions(filters, paging, useViewerKey()))
}

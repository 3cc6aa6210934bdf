import type { EventPage } from '@questboard/domain/event-api.schema'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'
import { type EventFilters, filtersToApiQuery } from '../lib/event-filters'

export function eventsQueryOptions(
  filters: EventFilters,
  paging: { page: number; pageSize: number },
  viewer: string | null,
) {
  const query = filtersToApiQuery(filters, paging)
  return queryOptions({
    queryKey: eventKeys.list(query, viewer),
    queryFn: ({ signal }): Promise<EventPage> =>
      apiCall('/api/events/', 'get', { query, signal, authenticated: viewer !== null }),
    // The previous page stays on screen while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
  })
}

/** `GET /api/events/` for the filters of the URL. */
export function useEvents(filters: EventFilters, paging: { page: number; pageSize: number }) {
  return useQuery(eventsQueryOptions(filters, paging, useViewerKey()))
}

import type { EventLocation } from '@questboard/domain/event-api.schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { type EventFilters, filtersToApiQuery } from '../lib/event-filters'

/** `GET /api/events/event_locations/`: every matching event as a map point (no paging). */
export function useEventLocations(filters: EventFilters) {
  const query = filtersToApiQuery(filters)
  return useQuery({
    queryKey: ['events', 'locations', query],
    queryFn: ({ signal }) => apiFetch<EventLocation[]>('/api/events/event_locations/', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

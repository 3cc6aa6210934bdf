import type { EventMap } from '@questboard/domain/event-api.schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'
import { type EventApiQuery, type EventFilters, filtersToApiQuery } from '../lib/event-filters'
import type { MapViewQuery } from '../lib/map-view'

/**
 * `GET /api/events/event_locations/?bbox=…&zoom=…` with the list's filters: the clusters and single events
 * in the map's view, and how many events it holds. Nothing is asked before the map knows its view.
 *
 * The previous answer stays on screen while the next loads (the markers stand where they are on the
 * ground, the new area fills in when its answer comes), and a view the visitor has already left is not
 * waited for: TanStack Query aborts the request of a query nobody observes any more (its `signal`).
 */
export function useEventMap(filters: EventFilters, view: MapViewQuery | undefined) {
  // The stores the signed-in player follows (`favorites=true`) are theirs: asked with their token, as the list.
  const viewer = useViewerKey()
  const query: EventApiQuery = { ...filtersToApiQuery(filters), bbox: view?.bbox, zoom: view?.zoom }
  // The visitor's position only orders the list (nearest first): the map's answer is the same without it.
  delete query.order
  delete query.latitude
  delete query.longitude
  return useQuery({
    queryKey: eventKeys.map(query, viewer),
    queryFn: ({ signal }) =>
      apiFetch<EventMap>('/api/events/event_locations/', { query, signal, authenticated: viewer !== null }),
    enabled: view !== undefined,
    placeholderData: keepPreviousData,
  })
}

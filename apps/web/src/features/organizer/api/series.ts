import type { Repeat } from '@questboard/domain/series'
import type { EventSeriesView } from '@questboard/domain/series-api.schema'
import { useQuery } from '@tanstack/react-query'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'
import type { EventRequestBody } from './events'

/** `POST /api/event_series/`: one draft event per date of `repeat`. */
export function createSeries(body: EventRequestBody & { repeat: Repeat }): Promise<EventSeriesView> {
  return apiCall('/api/event_series/', 'post', { body, authenticated: true })
}

/** `PUT /api/event_series/{id}/`: the form applied to the events of the series from `from` on. */
export function updateSeries(
  id: number,
  body: EventRequestBody & { from: string; publish?: boolean },
): Promise<EventSeriesView> {
  return apiCall('/api/event_series/{id}/', 'put', { params: { id: String(id) }, body, authenticated: true })
}

/** `DELETE /api/event_series/{id}/?from=`: its events from `from` on are deleted, or cancelled once published. */
export function cancelSeries(id: number, from: string): Promise<unknown> {
  return apiCall('/api/event_series/{id}/', 'delete', {
    params: { id: String(id) },
    query: { from },
    authenticated: true,
  })
}

/** The series an event belongs to (under the events' key: a save of any of them refreshes it). */
export function useSeries(id: number | null) {
  return useQuery({
    queryKey: eventKeys.series(id ?? 0),
    queryFn: () =>
      apiCall('/api/event_series/{id}/', 'get', { params: { id: String(id) }, authenticated: true }),
    enabled: id !== null,
  })
}

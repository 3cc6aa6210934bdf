import type { EventBody } from '@questboard/domain/event.schema'
import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

/**
 * `GET /api/events/{id}/` with the tool token (drafts are visible to their owner and admins only). The same cache
 * entry as the public page's copy for this viewer (`eventKeys.detailFor`): a save refreshes both.
 */
export function useOrganizerEvent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: eventKeys.detailFor(id, useViewerKey()),
    queryFn: (): Promise<EventDetail> =>
      apiCall('/api/events/{id}/', 'get', { params: { id }, authenticated: true }),
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
    enabled,
  })
}

/** The body the API takes: the event form's output, and the owner when an admin reassigns the event. */
export type EventRequestBody = EventBody & { owner?: number }

/** `POST /api/events/`: saved as a draft. */
export function createEvent(body: EventRequestBody): Promise<{ id: number }> {
  return apiCall('/api/events/', 'post', { body, authenticated: true })
}

export function updateEvent(id: string, body: EventRequestBody): Promise<EventDetail> {
  return apiCall('/api/events/{id}/', 'put', { params: { id }, body, authenticated: true })
}

/** `POST /api/events/{id}/publish/`: draft → published. */
export function publishEvent(id: string): Promise<EventDetail> {
  return apiCall('/api/events/{id}/publish/', 'post', { params: { id }, authenticated: true })
}

export function deleteEvent(id: string): Promise<unknown> {
  return apiCall('/api/events/{id}/', 'delete', { params: { id }, authenticated: true })
}

/** `PUT /api/events/{id}/cover/` (multipart): the event's cover image (issue 13 §7); answers the event. */
export function uploadCover(id: string, file: File): Promise<EventDetail> {
  const body = new FormData()
  body.set('cover', file, file.name)
  return apiFetch<EventDetail>(`/api/events/${encodeURIComponent(id)}/cover/`, {
    method: 'PUT',
    body,
    authenticated: true,
  })
}

/** `DELETE /api/events/{id}/cover/`: the game's art shows instead. */
export function removeCover(id: string): Promise<unknown> {
  return apiCall('/api/events/{id}/cover/', 'delete', { params: { id }, authenticated: true })
}

import type { OrganizerDashboard, Registrant } from '@questboard/domain/organizer-events.schema'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

/** `GET /api/events/organized/`: the caller's drafts, upcoming events and events awaiting results. */
export function useOrganizerDashboard() {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: eventKeys.organized(viewer),
    queryFn: ({ signal }) =>
      apiFetch<OrganizerDashboard>('/api/events/organized/', { signal, authenticated: true }),
    enabled: viewer !== null,
    // Saving results, publishing or a player's registration elsewhere moves events between sections.
    refetchOnMount: 'always',
  })
}

/** `GET /api/events/{id}/registrants/`: for the event's organizer and admins. */
export function useRegistrants(id: string) {
  return useQuery({
    queryKey: eventKeys.registrants(id),
    queryFn: ({ signal }) =>
      apiFetch<Registrant[]>(`/api/events/${id}/registrants/`, { signal, authenticated: true }),
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
    refetchOnMount: 'always',
  })
}

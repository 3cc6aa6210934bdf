import type { OrganizerDashboard, Registrant } from '@questboard/domain/organizer-events.schema'
import type { Waitlist } from '@questboard/domain/waitlist.schema'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

/** `GET /api/events/organized/`: the caller's drafts, upcoming events and events awaiting results. */
export function useOrganizerDashboard() {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: eventKeys.organized(viewer),
    queryFn: ({ signal }): Promise<OrganizerDashboard> =>
      apiCall('/api/events/organized/', 'get', { signal, authenticated: true }),
    enabled: viewer !== null,
    // Saving results, publishing or a player's registration elsewhere moves events between sections.
    refetchOnMount: 'always',
  })
}

/** `GET /api/events/{id}/registrants/`: for the event's organizer and admins. */
export function useRegistrants(id: string) {
  return useQuery({
    queryKey: eventKeys.registrants(id),
    queryFn: ({ signal }): Promise<Registrant[]> =>
      apiCall('/api/events/{id}/registrants/', 'get', { params: { id }, signal, authenticated: true }),
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
    refetchOnMount: 'always',
  })
}

/** `GET /api/events/{id}/waitlist/`: for the event's organizer and admins, the whole line in order. */
export function useWaitlistLine(id: string, enabled: boolean) {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: eventKeys.waitlistFor(id, viewer),
    queryFn: ({ signal }): Promise<Waitlist> =>
      apiCall('/api/events/{id}/waitlist/', 'get', { params: { id }, signal, authenticated: true }),
    enabled: enabled && viewer !== null,
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
    refetchOnMount: 'always',
  })
}

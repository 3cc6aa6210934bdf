import { useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import type { EventOwnership } from '../guards'

/**
 * The owner of an event (its Event API user id), for the event-edit guard. Drafts are visible to their
 * owner and admins only, so the call carries the tool token; a 404 (or any failure) means no access.
 */
export function useEventOwnership(id: string | undefined): EventOwnership | undefined {
  const query = useQuery({
    queryKey: ['event-owner', id],
    queryFn: () =>
      apiFetch<{ owner?: string | number | null }>(`/api/events/${id}/`, { authenticated: true }),
    enabled: id !== undefined,
    // A failure here is an access refusal (the guard sends the user home), not an error to report.
    meta: { alert: false },
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
    staleTime: 0,
  })
  if (id === undefined) return undefined
  if (query.isPending) return { status: 'loading' }
  if (query.isError) return { status: 'missing' }
  return { status: 'loaded', owner: query.data.owner ?? null }
}

import type { OrganizerRequestBody } from '@questboard/domain/organizer-request.schema'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'

export type OrganizerRequestStatus = 'pending' | 'approved' | 'rejected'

/** A request to become an organizer as the Event API answers it (decision 013). */
export interface OrganizerRequest {
  id: number
  account_id: string
  customer_id: string
  tax_number: string
  status: OrganizerRequestStatus
  reason: string | null
  created_at: string
  decided_at: string | null
}

export const myOrganizerRequestKey = ['organizer-request', 'me'] as const

/** `GET /api/organizer-requests/me/`: the caller's latest request, null when they never asked (404). */
export function useMyOrganizerRequest(enabled: boolean) {
  return useQuery({
    queryKey: myOrganizerRequestKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<OrganizerRequest>('/api/organizer-requests/me/', {
          signal,
          authenticated: true,
        })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    enabled,
    retry: (count, error) => !(error instanceof ApiError) && count < 1,
  })
}

/** `POST /api/organizer-requests/`: 201 with the new pending request. */
export function submitOrganizerRequest(body: OrganizerRequestBody): Promise<OrganizerRequest> {
  return apiFetch<OrganizerRequest>('/api/organizer-requests/', { method: 'POST', body, authenticated: true })
}

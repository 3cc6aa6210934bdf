import { PAGE_SIZE } from '@questboard/domain/constants'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import type { OrganizerRequest, OrganizerRequestStatus } from '../../organizer-request'

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const
export type AdminEventStatus = (typeof EVENT_STATUSES)[number]
export const REQUEST_STATUSES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly OrganizerRequestStatus[]

interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

export interface AdminEvent {
  id: number
  name: string
  status: AdminEventStatus
  event_type: string
  game: number
  game_name: string
  starts_at: string
  timezone: string
  owner: number
  owner_nickname: string
  players_count: number
  max_players: number | null
  awarded_xp: boolean
}

export interface AdminOrganizerRequest extends OrganizerRequest {
  user: { id: number; nickname: string; email: string }
}

export const ADMIN_PAGE_SIZE = PAGE_SIZE

/** `GET /api/admin/events/`: every event of every owner, drafts and cancelled ones too. */
export function useAdminEvents(filters: { search: string; status: AdminEventStatus | ''; page: number }) {
  return useQuery({
    queryKey: ['admin', 'events', filters],
    queryFn: ({ signal }) =>
      apiFetch<Page<AdminEvent>>('/api/admin/events/', {
        signal,
        authenticated: true,
        query: {
          search: filters.search,
          status: filters.status,
          page: filters.page,
          page_size: ADMIN_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  })
}

export const organizerRequestsKey = ['admin', 'organizer-requests'] as const

/** `GET /api/organizer-requests/`: latest first, of one status or all. */
export function useOrganizerRequests(filters: { status: OrganizerRequestStatus | ''; page: number }) {
  return useQuery({
    queryKey: [...organizerRequestsKey, filters],
    queryFn: ({ signal }) =>
      apiFetch<Page<AdminOrganizerRequest>>('/api/organizer-requests/', {
        signal,
        authenticated: true,
        query: { status: filters.status, page: filters.page, page_size: ADMIN_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
}

export function decideOrganizerRequest(
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<OrganizerRequest> {
  return apiFetch<OrganizerRequest>(`/api/organizer-requests/${id}/${decision}/`, {
    method: 'POST',
    authenticated: true,
    body: decision === 'reject' && reason ? { reason } : {},
  })
}

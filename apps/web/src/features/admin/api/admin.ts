import { PAGE_SIZE } from '@questboard/domain/constants'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { type ApiAnswer, apiCall } from '../../../lib/api-contract'
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

export type AdminAccount = ApiAnswer<'/api/admin/users/', 'get'>['results'][number]
export type AdminAccountDetail = ApiAnswer<'/api/admin/users/{account}/', 'get'>
export const MANAGED_ROLES = ['organizer', 'admin'] as const
export type ManagedRole = (typeof MANAGED_ROLES)[number]

const adminUsersKey = ['admin', 'users'] as const

/** `GET /api/admin/users/?search=`: accounts by nickname or email (nothing under two characters). */
export function useAdminUserSearch(search: string) {
  return useQuery({
    queryKey: [...adminUsersKey, 'search', search],
    queryFn: ({ signal }) =>
      apiCall('/api/admin/users/', 'get', { signal, authenticated: true, query: { search } }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  })
}

/** `GET /api/admin/users/{account}/`: the account's roles, registrations and role history. */
export function useAdminUser(account: string | null) {
  return useQuery({
    queryKey: [...adminUsersKey, 'detail', account],
    queryFn: ({ signal }) =>
      apiCall('/api/admin/users/{account}/', 'get', {
        signal,
        authenticated: true,
        params: { account: account ?? '' },
      }),
    enabled: account !== null,
  })
}

/** `PUT /api/admin/users/{account}/roles/`; the answer is the account as it now is, shown at once. */
export function useSetRoles(account: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (roles: ManagedRole[]) =>
      apiCall('/api/admin/users/{account}/roles/', 'put', {
        authenticated: true,
        params: { account },
        body: { roles },
      }),
    // The form says what went wrong itself (a 409 in its words): no app-wide alert on top of it.
    meta: { alert: false },
    onSuccess: (updated) => {
      queryClient.setQueryData([...adminUsersKey, 'detail', account], updated)
      void queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'search'] })
    },
  })
}

/** `PUT /api/games/{id}/art/` (multipart): a game's art (issue 13 §7). */
export function setGameArt(id: number, file: File): Promise<unknown> {
  const body = new FormData()
  body.set('art', file, file.name)
  return apiFetch(`/api/games/${id}/art/`, { method: 'PUT', body, authenticated: true })
}

/** `DELETE /api/games/{id}/art/`. */
export function removeGameArt(id: number): Promise<unknown> {
  return apiCall('/api/games/{id}/art/', 'delete', { params: { id }, authenticated: true })
}

import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

export interface UserMatch {
  id: number
  nickname: string
}

/** `GET /api/users/autocomplete/{search}/` (admins reassigning an event); nothing under 2 characters. */
export function useUserSearch(search: string) {
  const term = search.trim()
  return useQuery({
    queryKey: ['organizer', 'user-search', term],
    queryFn: () =>
      apiFetch<UserMatch[]>(`/api/users/autocomplete/${encodeURIComponent(term)}/`, { authenticated: true }),
    enabled: term.length >= LOGIN_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  })
}

import type { StoreInformation } from '@questboard/domain/store.schema'
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

/** `GET /api/users/me/` (DESIGN.md "Profile"). */
export interface Profile {
  id: number
  nickname: string
  email: string
  is_public: boolean
  lp_opted: boolean
  store_logo: string | null
  logo_url: string | null
  store_information: Partial<StoreInformation> | null
}

export const profileQueryKey = ['organizer', 'profile'] as const

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => apiFetch<Profile>('/api/users/me/', { authenticated: true }),
  })
}

/** `POST /api/users/me/` (multipart, 204). */
export function saveProfile(body: FormData): Promise<void> {
  return apiFetch<void>('/api/users/me/', { method: 'POST', body, authenticated: true })
}

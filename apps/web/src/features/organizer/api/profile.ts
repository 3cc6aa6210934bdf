import type { NoShowRule } from '@questboard/domain/no-shows'
import type { Picture } from '@questboard/domain/picture.schema'
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
  /** The store's photo, beside its logo (issue 13 §7). */
  store_photo: Picture | null
  store_information: Partial<StoreInformation> | null
  /** The store's rule about players who missed events (issue 15 §5). */
  no_show_rule: NoShowRule
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

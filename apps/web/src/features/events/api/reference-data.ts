import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

export interface Game {
  id: number
  name: string
}

export interface LocationCountry {
  code: string
  name: string
  cities: { id: number; name: string; lat: number; lng: number; timezone: string }[]
}

// Reference data changes with a deployment, not during a visit.
const forTheVisit = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY }

/** `GET /api/games/`. */
export function useGames() {
  return useQuery({
    queryKey: ['reference', 'games'],
    queryFn: ({ signal }) => apiFetch<Game[]>('/api/games/', { signal }),
    ...forTheVisit,
  })
}

/** `GET /api/locations/`: the countries with their preset cities. */
export function useLocations() {
  return useQuery({
    queryKey: ['reference', 'locations'],
    queryFn: ({ signal }) => apiFetch<LocationCountry[]>('/api/locations/', { signal }),
    ...forTheVisit,
  })
}

import type { Game } from '@questboard/domain/event-api.schema'
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from './api'
import { gameKeys, locationKeys } from './query-keys'

/**
 * A game of the catalog, as `GET /api/games/` lists it (the event form, the filters and the search use it),
 * with its art (issue 13 §7).
 */
export type { Game }

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
    queryKey: gameKeys.all,
    queryFn: ({ signal }) => apiFetch<Game[]>('/api/games/', { signal }),
    ...forTheVisit,
  })
}

/** `GET /api/locations/`: the countries with their preset cities. */
export function useLocations() {
  return useQuery({
    queryKey: locationKeys.all,
    queryFn: ({ signal }) => apiFetch<LocationCountry[]>('/api/locations/', { signal }),
    ...forTheVisit,
  })
}

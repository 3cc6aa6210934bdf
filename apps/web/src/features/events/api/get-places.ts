import type { PlaceSuggestion } from '@questboard/domain/place.schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'

export type { PlaceSuggestion }

/** `GET /api/places/?q=`: towns whose name starts with the text, from the gazetteer the Event API ships. */
export function usePlaceSuggestions(text: string) {
  const q = text.trim()
  return useQuery({
    queryKey: ['places', q],
    queryFn: ({ signal }) => apiFetch<PlaceSuggestion[]>('/api/places/', { query: { q }, signal }),
    enabled: q.length > 0,
    // The gazetteer changes with a release, not within a visit.
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  })
}

import { type EventFilters, filtersToQuery } from './event-filters'

/** sessionStorage: the last search of the list and the map, for the browser session (issue 13 §3). */
export const SEARCH_STORAGE_KEY = 'search'
/** localStorage: the visitor's place once known (a town chosen, or near me), so it is never asked twice. */
export const PLACE_STORAGE_KEY = 'place'

export interface RememberedPlace {
  name?: string
  lat: number
  lng: number
}

/** Storage may be missing or refuse (a private window, a full quota): remembering is then skipped. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action()
  } catch {
    return undefined
  }
}

/** The last search's URL query (no page), or '' when there was none or it was reset. */
export function readSearch(storage: Storage | undefined): string {
  return attempt(() => storage?.getItem(SEARCH_STORAGE_KEY)) ?? ''
}

/** Keeps the search, and its place (when it has a point) beyond the session. */
export function rememberSearch(
  filters: EventFilters,
  session: Storage | undefined,
  local: Storage | undefined,
) {
  attempt(() => session?.setItem(SEARCH_STORAGE_KEY, filtersToQuery(filters).toString()))
  if (filters.latitude === undefined || filters.longitude === undefined) return
  const place: RememberedPlace = { name: filters.place, lat: filters.latitude, lng: filters.longitude }
  attempt(() => local?.setItem(PLACE_STORAGE_KEY, JSON.stringify(place)))
}

/** The visitor's remembered place, if one was kept and still reads as one. */
export function readPlace(storage: Storage | undefined): RememberedPlace | undefined {
  const text = attempt(() => storage?.getItem(PLACE_STORAGE_KEY))
  if (!text) return undefined
  const value = attempt(() => JSON.parse(text) as unknown)
  if (typeof value !== 'object' || value === null) return undefined
  const { name, lat, lng } = value as Record<string, unknown>
  if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return undefined
  }
  return { name: typeof name === 'string' ? name : undefined, lat, lng }
}

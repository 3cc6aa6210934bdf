import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { type EventFilters, filtersToQuery, parseFilters, parsePage } from './event-filters'
import { readSearch, rememberSearch } from './remembered-search'

const storages = () =>
  typeof window === 'undefined'
    ? { session: undefined, local: undefined }
    : { session: window.sessionStorage, local: window.localStorage }

/**
 * The filters and page of the event list and the locator, kept in the URL query: a filtered list is a
 * shareable link, survives a reload, and the back button undoes a filter change. Changing a filter goes
 * back to page 1. With `remember` (the list and the map), the search is kept for the session: coming back
 * to either without a query brings it back, so switching between them keeps it (issue 13 §3).
 */
export function useEventFilters({ remember = false }: { remember?: boolean } = {}) {
  const [query, setQuery] = useSearchParams()
  const { pathname } = useLocation()
  const filters = useMemo(() => parseFilters(query), [query])
  const page = parsePage(query)

  const setFilters = useCallback(
    (next: EventFilters) => setQuery(filtersToQuery(next), { preventScrollReset: true }),
    [setQuery],
  )
  const hrefFor = useCallback(
    (target: number) => {
      const search = filtersToQuery(filters, target).toString()
      return search ? `${pathname}?${search}` : pathname
    },
    [filters, pathname],
  )

  // Spec §4: an unknown city id is cleared, from the address too (replacing it: nothing to go back to).
  const unknownCity = query.has('city') && filters.city === undefined
  useEffect(() => {
    if (unknownCity) setQuery(filtersToQuery(filters, page), { replace: true, preventScrollReset: true })
  }, [unknownCity, filters, page, setQuery])

  // Arriving at a bare address brings the session's search back (replacing it); any other search is kept,
  // a reset (bare, after arriving) too.
  const bare = query.size === 0
  const arriving = useRef(true)
  useEffect(() => {
    if (!remember) return
    const { session, local } = storages()
    const kept = arriving.current && bare ? readSearch(session) : ''
    arriving.current = false
    if (kept) setQuery(new URLSearchParams(kept), { replace: true, preventScrollReset: true })
    else rememberSearch(filters, session, local)
  }, [remember, bare, filters, setQuery])

  return { filters, page, setFilters, hrefFor }
}

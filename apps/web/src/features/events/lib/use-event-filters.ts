import { useCallback, useEffect, useMemo } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { type EventFilters, filtersToQuery, parseFilters, parsePage } from './event-filters'

/**
 * The filters and page of the event list and the locator, kept in the URL query: a filtered list is a
 * shareable link, survives a reload, and the back button undoes a filter change. Changing a filter goes
 * back to page 1.
 */
export function useEventFilters() {
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

  return { filters, page, setFilters, hrefFor }
}

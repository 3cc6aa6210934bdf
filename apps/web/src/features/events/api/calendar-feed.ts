import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ApiAnswer, apiCall } from '../../../lib/api-contract'
import { calendarFeedKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'
import { type EventFilters, filtersToApiQuery } from '../lib/event-filters'

/** The address of the player's private calendar feed, over HTTPS and for calendar apps (webcal://). */
export type CalendarFeed = ApiAnswer<'/api/users/me/calendar_feed/', 'get'>

/** `GET /api/users/me/calendar_feed/` (made on first ask). */
export function useCalendarFeed() {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: calendarFeedKeys.mine(viewer),
    queryFn: ({ signal }) => apiCall('/api/users/me/calendar_feed/', 'get', { signal, authenticated: true }),
    enabled: viewer !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** `POST /api/users/me/calendar_feed/`: a new secret address; the old one stops working. */
export function useResetCalendarFeed() {
  const viewer = useViewerKey()
  const client = useQueryClient()
  return useMutation({
    meta: { alert: false },
    mutationFn: () => apiCall('/api/users/me/calendar_feed/', 'post', { authenticated: true }),
    onSuccess: (feed) => client.setQueryData(calendarFeedKeys.mine(viewer), feed),
  })
}

/**
 * The calendar feed of a list search, for calendar apps (webcal://): the filters GET /api/events/ gets, without
 * what only orders the list (a feed is by date): the point stays when a radius filters around it.
 */
export function searchFeedUrl(filters: EventFilters, host = window.location.host): string {
  const { latitude, longitude, order: _order, ...rest } = filtersToApiQuery(filters)
  const query = rest.radius === undefined ? rest : { ...rest, latitude, longitude }
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value))
  const text = search.toString()
  return `webcal://${host}/api/feeds/events.ics${text ? `?${text}` : ''}`
}

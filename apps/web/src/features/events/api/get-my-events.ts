import { PAGE_SIZE } from '@questboard/domain/constants'
import type { MyEventsPage } from '@questboard/domain/event-api.schema'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../../lib/api'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

export type MyEventsWhen = 'upcoming' | 'past'

/** `GET /api/events/me/`: the caller's registrations and, for organizers, the events they run. */
export function useMyEvents(when: MyEventsWhen, page: number) {
  const viewer = useViewerKey()
  const query = { when, page, page_size: PAGE_SIZE }
  return useQuery({
    queryKey: eventKeys.mineList(query, viewer),
    queryFn: ({ signal }) =>
      apiFetch<MyEventsPage>('/api/events/me/', { query, signal, authenticated: true }),
    enabled: viewer !== null,
    placeholderData: keepPreviousData,
  })
}

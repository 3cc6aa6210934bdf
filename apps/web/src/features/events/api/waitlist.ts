import type { Waitlist } from '@questboard/domain/waitlist.schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/use-locale'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

/** While in line, how often the page asks again: a seat may be offered at any moment. */
const IN_LINE_REFRESH_MS = 60_000

/** `GET /api/events/{id}/waitlist/`: the signed-in player's place and offer. */
export function useWaitlist(id: string, enabled: boolean) {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: eventKeys.waitlistFor(id, viewer),
    queryFn: ({ signal }): Promise<Waitlist> =>
      apiCall('/api/events/{id}/waitlist/', 'get', { params: { id }, signal, authenticated: true }),
    enabled: enabled && viewer !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    refetchInterval: (query) => (query.state.data?.place ? IN_LINE_REFRESH_MS : false),
  })
}

/**
 * Joining (`POST`), leaving (`DELETE`) and claiming an offered seat (`POST …/claim/`). Joining and claiming send
 * the interface language: the offer and the confirmation mails are written in it. Each reads the event, its
 * players and the waitlist again. `onClaimed` runs before that: the claim makes the player registered, and the
 * panel that claimed gives way to the registered one.
 */
export function useWaitlistActions(id: string, { onClaimed }: { onClaimed?: () => void } = {}) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  const refresh = () =>
    Promise.all(
      [
        eventKeys.waitlist(id),
        eventKeys.detail(id),
        eventKeys.players(id),
        eventKeys.lists(),
        eventKeys.mine(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
  const language = { 'Accept-Language': locale }
  // The panel shows a refusal's reason itself (spec §8's "api" alert would repeat it).
  const options = { meta: { alert: false as const }, onSettled: refresh }
  const join = useMutation({
    ...options,
    mutationFn: () =>
      apiCall('/api/events/{id}/waitlist/', 'post', {
        params: { id },
        authenticated: true,
        headers: language,
      }),
  })
  const leave = useMutation({
    ...options,
    mutationFn: () =>
      apiCall('/api/events/{id}/waitlist/', 'delete', { params: { id }, authenticated: true }),
  })
  const claim = useMutation({
    ...options,
    onSuccess: () => onClaimed?.(),
    mutationFn: () =>
      apiCall('/api/events/{id}/waitlist/claim/', 'post', {
        params: { id },
        authenticated: true,
        headers: language,
      }),
  })
  return { join, leave, claim }
}

import type { Alert, AlertBody, MailPreferences, Unsubscribe } from '@questboard/domain/mail-news.schema'
import { MAX_ALERTS } from '@questboard/domain/mail-news.schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { mailKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'

export type { Alert, AlertBody, MailPreferences, Unsubscribe }

/** A 4xx will not change on a retry. */
const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1

/** `GET /api/users/me/mail_preferences/`: the digest switch and the stores followed. */
export function useMailPreferences() {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: mailKeys.preferences(viewer),
    queryFn: ({ signal }): Promise<MailPreferences> =>
      apiCall('/api/users/me/mail_preferences/', 'get', { signal, authenticated: true }),
    enabled: viewer !== null,
    retry: retryServerErrors,
  })
}

/** `PATCH /api/users/me/mail_preferences/`: turns the daily digests on or off. */
export function useDailyDigest() {
  const queryClient = useQueryClient()
  const viewer = useViewerKey()
  return useMutation({
    // The page says itself when the choice could not be saved.
    meta: { alert: false },
    mutationFn: (on: boolean): Promise<MailPreferences> =>
      apiCall('/api/users/me/mail_preferences/', 'patch', {
        body: { daily_digest: on },
        authenticated: true,
      }),
    onSuccess: (preferences) => queryClient.setQueryData(mailKeys.preferences(viewer), preferences),
  })
}

/** `GET /api/users/me/alerts/`: every alert of the player (at most MAX_ALERTS, one page). */
export function useAlerts() {
  const viewer = useViewerKey()
  return useQuery({
    queryKey: mailKeys.alerts(viewer),
    queryFn: async ({ signal }): Promise<Alert[]> =>
      (
        await apiCall('/api/users/me/alerts/', 'get', {
          query: { page_size: MAX_ALERTS },
          signal,
          authenticated: true,
        })
      ).results,
    enabled: viewer !== null,
    retry: retryServerErrors,
  })
}

/** Saves a new alert (`POST`) or changes one (`PUT …/{id}/`); the form shows a refusal itself. */
export function useSaveAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { alert: false },
    mutationFn: ({ id, body }: { id?: number; body: AlertBody }): Promise<Alert> =>
      id === undefined
        ? apiCall('/api/users/me/alerts/', 'post', { body, authenticated: true })
        : apiCall('/api/users/me/alerts/{id}/', 'put', { params: { id }, body, authenticated: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  })
}

/** `DELETE /api/users/me/alerts/{id}/`. */
export function useDeleteAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { alert: false },
    mutationFn: (alert: Alert) =>
      apiCall('/api/users/me/alerts/{id}/', 'delete', { params: { id: alert.id }, authenticated: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  })
}

/** `GET /api/mail/unsubscribe/?token=`: what a mail's link stops, read without signing in. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: mailKeys.unsubscribe(token),
    queryFn: ({ signal }): Promise<Unsubscribe> =>
      apiCall('/api/mail/unsubscribe/', 'get', { query: { token }, signal }),
    enabled: token !== '',
    retry: retryServerErrors,
    // A 400 or 404 is the page's answer (the link is not valid), not an error to alert about.
    meta: { alert: false },
  })
}

/** `POST /api/mail/unsubscribe/`: stops what the link names. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    meta: { alert: false },
    mutationFn: (): Promise<Unsubscribe> => apiCall('/api/mail/unsubscribe/', 'post', { body: { token } }),
    onSuccess: (stopped) => {
      queryClient.setQueryData(mailKeys.unsubscribe(token), stopped)
      return queryClient.invalidateQueries({ queryKey: [...mailKeys.all, 'preferences'] })
    },
  })
}

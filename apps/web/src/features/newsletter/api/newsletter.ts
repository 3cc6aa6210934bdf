import type { Locale } from '@questboard/domain/constants'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ApiError, apiFetch } from '../../../lib/api'
import { rateLimitWait } from '../../../lib/rate-limit'

/** What became of a sign-up, in the terms of the form's alerts (spec §8). */
export type SubscriptionOutcome =
  | 'pending'
  | 'already-registered'
  | 'invalid-email'
  | 'rate-limited'
  | 'failed'

/**
 * 409 (already confirmed) and 429 (a link was mailed minutes ago) both mean the address is known: the
 * visitor gets the §8 warning "Perhaps you are already registered?" (decision 015).
 */
export function subscriptionOutcome(error: unknown): SubscriptionOutcome {
  if (!(error instanceof ApiError)) return 'failed'
  // Too many sign-ups from this connection or for this address: a 429 that says when to try again.
  if (rateLimitWait(error) !== undefined) return 'rate-limited'
  if (error.status === 409 || error.status === 429) return 'already-registered'
  if (error.status === 400 && error.body && typeof error.body === 'object' && 'email' in error.body) {
    return 'invalid-email'
  }
  return 'failed'
}

export function useSubscribeToNewsletter() {
  return useMutation({
    // The form shows every outcome itself (spec §8's newsletter warning and error).
    meta: { alert: false },
    mutationFn: (body: { email: string; locale: Locale }) =>
      apiFetch<{ detail: string }>('/api/newsletter/subscriptions/', { method: 'POST', body }),
  })
}

const postToken = (action: 'confirm' | 'unsubscribe', token: string) =>
  apiFetch<{ detail: string }>(`/api/newsletter/${action}/`, { method: 'POST', body: { token } })

/**
 * Following the confirmation link confirms at once (spec §8 shows the confirmation on arrival). Confirming
 * is idempotent, so a query (posted once per token, never retried) serves.
 */
export function useNewsletterConfirmation(token: string) {
  return useQuery({
    queryKey: ['newsletter', 'confirm', token],
    meta: { alert: false },
    queryFn: () => postToken('confirm', token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
}

/** Unsubscribing waits for the visitor's click: link scanners of mail services open links by themselves. */
export function useNewsletterUnsubscribe() {
  return useMutation({
    meta: { alert: false },
    mutationFn: (token: string) => postToken('unsubscribe', token),
  })
}

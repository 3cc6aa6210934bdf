import type { TFunction } from 'i18next'
import { ApiError } from './api'

/**
 * The seconds to wait when `error` is a rate limit's answer: a 429 that says when to try again (Retry-After).
 * The newsletter's "a link was mailed minutes ago" is a 429 without it, and means something else.
 */
export function rateLimitWait(error: unknown): number | undefined {
  return error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : undefined
}

/** The translated "too many requests, try again in N min" for a rate limit's answer; otherwise undefined. */
export function rateLimitText(t: TFunction, error: unknown): string | undefined {
  const seconds = rateLimitWait(error)
  if (seconds === undefined) return undefined
  return t('alerts.tooManyRequests', { minutes: Math.max(1, Math.ceil(seconds / 60)) })
}

import { parseRateLimits, type RateLimits } from '@questboard/server/rate-limit-settings'

/**
 * The Event API's limits, production-sensible: newsletter sign-ups per IP address and per address (each one
 * mails), registrations and unregistrations together per user, uploads (deck photos, store profiles with
 * their logo) per user. RATE_LIMITS changes them (README, "Rate limits").
 */
export const API_RATE_LIMIT_DEFAULTS = {
  'newsletter-ip': { max: 20, windowSeconds: 60 * 60 },
  'newsletter-address': { max: 5, windowSeconds: 60 * 60 },
  registration: { max: 60, windowSeconds: 60 * 60 },
  upload: { max: 30, windowSeconds: 60 * 60 },
}

export type ApiRateLimitName = keyof typeof API_RATE_LIMIT_DEFAULTS
export type ApiRateLimits = RateLimits<ApiRateLimitName>

export function apiRateLimits(text?: string): ApiRateLimits {
  return parseRateLimits(text, API_RATE_LIMIT_DEFAULTS)
}

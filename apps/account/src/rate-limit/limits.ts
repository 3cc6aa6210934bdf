import { parseRateLimits, type RateLimits } from '@questboard/server/rate-limit-settings'

/**
 * The account service's limits, production-sensible: failed sign-ins per (email, IP address), per IP address
 * across emails and per email across addresses, each in 15 minutes; accounts created per IP address in an hour.
 * ACCOUNT_RATE_LIMITS changes them (README, "Rate limits").
 */
export const ACCOUNT_RATE_LIMIT_DEFAULTS = {
  'sign-in-pair': { max: 5, windowSeconds: 15 * 60 },
  'sign-in-ip': { max: 30, windowSeconds: 15 * 60 },
  'sign-in-account': { max: 20, windowSeconds: 15 * 60 },
  'sign-up-ip': { max: 10, windowSeconds: 60 * 60 },
}

export type AccountRateLimitName = keyof typeof ACCOUNT_RATE_LIMIT_DEFAULTS
export type AccountRateLimits = RateLimits<AccountRateLimitName>

export function accountRateLimits(text?: string): AccountRateLimits {
  return parseRateLimits(text, ACCOUNT_RATE_LIMIT_DEFAULTS)
}

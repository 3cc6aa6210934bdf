import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api'
import { subscriptionOutcome } from './newsletter'

describe('subscriptionOutcome', () => {
  it('tells a rate limit (a 429 with Retry-After) from “a link was mailed minutes ago” (a 429 without)', () => {
    const limited = new ApiError(429, { detail: 'Too many requests' }, undefined, 125)
    expect(subscriptionOutcome(limited)).toBe('rate-limited')
    expect(subscriptionOutcome(new ApiError(429, { detail: 'mailed recently' }))).toBe('already-registered')
  })

  it('warns an address that is already known and fails anything else', () => {
    expect(subscriptionOutcome(new ApiError(409, { detail: 'already' }))).toBe('already-registered')
    expect(subscriptionOutcome(new ApiError(429, { detail: 'too soon' }))).toBe('already-registered')
    expect(subscriptionOutcome(new ApiError(400, { email: ['bad'] }))).toBe('invalid-email')
    expect(subscriptionOutcome(new ApiError(400, { detail: 'not JSON' }))).toBe('failed')
    expect(subscriptionOutcome(new ApiError(503, undefined))).toBe('failed')
    expect(subscriptionOutcome(new TypeError('Failed to fetch'))).toBe('failed')
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api'
import { subscriptionOutcome } from './newsletter'

describe('subscriptionOutcome', () => {
  it('warns an address that is already known and fails anything else', () => {
    expect(subscriptionOutcome(new ApiError(409, { detail: 'already' }))).toBe('already-registered')
    expect(subscriptionOutcome(new ApiError(429, { detail: 'too soon' }))).toBe('already-registered')
    expect(subscriptionOutcome(new ApiError(400, { email: ['bad'] }))).toBe('invalid-email')
    expect(subscriptionOutcome(new ApiError(400, { detail: 'not JSON' }))).toBe('failed')
    expect(subscriptionOutcome(new ApiError(503, undefined))).toBe('failed')
    expect(subscriptionOutcome(new TypeError('Failed to fetch'))).toBe('failed')
  })
})

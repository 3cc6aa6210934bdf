import { describe, expect, it } from 'vitest'
import { loadConfiguration } from '../configuration'
import { ACCOUNT_RATE_LIMIT_DEFAULTS } from './limits'

describe('ACCOUNT_RATE_LIMITS and the proxies', () => {
  it('default to the production limits and to no proxy', () => {
    const configuration = loadConfiguration({})
    expect(configuration.rateLimits).toEqual(ACCOUNT_RATE_LIMIT_DEFAULTS)
    expect(configuration.trustProxy).toBe(0)
  })

  it('changes some limits, or turns them off', () => {
    expect(
      loadConfiguration({ ACCOUNT_RATE_LIMITS: 'sign-up-ip=50/3600,sign-in-ip=off' }).rateLimits,
    ).toEqual({
      ...ACCOUNT_RATE_LIMIT_DEFAULTS,
      'sign-up-ip': { max: 50, windowSeconds: 3600 },
      'sign-in-ip': null,
    })
  })

  it('refuses to start on a limit that does not exist, naming the variable', () => {
    expect(() => loadConfiguration({ ACCOUNT_RATE_LIMITS: 'signup=5/60' })).toThrow(
      /ACCOUNT_RATE_LIMITS: "signup=5\/60" is not name=max\/seconds/,
    )
  })

  it('takes TRUST_PROXY unless ACCOUNT_TRUST_PROXY says otherwise', () => {
    expect(loadConfiguration({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfiguration({ TRUST_PROXY: '2', ACCOUNT_TRUST_PROXY: '0' }).trustProxy).toBe(0)
    expect(() => loadConfiguration({ ACCOUNT_TRUST_PROXY: 'yes' })).toThrow(/ACCOUNT_TRUST_PROXY/)
  })
})

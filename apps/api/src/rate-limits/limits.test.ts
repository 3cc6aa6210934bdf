import { describe, expect, test } from 'vitest'
import { ConfigError, loadConfig } from '../config.ts'
import { API_RATE_LIMIT_DEFAULTS } from './limits.ts'

describe('RATE_LIMITS and TRUST_PROXY', () => {
  test('default to the production limits and to no proxy', () => {
    const config = loadConfig({})
    expect(config.rateLimits).toEqual(API_RATE_LIMIT_DEFAULTS)
    expect(config.trustProxy).toBe(0)
  })

  test('RATE_LIMITS replaces some limits, turns one off, or all', () => {
    expect(loadConfig({ RATE_LIMITS: 'upload=5/60, registration=off' }).rateLimits).toEqual({
      ...API_RATE_LIMIT_DEFAULTS,
      upload: { max: 5, windowSeconds: 60 },
      registration: null,
    })
    expect(Object.values(loadConfig({ RATE_LIMITS: 'off' }).rateLimits ?? {})).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  test('a bad RATE_LIMITS or TRUST_PROXY refuses to start, naming the variable and the entry', () => {
    expect(() => loadConfig({ RATE_LIMITS: 'uploads=5/60' })).toThrow(ConfigError)
    expect(() => loadConfig({ RATE_LIMITS: 'uploads=5/60' })).toThrow(/RATE_LIMITS: "uploads=5\/60" is not/)
    expect(() => loadConfig({ RATE_LIMITS: 'upload=5' })).toThrow(/RATE_LIMITS/)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be true, false or a number/)
  })

  test('TRUST_PROXY counts the proxies in front', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0)
  })
})

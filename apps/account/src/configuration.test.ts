import { describe, expect, it } from 'vitest'
import { ConfigurationError, loadConfiguration } from './configuration'

const SECRET = 'a-production-secret-of-at-least-32-characters'
const COOKIE_KEYS = `${'k'.repeat(40)},${'l'.repeat(40)}`
const safe = { API_CLIENT_SECRET: SECRET, COOKIE_KEYS, DEMO_USERS: '0' }

describe('loadConfiguration', () => {
  it('starts zero-config on a laptop: loopback, development secret, demo accounts', () => {
    const configuration = loadConfiguration({})
    expect(configuration).toMatchObject({
      host: '127.0.0.1',
      port: 8081,
      apiClientSecret: 'questboard-api-dev-secret',
      demoUsers: true,
      cookieKeys: undefined,
    })
  })

  it('listens where HOST says', () => {
    expect(loadConfiguration({ HOST: '::1' }).host).toBe('::1')
    expect(loadConfiguration({ HOST: '0.0.0.0', ...safe }).host).toBe('0.0.0.0')
  })

  it.each([
    ['under NODE_ENV=production', { NODE_ENV: 'production' }, /NODE_ENV is production/],
    ['listening beyond loopback', { HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0 listens beyond loopback/],
  ])('refuses the development defaults %s, naming each variable', (_name, env, reason) => {
    const start = () => loadConfiguration(env)
    expect(start).toThrow(ConfigurationError)
    expect(start).toThrow(reason)
    expect(start).toThrow(/API_CLIENT_SECRET: is not set/)
    expect(start).toThrow(/COOKIE_KEYS: is not set/)
  })

  it('refuses the published secret, short cookie keys and the demo accounts in production', () => {
    const start = () =>
      loadConfiguration({
        NODE_ENV: 'production',
        API_CLIENT_SECRET: 'questboard-api-dev-secret',
        COOKIE_KEYS: 'short-key',
        DEMO_USERS: '1',
      })
    expect(start).toThrow(/API_CLIENT_SECRET: is the published development secret/)
    expect(start).toThrow(/COOKIE_KEYS: every key must be at least 32 characters/)
    expect(start).toThrow(/DEMO_USERS: seeds the demo accounts/)
  })

  it('starts in production with secrets of its own, seeding no demo account unless told', () => {
    const configuration = loadConfiguration({ NODE_ENV: 'production', HOST: '0.0.0.0', ...safe })
    expect(configuration).toMatchObject({ apiClientSecret: SECRET, demoUsers: false, host: '0.0.0.0' })
    expect(configuration.cookieKeys).toEqual(COOKIE_KEYS.split(','))
    const { DEMO_USERS: _, ...unset } = safe
    expect(loadConfiguration({ NODE_ENV: 'production', ...unset }).demoUsers).toBe(false)
  })

  it('allows loopback addresses other than the default outside production', () => {
    for (const HOST of ['localhost', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect(loadConfiguration({ HOST }).apiClientSecret).toBe('questboard-api-dev-secret')
    }
  })
})

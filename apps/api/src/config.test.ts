import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { ConfigError, LEGAL_TEXT_MAX_LENGTH, loadConfig, REPO_ROOT } from './config.ts'

describe('loadConfig', () => {
  test('has working defaults for a laptop', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { driver: 'pglite', dataDir: path.join(REPO_ROOT, 'data', 'pglite') },
      accountUrl: 'http://localhost:8081',
      oidcIssuer: 'http://localhost:8081',
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      webDist: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      demoUsers: true,
    })
  })

  test('seeds no demo data with DEMO_USERS=0, as the account service reads it', () => {
    expect(loadConfig({ DEMO_USERS: '0' }).demoUsers).toBe(false)
    expect(loadConfig({ DEMO_USERS: 'false' }).demoUsers).toBe(false)
    expect(loadConfig({ DEMO_USERS: '1' }).demoUsers).toBe(true)
  })

  test("defaults API_CLIENT_SECRET to the account service's development secret", () => {
    expect(loadConfig({}).apiClientSecret).toBe('questboard-api-dev-secret')
    expect(loadConfig({ API_CLIENT_SECRET: 'a-production-secret-of-ours' }).apiClientSecret).toBe(
      'a-production-secret-of-ours',
    )
  })

  test('resolves relative paths from the repository root, whatever the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/qb', WEB_DIST: 'elsewhere/dist' })
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'var', 'qb'))
    expect(config.webDist).toBe(path.join(REPO_ROOT, 'elsewhere', 'dist'))
    expect(loadConfig({ DATA_DIR: '/srv/questboard' }).dataDir).toBe('/srv/questboard')
  })

  describe('in production', () => {
    const SECRET = 'a-production-secret-of-at-least-32-characters'
    const LINK_SECRET = 'a-mail-link-secret-of-at-least-32-characters'

    test.each([
      ['under NODE_ENV=production', { NODE_ENV: 'production' }, /NODE_ENV is production/],
      ['listening beyond loopback', { HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0 listens beyond loopback/],
      ['listening on every IPv6 address', { HOST: '::' }, /HOST=:: listens beyond loopback/],
    ])('refuses the development secret %s, naming the variable', (_name, env, reason) => {
      expect(() => loadConfig(env)).toThrow(ConfigError)
      expect(() => loadConfig(env)).toThrow(reason)
      expect(() => loadConfig(env)).toThrow(/API_CLIENT_SECRET: is not set/)
      expect(() => loadConfig(env)).toThrow(/MAIL_LINK_SECRET: is not set/)
    })

    test('names every unsafe setting in one message', () => {
      const start = () =>
        loadConfig({
          NODE_ENV: 'production',
          API_CLIENT_SECRET: 'questboard-api-dev-secret',
          MAIL_LINK_SECRET: 'questboard-mail-link-dev-secret',
          DEMO_USERS: '1',
          E2E_HOOKS: 'true',
        })
      expect(start).toThrow(/API_CLIENT_SECRET: is the published development secret/)
      expect(start).toThrow(/MAIL_LINK_SECRET: is the published development secret/)
      expect(start).toThrow(/DEMO_USERS: seeds the demo data/)
      expect(start).toThrow(/E2E_HOOKS: adds test-only routes/)
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          API_CLIENT_SECRET: 'sixteen-chars-ok',
          MAIL_LINK_SECRET: SECRET,
        }),
      ).toThrow(/API_CLIENT_SECRET: must be at least 32 characters/)
    })

    test('starts with a secret of its own, seeding no demo data unless told', () => {
      const secrets = { API_CLIENT_SECRET: SECRET, MAIL_LINK_SECRET: LINK_SECRET }
      const config = loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', ...secrets })
      expect(config).toMatchObject({
        apiClientSecret: SECRET,
        mailLinkSecret: LINK_SECRET,
        demoUsers: false,
        host: '0.0.0.0',
      })
      expect(loadConfig({ NODE_ENV: 'production', ...secrets, DEMO_USERS: '0' }).demoUsers).toBe(false)
    })
  })

  test('re-reads roles every 60 seconds unless told a shorter time, never a longer one', () => {
    expect(loadConfig({}).rolesMaxAgeMs).toBe(60_000)
    expect(loadConfig({ ROLES_MAX_AGE_SECONDS: '5' }).rolesMaxAgeMs).toBe(5_000)
    expect(() => loadConfig({ ROLES_MAX_AGE_SECONDS: '61' })).toThrow(/ROLES_MAX_AGE_SECONDS/)
  })

  test('uses a PostgreSQL server when DATABASE_URL is set, and takes the other variables', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      API_CLIENT_SECRET: 'a-production-secret-of-at-least-32-characters',
      MAIL_LINK_SECRET: 'a-mail-link-secret-of-at-least-32-characters',
      DATABASE_URL: 'postgres://qb@db:5432/questboard',
      ACCOUNT_URL: 'https://account.example.com/',
      ACCOUNT_ISSUER: 'https://account.example.com/oidc',
      PUBLIC_URL: 'https://events.example.com',
      SMTP_URL: 'smtp://mail:25',
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      database: { driver: 'postgres', url: 'postgres://qb@db:5432/questboard' },
      accountUrl: 'https://account.example.com',
      oidcIssuer: 'https://account.example.com/oidc',
      publicUrl: 'https://events.example.com',
      smtpUrl: 'smtp://mail:25',
    })
  })

  test('takes WEB_URL as the public address when PUBLIC_URL is not set', () => {
    expect(loadConfig({ WEB_URL: 'https://web.example.com/' }).publicUrl).toBe('https://web.example.com')
    expect(
      loadConfig({ WEB_URL: 'https://web.example.com', PUBLIC_URL: 'https://events.example.com' }).publicUrl,
    ).toBe('https://events.example.com')
  })

  test('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      database: { driver: 'pglite' },
    })
  })

  test('leaves the legal details unset by default, and an empty or blank one unset', () => {
    expect(loadConfig({}).legal).toEqual({})
    expect(loadConfig({ LEGAL_PUBLISHER: '', LEGAL_CONTACT: '  \\n ' }).legal).toEqual({})
  })

  test('takes the legal details as plain text, `\\n` or a line break starting a new line', () => {
    const config = loadConfig({
      LEGAL_PUBLISHER: ' Example Games SAS\\n1 rue de l’Exemple \\n 75000 Paris ',
      LEGAL_PUBLICATION_DIRECTOR: 'Jane Doe, managing director',
      LEGAL_HOSTING_PROVIDER: 'Example Hosting\r\nexample.net',
      LEGAL_CONTACT: 'contact@example.com\nprivacy@example.com',
    })
    expect(config.legal).toEqual({
      publisher: 'Example Games SAS\n1 rue de l’Exemple\n75000 Paris',
      publicationDirector: 'Jane Doe, managing director',
      hostingProvider: 'Example Hosting\nexample.net',
      contact: 'contact@example.com\nprivacy@example.com',
    })
  })

  test.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['ACCOUNT_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['MAP_TILE_URL', 'https://tiles.example.com/tile.png'],
    ['LOG_LEVEL', 'loud'],
    ['API_CLIENT_SECRET', 'too-short'],
    ['MAIL_LINK_SECRET', 'too-short'],
    ['DEMO_USERS', 'maybe'],
    ['LEGAL_PUBLISHER', 'x'.repeat(LEGAL_TEXT_MAX_LENGTH + 1)],
    ['LEGAL_CONTACT', 'contact@example.com\u0007'],
  ])('refuses a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
  })
})

import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { tileSource } from './security-headers.ts'

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
const INLINE = "document.documentElement.lang='en'"
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The CSP header as directive → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

function expectSecurityHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const policy = csp(headers['content-security-policy'])
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  return policy
}

describe('security headers of the Event API', () => {
  let app: TestApp
  let webDist: string
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'qb-headers-'))
    await mkdir(path.join(webDist, 'assets'))
    await writeFile(
      path.join(webDist, 'index.html'),
      `<!doctype html><title>Questboard</title><script>${INLINE}</script>` +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script><div id="root">',
    )
    await writeFile(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)')
    app = await buildTestApp({ webDist, tagManagerUrl: '' })
  })
  afterAll(async () => {
    await app.close()
    await rm(webDist, { recursive: true, force: true })
  })

  test("the HTML shell: its inline script allowed by hash, the account service's scripts, nothing inline else", async () => {
    for (const url of ['/', '/fr/events/12']) {
      const response = await app.inject({ method: 'GET', url, headers: html })
      expect(response.statusCode).toBe(200)
      const policy = expectSecurityHeaders(response.headers)
      expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:8081', sha256(INLINE)])
      expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:8081'])
      expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org')
      // Plain http: no HSTS, and no upgrade of the page's requests to an https that is not there.
      expect(response.headers['strict-transport-security']).toBeUndefined()
      expect(policy.has('upgrade-insecure-requests')).toBe(false)
    }
  })

  test('JSON answers, static files and errors carry the same headers', async () => {
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: '/api/config/' }),
      app.inject({ method: 'GET', url: '/assets/index-abc.js' }),
      app.inject({ method: 'GET', url: '/api/nothing-here/' }),
      app.inject({ method: 'GET', url: '/api/events/?page=abc' }),
      app.inject({
        method: 'POST',
        url: '/api/newsletter/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
    ])
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 400, 400])
    for (const response of responses) expectSecurityHeaders(response.headers)
  })

  test('the API documentation page is served and allowed to run', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/', headers: html })
    expect(page.statusCode).toBe(200)
    const policy = expectSecurityHeaders(page.headers)
    const script = /src="\.\/static\/(swagger-ui-bundle\.js)"/.exec(page.body)
    expect(script).not.toBeNull()
    // Its scripts are files from this origin: 'self' runs them.
    expect(policy.get('script-src')).toContain("'self'")
    const bundle = await app.inject({ method: 'GET', url: `/api/docs/static/${script?.[1]}` })
    expect(bundle.statusCode).toBe(200)
  })

  test('HSTS is sent when a TLS-terminating proxy says the visit is https', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
  })
})

describe('security headers of an https deployment with a tag manager and other tiles', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp({
      publicUrl: 'https://events.example.org',
      accountUrl: 'https://account.example.org',
      mapTileUrl: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
      tagManagerUrl: 'https://tags.example.com/gtm.js?id=GTM-1',
    })
  })
  afterAll(() => app.close())

  test('allows exactly the configured hosts and sends HSTS', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/' })
    const policy = expectSecurityHeaders(response.headers)
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
    // (then the hashes of the built index.html's inline script, when the web app is built)
    expect(policy.get('script-src')?.slice(0, 3)).toEqual([
      "'self'",
      'https://account.example.org',
      'https://tags.example.com',
    ])
    expect(policy.get('img-src')).toContain('https://*.tiles.example.net')
    expect(policy.get('img-src')).not.toContain('https://tile.openstreetmap.org')
    expect(policy.get('connect-src')).toContain('https://tags.example.com')
    expect(policy.has('upgrade-insecure-requests')).toBe(true)
  })
})

test.each([
  ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
  ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
  ['http://localhost:9000/tiles/{z}/{x}/{y}.png', 'http://localhost:9000'],
  ['https://a.{s}.example.org/{z}/{x}/{y}.png', 'https:'],
])('the tile template %s is fetched from %s', (template, source) => {
  expect(tileSource(template)).toBe(source)
})

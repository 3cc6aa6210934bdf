import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, followToClient, startAuthorization } from './testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from './testing/test-service'

let running: TestService

beforeAll(async () => {
  running = await startTestService()
})
afterAll(() => running.close())

describe('the service', () => {
  it('answers /healthz when its database answers', async () => {
    const response = await fetch(`${running.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('publishes its OpenID configuration with the fragment response mode and S256 only', async () => {
    const discovery = (await (
      await fetch(`${running.url}/.well-known/openid-configuration`)
    ).json()) as Record<string, string[]>
    expect(discovery.issuer).toBe(running.url)
    expect(discovery.response_modes_supported).toContain('fragment')
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
    expect(discovery.end_session_endpoint).toBe(`${running.url}/session/end`)
  })

  it('serves the navigation bar script with CORS and a short cache', async () => {
    const response = await fetch(`${running.url}/navbar.js`, { headers: { origin: WEB_URL } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const script = await response.text()
    expect(script).toContain("customElements.define('questboard-navbar'")
    expect(() => new Function(script)).not.toThrow()
  })

  it('shows the account page to the signed-in user only', async () => {
    const root = await fetch(`${running.url}/`, { redirect: 'manual' })
    expect(root.headers.get('location')).toBe('/account')
    const anonymous = await fetch(`${running.url}/account`)
    expect(anonymous.status).toBe(200)
    expect(await anonymous.text()).toContain('You are not signed in.')

    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL)
    const login = await agent.postForm(`${interactionPath}/login`, {
      email: 'organizer2@questboard.test',
      password: 'questboard',
    })
    await followToClient(agent, login, WEB_URL)
    const page = await agent.request('/account?ui_locales=de')
    const html = await page.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('Spielburg Berlin')
    expect(html).toContain('Deutschland')
  })

  it('answers unknown paths with 404 and never 500 on garbage', async () => {
    expect((await fetch(`${running.url}/nothing-here`)).status).toBe(404)
    const token = await fetch(`${running.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(token.status).toBeGreaterThanOrEqual(400)
    expect(token.status).toBeLessThan(500)
  })
})

describe('restarts', () => {
  it('keeps the signing keys across a restart on the same data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'questboard-account-'))
    const databaseSchema = process.env.TEST_DATABASE_URL ? `account_restart_${Date.now()}` : 'account'
    const options = { dataDir, pglite: 'disk' as const, databaseSchema }
    try {
      const first = await startTestService(options)
      const before = await (await fetch(`${first.url}/jwks`)).json()
      await first.close()
      const second = await startTestService(options)
      const after = await (await fetch(`${second.url}/jwks`)).json()
      await second.close()
      expect(after).toEqual(before)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
      if (process.env.TEST_DATABASE_URL) {
        const pg = await import('pg')
        const client = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL })
        await client.connect()
        await client.query(`DROP SCHEMA IF EXISTS "${databaseSchema}" CASCADE`)
        await client.end()
      }
    }
  })
})

import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, startAuthorization } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

let running: TestService
beforeAll(async () => {
  running = await startTestService()
})
afterAll(() => running.close())

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy')
  expect(header).toMatch(/script-src /)
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

function expectSecurityHeaders(response: Response) {
  const policy = policyOf(response)
  expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  // Served over plain http here: no HSTS.
  expect(response.headers.get('strict-transport-security')).toBeNull()
  return policy
}

/** Each inline script and stylesheet of a page is allowed by its hash: the page runs as it is. */
function expectInlineAllowed(html: string, policy: Map<string, string[]>) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
  expect(styles.length).toBeGreaterThan(0)
  for (const script of scripts) expect(policy.get('script-src')).toContain(sha256(script))
  for (const style of styles) expect(policy.get('style-src')).toContain(sha256(style))
  return scripts.length
}

describe('security headers of the account service', () => {
  it('on its sign-in page, which runs its one inline script after a failed sign-in', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL)
    const page = await agent.request(interactionPath)
    expect(page.status).toBe(200)
    expectInlineAllowed(await page.text(), expectSecurityHeaders(page))

    const failed = await agent.postForm(`${interactionPath}/login`, {
      email: 'nobody@questboard.test',
      password: 'wrong password',
    })
    const policy = expectSecurityHeaders(failed)
    expect(expectInlineAllowed(await failed.text(), policy)).toBe(1)
    // The sign-in's redirect to the web app follows a form post: an allowed form action.
    expect(policy.get('form-action')).toEqual(["'self'", 'http://web.test'])
  })

  it('on JSON answers, the discovery document and errors', async () => {
    const responses = await Promise.all([
      fetch(`${running.url}/healthz`),
      fetch(`${running.url}/.well-known/openid-configuration`),
      fetch(`${running.url}/main/v1/user/me`),
      fetch(`${running.url}/no-such-page`),
      fetch(`${running.url}/auth?client_id=unknown-client`),
    ])
    expect(responses.map((response) => response.status)).toEqual([200, 200, 401, 404, 400])
    for (const response of responses) expectSecurityHeaders(response)
  })

  it('on the navigation bar script, which other origins may load', async () => {
    const response = await fetch(`${running.url}/navbar.js`)
    expectSecurityHeaders(response)
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('sends HSTS when the proxy in front says the visit is https', async () => {
    const response = await fetch(`${running.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEB_CLIENT_ID } from '../accounts/roles'
import { signIn, tokenRequest } from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

let running: TestService
beforeAll(async () => {
  running = await startTestService()
})
afterAll(() => running.close())

const me = (accessToken: string) =>
  fetch(`${running.url}/main/v1/user/me`, { headers: { authorization: `Bearer ${accessToken}` } })

const refresh = (refreshToken: string) =>
  tokenRequest(running.url, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: WEB_CLIENT_ID,
  })

describe('sign-out revokes the account tokens', () => {
  it('revoking the refresh token (as the web app does at sign-out) ends its access token too', async () => {
    const { tokens } = await signIn(running.url, WEB_URL, 'player@questboard.test')
    expect((await me(tokens.access_token)).status).toBe(200)

    const revoked = await fetch(`${running.url}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: WEB_URL },
      body: new URLSearchParams({
        token: tokens.refresh_token ?? '',
        token_type_hint: 'refresh_token',
        client_id: WEB_CLIENT_ID,
      }).toString(),
    })
    expect(revoked.status).toBe(200)
    expect(revoked.headers.get('access-control-allow-origin')).toBe(WEB_URL)

    const after = await me(tokens.access_token)
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ detail: 'The access token is invalid or has expired.' })
    const refreshed = await refresh(tokens.refresh_token ?? '')
    expect(refreshed.status).toBe(400)
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant')
  })

  it("ending the session at the account service ends the session's access and refresh tokens", async () => {
    const { tokens, agent } = await signIn(running.url, WEB_URL, 'organizer@questboard.test')
    const other = await signIn(running.url, WEB_URL, 'organizer@questboard.test')
    const end = await agent.request(
      `/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: `${WEB_URL}/` })}`,
    )
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await end.text())?.[1] ?? ''
    expect((await agent.postForm('/session/end/confirm', { xsrf, logout: 'yes' })).status).toBe(303)

    expect((await me(tokens.access_token)).status).toBe(401)
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400)
    // Another browser's session of the same account is its own: it stays signed in.
    expect((await me(other.tokens.access_token)).status).toBe(200)
  })
})

describe('discovery', () => {
  it('advertises only the flows, modes, methods and endpoints our clients use', async () => {
    const discovery = (await (
      await fetch(`${running.url}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>
    expect(discovery.grant_types_supported).toEqual([
      'authorization_code',
      'refresh_token',
      'client_credentials',
    ])
    expect(discovery.response_types_supported).toEqual(['code'])
    expect(discovery.response_modes_supported).toEqual(['fragment'])
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(['none', 'client_secret_basic'])
    expect(discovery.scopes_supported).toEqual(['openid', 'offline_access', 'email', 'profile'])
    expect(discovery.revocation_endpoint).toBe(`${running.url}/token/revocation`)
    for (const unused of [
      'userinfo_endpoint',
      'pushed_authorization_request_endpoint',
      'dpop_signing_alg_values_supported',
      'introspection_endpoint',
      'registration_endpoint',
    ]) {
      expect(discovery).not.toHaveProperty(unused)
    }
  })

  it('refuses what it does not advertise', async () => {
    const authorize = (params: Record<string, string>) =>
      fetch(
        `${running.url}/auth?${new URLSearchParams({
          client_id: WEB_CLIENT_ID,
          redirect_uri: `${WEB_URL}/`,
          scope: 'openid',
          code_challenge: 'x'.repeat(43),
          code_challenge_method: 'S256',
          ...params,
        })}`,
        { redirect: 'manual' },
      )
    const refusals: Record<string, string>[] = [
      { response_type: 'code', response_mode: 'form_post' },
      { response_type: 'code', response_mode: 'query' },
      { response_type: 'id_token', response_mode: 'fragment', nonce: 'n' },
    ]
    for (const refused of refusals) {
      const response = await authorize(refused)
      const location = response.headers.get('location') ?? ''
      expect(response.status === 400 || /error=/.test(location), JSON.stringify(refused)).toBe(true)
    }
    expect((await fetch(`${running.url}/me`)).status).toBe(404)
  })
})

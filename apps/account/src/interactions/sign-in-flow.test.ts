import { DEMO_ACCOUNT_IDS } from '@questboard/demo/accounts'
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEB_CLIENT_ID } from '../accounts/roles'
import { API_AUDIENCE, API_RESOURCE } from '../provider/provider'
import {
  browser,
  followToClient,
  signIn,
  startAuthorization,
  type Tokens,
  tokenRequest,
} from '../testing/oidc-client'
import { startTestService, type TestService, WEB_URL } from '../testing/test-service'

let running: TestService

beforeAll(async () => {
  running = await startTestService()
})
afterAll(() => running.close())

describe('authorization code + PKCE sign-in', () => {
  it('signs the organizer in, issues a JWT access token with its roles, refreshes and signs out', async () => {
    const agent = browser(running.url)
    const { interactionPath, verifier, state } = await startAuthorization(agent, WEB_URL, {
      ui_locales: 'fr',
    })
    expect(interactionPath).toMatch(/^\/interaction\//)

    const page = await agent.request(interactionPath)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toMatch(/<label for="field-email">E-mail<\/label>/)
    expect(html).toContain('autocomplete="current-password"')

    const login = await agent.postForm(`${interactionPath}/login`, {
      email: 'Organizer@Questboard.test',
      password: 'questboard',
    })
    expect(login.status).toBe(303)
    const redirect = await followToClient(agent, login, WEB_URL)
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${WEB_URL}/`)
    expect(redirect.search).toBe('')
    const fragment = new URLSearchParams(redirect.hash.slice(1))
    expect(fragment.get('state')).toBe(state)
    const code = fragment.get('code')
    expect(code).toBeTruthy()

    const exchange = await tokenRequest(running.url, {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: `${WEB_URL}/`,
      client_id: WEB_CLIENT_ID,
      code_verifier: verifier,
    })
    expect(exchange.status).toBe(200)
    const tokens = (await exchange.json()) as Required<Tokens>
    expect(tokens.refresh_token).toBeTruthy()
    expect(tokens.id_token).toBeTruthy()

    const jwks = createRemoteJWKSet(new URL(`${running.url}/jwks`))
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: running.url,
      audience: API_AUDIENCE,
      typ: 'at+jwt',
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload.sub).toBe(DEMO_ACCOUNT_IDS.organizer)
    expect(payload.email).toBe('organizer@questboard.test')
    expect(payload.client_id).toBe(WEB_CLIENT_ID)
    const scopes = String(payload.scope).split(' ')
    expect(scopes).toContain('questboard-web:user')
    expect(scopes).toContain('questboard-web:organizer')
    expect(scopes).not.toContain('questboard-web:admin')

    const idToken = decodeJwt(tokens.id_token)
    expect(idToken.nickname).toBe('Le Donjon de Paris')

    // The SPA refreshes from the browser: the token endpoint answers its origin with CORS.
    const refreshed = await tokenRequest(
      running.url,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: WEB_CLIENT_ID },
      { origin: WEB_URL },
    )
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(WEB_URL)
    expect(refreshed.status).toBe(200)
    const again = (await refreshed.json()) as Tokens
    expect(again.access_token).not.toBe(tokens.access_token)
    const { payload: refreshedPayload } = await jwtVerify(again.access_token, jwks, {
      issuer: running.url,
      audience: API_AUDIENCE,
    })
    expect(refreshedPayload.sub).toBe(DEMO_ACCOUNT_IDS.organizer)
    expect(String(refreshedPayload.scope).split(' ')).toContain('questboard-web:organizer')

    // RP-initiated sign-out with a post-logout redirect.
    const end = await agent.request(
      `/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: `${WEB_URL}/?signout=1`,
        ui_locales: 'fr',
      })}`,
    )
    expect(end.status).toBe(200)
    const endHtml = await end.text()
    expect(endHtml).toContain('<html lang="fr">')
    expect(endHtml).toContain("i.value='yes'") // the SPA's own sign-out submits itself
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(endHtml)?.[1]
    expect(xsrf).toBeTruthy()
    const confirm = await agent.postForm('/session/end/confirm', { xsrf: xsrf ?? '', logout: 'yes' })
    expect(confirm.status).toBe(303)
    expect(confirm.headers.get('location')).toBe(`${WEB_URL}/?signout=1`)

    // The refresh token died with the session.
    const afterSignOut = await tokenRequest(running.url, {
      grant_type: 'refresh_token',
      refresh_token: again.refresh_token ?? '',
      client_id: WEB_CLIENT_ID,
    })
    expect(afterSignOut.status).toBe(400)
    expect(((await afterSignOut.json()) as { error: string }).error).toBe('invalid_grant')

    // The session is gone: a new authorization asks to sign in again.
    const after = await startAuthorization(agent, WEB_URL)
    expect(after.interactionPath).toMatch(/^\/interaction\//)
  })

  it('gives every account the user role and the admin its admin role', async () => {
    const { tokens } = await signIn(running.url, WEB_URL, 'player@questboard.test')
    expect(
      String(decodeJwt(tokens.access_token).scope)
        .split(' ')
        .filter((s) => s.startsWith('questboard-web:')),
    ).toEqual(['questboard-web:user'])
    const admin = await signIn(running.url, WEB_URL, 'admin@questboard.test')
    expect(String(decodeJwt(admin.tokens.access_token).scope)).toContain('questboard-web:admin')
  })

  it('accepts the resource indicator sent explicitly, as oidc-client-ts does with `resource`', async () => {
    const agent = browser(running.url)
    const { interactionPath, verifier } = await startAuthorization(agent, WEB_URL, {
      resource: API_RESOURCE,
      redirect_uri: `${WEB_URL}/de`,
    })
    const login = await agent.postForm(`${interactionPath}/login`, {
      email: 'jugador@questboard.test',
      password: 'questboard',
    })
    const redirect = await followToClient(agent, login, WEB_URL)
    const code = new URLSearchParams(redirect.hash.slice(1)).get('code') ?? ''
    const exchange = await tokenRequest(running.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${WEB_URL}/de`,
      client_id: WEB_CLIENT_ID,
      code_verifier: verifier,
      resource: API_RESOURCE,
    })
    expect(exchange.status).toBe(200)
    const tokens = (await exchange.json()) as Required<Tokens>
    expect(decodeJwt(tokens.access_token).aud).toBe(API_AUDIENCE)
    const refreshed = await tokenRequest(running.url, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: WEB_CLIENT_ID,
      resource: API_RESOURCE,
    })
    expect(refreshed.status).toBe(200)
    expect(decodeJwt(((await refreshed.json()) as Tokens).access_token).sub).toBe(DEMO_ACCOUNT_IDS.jugador)
  })

  it('returns to a locale root too, and refuses a foreign redirect_uri', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL, { redirect_uri: `${WEB_URL}/fr/` })
    const login = await agent.postForm(`${interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'questboard',
    })
    const redirect = await followToClient(agent, login, WEB_URL)
    expect(redirect.pathname).toBe('/fr/')
    expect(redirect.hash).toMatch(/^#code=/)
    const foreign = await agent.request(
      `/auth?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: 'http://evil.test/',
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    )
    expect(foreign.status).toBe(400)
    expect(await foreign.text()).toContain('role="alert"')
  })

  it('refuses a token exchange without the PKCE verifier', async () => {
    const agent = browser(running.url)
    const { interactionPath } = await startAuthorization(agent, WEB_URL)
    const login = await agent.postForm(`${interactionPath}/login`, {
      email: 'player@questboard.test',
      password: 'questboard',
    })
    const redirect = await followToClient(agent, login, WEB_URL)
    const code = new URLSearchParams(redirect.hash.slice(1)).get('code') ?? ''
    const exchange = await tokenRequest(running.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${WEB_URL}/`,
      client_id: WEB_CLIENT_ID,
      code_verifier: 'wrong-verifier-wrong-verifier-wrong-verifier-123',
    })
    expect(exchange.status).toBe(400)
    expect(((await exchange.json()) as { error: string }).error).toBe('invalid_grant')
  })

  it('refuses an authorization request without PKCE', async () => {
    const agent = browser(running.url)
    const response = await agent.request(
      `/auth?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: `${WEB_URL}/`,
        scope: 'openid',
        response_mode: 'fragment',
      })}`,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toContain('error=invalid_request')
  })
})

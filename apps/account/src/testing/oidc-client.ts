import { createHash, randomBytes } from 'node:crypto'
import { DEMO_PASSWORD } from '@questboard/demo/accounts'
import { ROLE_SCOPES, WEB_CLIENT_ID } from '../accounts/roles'

/** A browser's cookie jar, just enough for the provider's cookies (paths ignored: names differ). */
export class CookieJar {
  private cookies = new Map<string, string>()

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some(
        (attribute) =>
          /^\s*expires=/i.test(attribute) && new Date(attribute.split('=')[1] ?? '') < new Date(),
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** A user agent that keeps cookies and never follows redirects on its own. */
export function browser(base: string) {
  const jar = new CookieJar()
  return {
    jar,
    async request(path: string, init: RequestInit = {}): Promise<Response> {
      const url = path.startsWith('http') ? path : `${base}${path}`
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
      })
      jar.store(response)
      return response
    },
    async postForm(path: string, form: Record<string, string>): Promise<Response> {
      return this.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      })
    },
  }
}

export type Browser = ReturnType<typeof browser>

export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  return { verifier, challenge }
}

export const SPA_SCOPE = `openid email profile offline_access ${ROLE_SCOPES.join(' ')}`

export interface AuthorizationStart {
  interactionPath: string
  verifier: string
  state: string
}

/** GET /auth as the SPA sends it; answers the interaction page the provider redirects to. */
export async function startAuthorization(
  agent: Browser,
  webUrl: string,
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const { verifier, challenge } = pkce()
  const state = randomBytes(8).toString('hex')
  const params = new URLSearchParams({
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: `${webUrl}/`,
    scope: SPA_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...extra,
  })
  const response = await agent.request(`/auth?${params}`)
  if (response.status !== 303 && response.status !== 302) {
    throw new Error(`GET /auth answered ${response.status}: ${await response.text()}`)
  }
  const location = response.headers.get('location') ?? ''
  return { interactionPath: new URL(location, 'http://x').pathname, verifier, state }
}

/** Follows redirects on the provider until one leaves it (to the SPA); answers that URL. */
export async function followToClient(agent: Browser, response: Response, webUrl: string): Promise<URL> {
  let current = response
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location')
    if (!location) throw new Error(`expected a redirect, got ${current.status}: ${await current.text()}`)
    if (location.startsWith(webUrl)) return new URL(location)
    current = await agent.request(location)
  }
  throw new Error('too many redirects')
}

export interface Tokens {
  access_token: string
  refresh_token?: string
  id_token?: string
  scope?: string
  expires_in: number
  token_type: string
}

export async function tokenRequest(
  base: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  })
}

/** The whole sign-in of a demo account, as the SPA and the user do it; answers the token response. */
export async function signIn(
  base: string,
  webUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ tokens: Tokens; agent: Browser }> {
  return completeInteraction(base, webUrl, {}, 'login', { email, password })
}

/** A new account's sign-up, as the SPA (`screen=signup`) and the visitor do it; answers the token response. */
export async function signUp(
  base: string,
  webUrl: string,
  form: { email: string; password: string; nickname: string; country: string; birth_date: string },
): Promise<{ tokens: Tokens; agent: Browser }> {
  return completeInteraction(base, webUrl, { screen: 'signup' }, 'signup', form)
}

async function completeInteraction(
  base: string,
  webUrl: string,
  extra: Record<string, string>,
  step: 'login' | 'signup',
  form: Record<string, string>,
): Promise<{ tokens: Tokens; agent: Browser }> {
  const agent = browser(base)
  const { interactionPath, verifier } = await startAuthorization(agent, webUrl, extra)
  const submitted = await agent.postForm(`${interactionPath}/${step}`, form)
  const redirect = await followToClient(agent, submitted, webUrl)
  const code = new URLSearchParams(redirect.hash.slice(1)).get('code')
  if (!code) throw new Error(`no code in ${redirect}`)
  const response = await tokenRequest(base, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${webUrl}/`,
    client_id: WEB_CLIENT_ID,
    code_verifier: verifier,
  })
  if (!response.ok) throw new Error(`token exchange ${response.status}: ${await response.text()}`)
  return { tokens: (await response.json()) as Tokens, agent }
}

export async function serviceToken(base: string, secret: string, scope: string): Promise<string> {
  const response = await tokenRequest(
    base,
    { grant_type: 'client_credentials', scope },
    { authorization: `Basic ${Buffer.from(`questboard-api:${secret}`).toString('base64')}` },
  )
  if (!response.ok) throw new Error(`client credentials ${response.status}: ${await response.text()}`)
  return ((await response.json()) as Tokens).access_token
}

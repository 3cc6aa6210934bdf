import { DEFAULT_LOCALE, type Locale, WEB_CLIENT_ID } from '@questboard/domain/constants'
import type { UserManager } from 'oidc-client-ts'
import type { RuntimeConfig } from '../../lib/runtime-config'

/** The access token's audience is the Event API's resource (RFC 8707), asked for at every token request. */
export const RESOURCE = 'urn:questboard'

export const SCOPE = [
  'openid',
  'offline_access',
  'email',
  'profile',
  `${WEB_CLIENT_ID}:user`,
  `${WEB_CLIENT_ID}:organizer`,
  `${WEB_CLIENT_ID}:admin`,
].join(' ')

/**
 * The root of a locale (`https://…/` for English, `https://…/fr` otherwise): the redirect URIs the
 * account service registers, so the user comes back in the language they left in.
 */
export function localeRoot(origin: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `${origin}/` : `${origin}/${locale}`
}

/** Where the account service sends the browser after sign-out: home, with `signout` (spec §2). */
export function postLogoutUri(origin: string, locale: Locale): string {
  return `${localeRoot(origin, locale)}?signout=1`
}

export async function createUserManager(config: RuntimeConfig, origin: string): Promise<UserManager> {
  // Loaded apart from the first page's code: only sign-in and returning sessions need it.
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts')
  // Tokens, PKCE verifiers and state live for the tab's session only: localStorage holds nothing secret.
  const store = new WebStorageStateStore({ store: window.sessionStorage })
  return new UserManager({
    authority: config.oidcIssuer,
    client_id: WEB_CLIENT_ID,
    redirect_uri: localeRoot(origin, DEFAULT_LOCALE),
    post_logout_redirect_uri: postLogoutUri(origin, DEFAULT_LOCALE),
    response_type: 'code',
    response_mode: 'fragment',
    scope: SCOPE,
    resource: RESOURCE,
    extraTokenParams: { resource: RESOURCE },
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: store,
    stateStore: store,
  })
}

/**
 * Whether the library keeps a signed-in user in this storage (its key is `oidc.user:<issuer>:<client>`):
 * without one there is no session to restore, and the library need not be loaded at all.
 */
export function hasStoredOidcUser(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith('oidc.user:')) return true
  }
  return false
}

/** Whether a URL hash is the account service's answer to a sign-in (`#code=…` or `#error=…`, with `state`). */
export function isSigninResponse(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return params.has('state') && (params.has('code') || params.has('error'))
}

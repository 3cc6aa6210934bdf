import { IDENTITY_TIMEOUT_MS } from '@questboard/domain/constants'
import type { User, UserManager } from 'oidc-client-ts'
import { currentLocale } from '../../i18n/i18n'
import { resolveLocale } from '../../i18n/locale-routing'
import { configureApiAuthentication } from '../../lib/api'
import { localizedPath } from '../../lib/routes'
import { loadRuntimeConfig } from '../../lib/runtime-config'
import { authenticate, fetchAccountMe, revokeToolToken } from './api/account'
import type { IdentityStatus } from './guards'
import { createUserManager, hasStoredOidcUser, isSigninResponse, localeRoot, postLogoutUri } from './oidc'
import { rememberRedirectTarget, takeRedirectPath } from './redirect-target'
import {
  type AccountMe,
  buildSessionUser,
  clearSessionUser,
  readSessionUser,
  rolesOfToken,
  type SessionUser,
  saveSessionUser,
} from './session-user'
import { decodeJwtPayload, tokenProblem } from './token'

/**
 * The browser's identity: one instance per page, outside React so that the sign-in callback, the Event
 * API's 401s and the route checks share it. Components read it through `useIdentity()`.
 */
export interface IdentityState {
  status: IdentityStatus
  user: SessionUser | null
  /** The Event API refused the session's token: the user is offered to sign in again. */
  sessionEnded: boolean
}

let state: IdentityState = { status: 'loading', user: null, sessionEnded: false }
const listeners = new Set<() => void>()

export function getIdentity(): IdentityState {
  return state
}

export function subscribeIdentity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setState(next: Partial<IdentityState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

let manager: Promise<UserManager> | undefined

function userManager(): Promise<UserManager> {
  manager ??= loadRuntimeConfig().then(
    async (config) => {
      const created = await createUserManager(config, window.location.origin)
      created.events.addUserLoaded((user) => void onUserLoaded(user))
      created.events.addAccessTokenExpired(() => void endSession())
      return created
    },
    (error: unknown) => {
      manager = undefined
      throw error
    },
  )
  return manager
}

/**
 * Takes the account service's answer to a sign-in out of the address before the router sees it: the
 * `#code=…` hash is cleared at once (spec §2) and processed by `startIdentity`.
 */
export function takeSigninResponse(): string | undefined {
  if (!isSigninResponse(window.location.hash)) return undefined
  const href = window.location.href
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  return href
}

let identityArrived = false
let identityTimer: ReturnType<typeof setTimeout> | undefined

/**
 * Boot: completes a sign-in coming back from the account service (then returns to the stored route), or
 * restores the tab's session. The identity comes from the library's user-loaded event; none within
 * IDENTITY_TIMEOUT_MS resets the user (spec §4).
 */
export async function startIdentity(options: {
  signinResponse: string | undefined
  navigate: (path: string) => unknown
}): Promise<void> {
  configureApiAuthentication({
    toolToken: () => state.user?.toolToken,
    onUnauthorized: () => void endSession(),
  })
  identityTimer = setTimeout(() => {
    if (!identityArrived && state.status === 'loading') resetUser()
  }, IDENTITY_TIMEOUT_MS)
  // An anonymous visit (most first loads) restores nothing: the sign-in library's chunk waits for a click.
  if (!options.signinResponse && !hasStoredOidcUser(window.sessionStorage)) return resetUser()
  try {
    const users = await userManager()
    if (options.signinResponse) {
      await users.signinRedirectCallback(options.signinResponse).catch((error: unknown) => {
        // A cancelled sign-in (#error=access_denied) or a stale state: the visitor stays anonymous.
        console.warn('Sign-in was not completed', error)
        resetUser()
      })
      // The redirect URI is the locale root the user left from: its locale is the current one.
      const { locale } = resolveLocale(window.location.pathname, currentLocale())
      const path = takeRedirectPath(window.localStorage, locale)
      if (path) await options.navigate(path)
      return
    }
    const existing = await users.getUser()
    if (!existing) return resetUser()
    if (!existing.expired) {
      await users.getUser(true)
      return
    }
    if (!existing.refresh_token) return resetUser()
    await users.signinSilent().catch(() => resetUser())
  } catch (error) {
    // Without the runtime config or the account service nobody can be signed in; the site still works.
    console.warn('The identity could not be restored', error)
    resetUser()
  }
}

async function onUserLoaded(oidcUser: User) {
  identityArrived = true
  clearTimeout(identityTimer)
  const accessToken = oidcUser.access_token
  const subject = decodeJwtPayload(accessToken)?.sub
  const stored = state.user ?? readSessionUser(window.sessionStorage)
  if (stored && stored.id === subject && stored.toolToken) {
    // A refreshed token, or the same tab's session after a reload: the Event API token still holds.
    return connect({ ...stored, accessToken, roles: rolesOfToken(accessToken) })
  }
  try {
    const config = await loadRuntimeConfig()
    const [me, tool] = await Promise.all([
      fetchAccountMe(config.accountUrl, accessToken),
      authenticate(accessToken).catch((error: unknown) => {
        // The user is still signed in to the account; Event API calls needing the token will get 401.
        console.warn('The Event API did not authenticate the user', error)
        return null
      }),
    ])
    if (me.id !== subject) throw new Error('The account service answered for another user')
    connect(buildSessionUser(me, accessToken, tool))
  } catch (error) {
    console.warn('The signed-in user could not be loaded', error)
    resetUser()
  }
}

/**
 * Takes in what the account service now says of the signed-in user (after joining the loyalty club, say),
 * keeping the session's tokens and roles.
 */
export function applyAccount(me: AccountMe): void {
  const user = state.user
  if (state.status !== 'connected' || !user || me.id !== user.id) return
  const fresh = buildSessionUser(me, user.accessToken, null)
  connect({ ...fresh, roles: user.roles, optoolUserId: user.optoolUserId, toolToken: user.toolToken })
}

function connect(user: SessionUser) {
  saveSessionUser(user, window.sessionStorage, window.localStorage)
  setState({ status: 'connected', user, sessionEnded: false })
}

function resetUser() {
  clearSessionUser(window.sessionStorage, window.localStorage)
  setState({ status: 'anonymous', user: null })
}

/** Sign-in at the account service; comes back to the current route (spec §2). */
export async function signIn({ signup = false }: { signup?: boolean } = {}): Promise<void> {
  rememberRedirectTarget(window.localStorage, window.location)
  const locale = currentLocale()
  try {
    const users = await userManager()
    await users.signinRedirect({
      redirect_uri: localeRoot(window.location.origin, locale),
      ui_locales: locale,
      extraQueryParams: signup ? { screen: 'signup' } : {},
    })
  } catch (error) {
    // The account service or the runtime config is unreachable: the visitor stays where they are.
    console.warn('Sign-in could not start', error)
  }
}

/**
 * Revokes the Event API token and the account's refresh token, forgets the session and signs out of the account
 * service, landing home.
 */
export async function signOut(): Promise<void> {
  const toolToken = state.user?.toolToken
  if (toolToken) await revokeToolToken(toolToken).catch(() => undefined)
  resetUser()
  const locale = currentLocale()
  try {
    const users = await userManager()
    // Revoking the refresh token ends the grant at the account service, its access token with it, even if the
    // sign-out page below is never confirmed.
    await users.revokeTokens(['refresh_token']).catch((error: unknown) => {
      console.warn('The refresh token could not be revoked', error)
    })
    await users.signoutRedirect({ post_logout_redirect_uri: postLogoutUri(window.location.origin, locale) })
  } catch (error) {
    console.warn('The account service could not be reached to sign out', error)
    window.location.assign(localizedPath(locale, { name: 'home' }))
  }
}

/** The session is over (the Event API refused its token, or it expired): forget it, offer sign-in. */
async function endSession() {
  if (state.status !== 'connected') return
  clearSessionUser(window.sessionStorage, window.localStorage)
  setState({ status: 'anonymous', user: null, sessionEnded: true })
  await (await userManager()).removeUser()
}

/**
 * Spec §4, on each route change: the stored session user against the library's stored token. A missing
 * token, another subject or a stored role the token no longer grants signs the user out and reloads.
 */
export async function checkTokenOnRouteChange(): Promise<void> {
  if (state.status !== 'connected') return
  const users = await userManager()
  const stored = readSessionUser(window.sessionStorage)
  const oidcUser = await users.getUser()
  if (stored && !tokenProblem(stored, oidcUser?.access_token)) return
  clearSessionUser(window.sessionStorage, window.localStorage)
  await users.removeUser()
  window.location.reload()
}

import { type Role, WEB_CLIENT_ID } from '@questboard/domain/constants'
import { isOldEnough, parseRoles } from '@questboard/domain/roles'
import { decodeJwtPayload } from './token'

/**
 * The session user of spec §3, kept in sessionStorage for the browser session. `id` is the account's
 * subject; `optoolUserId` and `toolToken` come from the Event API's `POST /authenticate/`.
 */
export interface SessionUser {
  id: string
  email: string
  nickname: string
  picture: string | null
  country: string | null
  /** `YYYY-MM-DD`; decides who may participate (minimum age 15). */
  birthDate: string | null
  joinDate: string | null
  loyaltyRegistration: boolean
  roles: Role[]
  accessToken: string
  optoolUserId: string | null
  toolToken: string | null
}

/** The part of the user kept in localStorage under `user`: shown before the session is back, never secret. */
export interface StoredProfile {
  id: string
  nickname: string
  picture: string | null
  country: string | null
}

/** `GET /main/v1/user/me` of the account service. */
export interface AccountMe {
  id: string
  email: string
  nickname: string
  picture?: string | null
  country?: string | null
  birth_date?: string | null
  join_date?: string | null
  loyalty_registration?: boolean
}

/** `POST /authenticate/` of the Event API. */
export interface ToolAuthentication {
  token: string
  user_id: string | number
}

/** sessionStorage key of the session user; localStorage key of the profile. */
export const SESSION_USER_KEY = 'user'
export const PROFILE_KEY = 'user'

export function rolesOfToken(accessToken: string): Role[] {
  const scope = decodeJwtPayload(accessToken)?.scope
  return parseRoles(typeof scope === 'string' ? scope : '', WEB_CLIENT_ID)
}

export function buildSessionUser(
  me: AccountMe,
  accessToken: string,
  tool: ToolAuthentication | null,
): SessionUser {
  return {
    id: me.id,
    email: me.email,
    nickname: me.nickname,
    picture: me.picture || null,
    country: me.country ?? null,
    birthDate: me.birth_date ?? null,
    joinDate: me.join_date ?? null,
    loyaltyRegistration: me.loyalty_registration ?? false,
    roles: rolesOfToken(accessToken),
    accessToken,
    optoolUserId: tool ? String(tool.user_id) : null,
    toolToken: tool?.token ?? null,
  }
}

export function profileOf(user: SessionUser): StoredProfile {
  return { id: user.id, nickname: user.nickname, picture: user.picture, country: user.country }
}

export function saveSessionUser(user: SessionUser, session: Storage, local: Storage): void {
  session.setItem(SESSION_USER_KEY, JSON.stringify(user))
  local.setItem(PROFILE_KEY, JSON.stringify(profileOf(user)))
}

export function readSessionUser(session: Storage): SessionUser | null {
  const parsed = readJson(session, SESSION_USER_KEY)
  if (!parsed || typeof parsed !== 'object') return null
  const user = parsed as Partial<SessionUser>
  if (typeof user.id !== 'string' || typeof user.accessToken !== 'string' || !Array.isArray(user.roles))
    return null
  return user as SessionUser
}

export function clearSessionUser(session: Storage, local: Storage): void {
  session.removeItem(SESSION_USER_KEY)
  local.removeItem(PROFILE_KEY)
}

/**
 * Whether the user may take part in an event on `date` (`YYYY-MM-DD`, default today): 15 or older then.
 * An account without a birth date is left to the Event API, which refuses if need be.
 */
export function userIsOldEnough(user: SessionUser | null, date?: string): boolean {
  if (!user?.birthDate) return true
  return isOldEnough(user.birthDate, date ?? new Date().toISOString().slice(0, 10))
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key)
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

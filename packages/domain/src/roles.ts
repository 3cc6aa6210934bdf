/**
 * Roles come from the access token's `scope`: `<client id>:<role>` (DESIGN.md), other clients' scopes and
 * unknown roles are ignored. Age rule: a user under MINIMUM_AGE on the event's date may not participate.
 */
import { MINIMUM_AGE, ROLES, type Role, WEB_CLIENT_ID } from './constants'
import { isDate } from './datetime'

/** 'questboard-web:user questboard-web:organizer openid' → ['user', 'organizer']. */
export function parseRoles(scope: string | null | undefined, clientId: string = WEB_CLIENT_ID): Role[] {
  const prefix = `${clientId}:`
  const roles = new Set<Role>()
  for (const token of (scope ?? '').split(/\s+/)) {
    if (!token.startsWith(prefix)) continue
    const role = token.slice(prefix.length)
    if ((ROLES as readonly string[]).includes(role)) roles.add(role as Role)
  }
  return ROLES.filter((role) => roles.has(role))
}

/** The scope string that grants these roles (the account service writes it into tokens). */
export function rolesToScope(roles: readonly Role[], clientId: string = WEB_CLIENT_ID): string {
  return roles.map((role) => `${clientId}:${role}`).join(' ')
}

export type SessionUser = {
  id?: string | number | null
  email?: string | null
  accessToken?: string | null
  roles?: readonly string[] | null
}

/** Spec §4: connected means an id, an email, a token and at least one role. */
export function isConnected(user: SessionUser | null | undefined): boolean {
  if (!user) return false
  const hasId = user.id !== undefined && user.id !== null && user.id !== ''
  return hasId && Boolean(user.email) && Boolean(user.accessToken) && (user.roles?.length ?? 0) > 0
}

export function hasRole(user: SessionUser | null | undefined, role: Role): boolean {
  return user?.roles?.includes(role) ?? false
}

/** Organizers and admins use the profile and the event form (spec §2). */
export function canOrganize(user: SessionUser | null | undefined): boolean {
  return hasRole(user, 'organizer') || hasRole(user, 'admin')
}

/** Completed years of age on a calendar date; both dates `YYYY-MM-DD` (a longer string is cut to its date). */
export function ageAt(birthDate: string, date: string): number {
  const birth = birthDate.slice(0, 10)
  const on = date.slice(0, 10)
  if (!isDate(birth) || !isDate(on)) throw new RangeError(`Not dates YYYY-MM-DD: ${birthDate}, ${date}`)
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4))
  return on.slice(5) >= birth.slice(5) ? years : years - 1
}

/** Whether someone born on `birthDate` is old enough to take part in an event held on `eventDate`. */
export function isOldEnough(birthDate: string, eventDate: string): boolean {
  return ageAt(birthDate, eventDate) >= MINIMUM_AGE
}

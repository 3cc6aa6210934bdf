import { ROLES, WEB_CLIENT_ID } from '@questboard/domain/constants'
import { rolesToScope } from '@questboard/domain/roles'

/** The SPA's client id; role scopes carry it as a prefix (`questboard-web:organizer`). */
export { WEB_CLIENT_ID }
/** The Event API's confidential client, for service-to-service calls (client credentials). */
export const API_CLIENT_ID = 'questboard-api'

/** Roles an account may be given; every account also has the implicit `user` role. */
export const GRANTABLE_ROLES = ['organizer', 'admin'] as const
export type GrantableRole = (typeof GRANTABLE_ROLES)[number]
export const ALL_ROLES = ROLES

export const ROLE_SCOPES = rolesToScope(ALL_ROLES).split(' ')

/** Scopes of the service credential. */
export const SERVICE_SCOPES = {
  loyaltyCredit: 'loyalty:credit',
  /** Reading any account's balances, e.g. for the Event API's `GET /api/users/me/lp_balances/`. */
  loyaltyRead: 'loyalty:read',
  accountsRoles: 'accounts:roles',
  /** Reading and acknowledging deleted accounts (the Event API's back-channel, docs/decisions/021). */
  accountsDeletions: 'accounts:deletions',
} as const

/** The roles an account holds: `user` always, then its stored roles, in the order of ALL_ROLES. */
export function heldRoles(roles: readonly string[]) {
  const held = new Set(['user', ...roles])
  return ALL_ROLES.filter((role) => held.has(role))
}

/** The scopes an account's tokens carry: `questboard-web:user` always, then its stored roles. */
export function roleScopesOf(roles: readonly string[]): string[] {
  return rolesToScope(heldRoles(roles)).split(' ')
}

export function isGrantableRole(value: string): value is GrantableRole {
  return (GRANTABLE_ROLES as readonly string[]).includes(value)
}

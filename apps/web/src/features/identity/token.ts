import { WEB_CLIENT_ID } from '@questboard/domain/constants'
import { parseRoles } from '@questboard/domain/roles'

/**
 * The claims of a JWT, read without verifying it: the browser only compares them with the session; the
 * Event API and the account service verify every token they receive.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | undefined {
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

export type TokenProblem = 'missing' | 'subject' | 'role'

/**
 * Spec §4, on each route change: the session is over when the token is missing, names another subject
 * than the session user, or no longer grants a role the session user holds.
 */
export function tokenProblem(
  user: { id: string; roles: readonly string[] },
  accessToken: string | null | undefined,
): TokenProblem | undefined {
  const claims = decodeJwtPayload(accessToken)
  if (!claims) return 'missing'
  if (claims.sub !== user.id) return 'subject'
  const granted = parseRoles(typeof claims.scope === 'string' ? claims.scope : '', WEB_CLIENT_ID)
  if (user.roles.some((role) => !(granted as string[]).includes(role))) return 'role'
  return undefined
}

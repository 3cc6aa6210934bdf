import { apiFetch } from '../../../lib/api'
import type { AccountMe, ToolAuthentication } from '../session-user'

/** The account service's view of the signed-in user (spec §7). */
export function fetchAccountMe(accountUrl: string, accessToken: string): Promise<AccountMe> {
  return apiFetch<AccountMe>(`${accountUrl}/main/v1/user/me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  })
}

/** Trades the account access token for the Event API's tool token and user id (spec §7). */
export function authenticate(accessToken: string): Promise<ToolAuthentication> {
  return apiFetch<ToolAuthentication>('/authenticate/', {
    method: 'POST',
    body: { access_token: accessToken },
  })
}

/** Revokes a tool token at sign-out. */
export function revokeToolToken(toolToken: string): Promise<void> {
  return apiFetch<void>('/authenticate/', {
    method: 'DELETE',
    headers: { Authorization: `Token ${toolToken}` },
  })
}

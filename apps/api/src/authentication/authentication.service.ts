import { parseRoles } from '@questboard/domain/roles'
import { HttpError } from '../http/http-error.ts'
import type { UsersRepository } from '../users/users.repository.ts'
import type { AccessTokenVerifier } from './access-token.ts'
import { InvalidAccessTokenError } from './access-token.ts'
import { type AccountClient, AccountServiceError } from './account-client.ts'
import type { ToolTokensRepository } from './tool-tokens.repository.ts'

/** As long as the account session a sign-in opens: the web app keeps its tool token across token refreshes. */
export const TOOL_TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000

/** The client of the Event API's own service-to-service credential: its tokens are not a person's. */
const SERVICE_CLIENT_ID = 'questboard-api'

/** `{detail}` with its status (plugins/errors.ts answers it). */
export class AuthenticationRefused extends HttpError {
  override name = 'AuthenticationRefused'
  constructor(
    message: string,
    override readonly status: 401 | 503,
  ) {
    super(status, { detail: message })
  }
}

interface Dependencies {
  verifyAccessToken: AccessTokenVerifier
  accounts: AccountClient
  users: UsersRepository
  toolTokens: ToolTokensRepository
}

/**
 * `POST /authenticate/`: trades an account access token for a tool token. The token is verified offline,
 * then the account service is asked who it belongs to (nickname, country and birth date, which the Event
 * API keeps to show players and refuse those under 15), and the Event API's user record is refreshed.
 */
export function createAuthenticationService({
  verifyAccessToken,
  accounts,
  users,
  toolTokens,
}: Dependencies) {
  return {
    async authenticate(accessToken: string): Promise<{ token: string; user_id: number }> {
      const claims = await verifyAccessToken(accessToken).catch((error: unknown) => {
        if (error instanceof InvalidAccessTokenError) {
          throw new AuthenticationRefused('The access token is invalid or has expired.', 401)
        }
        throw error
      })
      if (claims.client_id === SERVICE_CLIENT_ID) {
        throw new AuthenticationRefused('This access token does not belong to a person.', 401)
      }
      const me = await accounts.me(accessToken).catch((error: unknown) => {
        if (error instanceof AccountServiceError && error.status === 401) {
          throw new AuthenticationRefused('The account of this access token is not available.', 401)
        }
        throw new AuthenticationRefused('The account service is not available; try again later.', 503)
      })
      if (me.id !== claims.sub) {
        throw new AuthenticationRefused('The account service answered for another account.', 401)
      }
      const user = await users.upsertFromAccount({
        subject: me.id,
        email: me.email,
        nickname: me.nickname,
        country: me.country ?? null,
        birthDate: me.birth_date ?? null,
      })
      const roles = parseRoles(claims.scope)
      const token = await toolTokens.issue(user.id, roles, new Date(Date.now() + TOOL_TOKEN_LIFETIME_MS))
      return { token, user_id: user.id }
    },

    signOut: (token: string) => toolTokens.revoke(token),
  }
}

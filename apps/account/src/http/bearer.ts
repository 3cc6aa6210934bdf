import { createLocalJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { Context } from 'koa'
import type { JWK } from 'oidc-provider'
import type { Account, AccountsRepository } from '../accounts/accounts.repository'
import { API_CLIENT_ID } from '../accounts/roles'
import { ACCESS_TOKEN_ALG, API_AUDIENCE, GRANT_CLAIM } from '../provider/provider'
import { HttpError } from './body'

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']

export interface AccessTokenClaims extends JWTPayload {
  sub: string
  client_id?: string
  scope?: string
}

/**
 * Verifies our own RFC 9068 access tokens exactly as a resource server would (issuer, audience, expiry,
 * algorithm allow-list, `at+jwt` type) against the provider's public keys.
 */
export function accessTokenVerifier(
  issuer: string,
  jwks: { keys: JWK[] },
  accounts: AccountsRepository,
  /** Whether the grant of a user token still holds: sign-out and revocation end it. */
  grantHolds: (grantId: string) => Promise<boolean>,
) {
  const publicKeys = createLocalJWKSet({
    keys: jwks.keys.map((key) =>
      Object.fromEntries(Object.entries(key).filter(([member]) => !PRIVATE_MEMBERS.includes(member))),
    ),
  })

  async function verify(ctx: Context): Promise<AccessTokenClaims> {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))
    if (!match?.[1]) {
      ctx.set('WWW-Authenticate', 'Bearer')
      throw new HttpError(401, { detail: 'Authentication credentials were not provided.' })
    }
    try {
      const { payload } = await jwtVerify(match[1], publicKeys, {
        issuer,
        audience: API_AUDIENCE,
        algorithms: [ACCESS_TOKEN_ALG],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      })
      return payload as AccessTokenClaims
    } catch {
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"')
      throw new HttpError(401, { detail: 'The access token is invalid or has expired.' })
    }
  }

  return {
    /** The account a user's access token was issued for, while its grant holds; service tokens are refused. */
    async account(ctx: Context): Promise<Account> {
      const claims = await verify(ctx)
      if (claims.client_id === API_CLIENT_ID && claims.sub === API_CLIENT_ID) {
        throw new HttpError(403, { detail: 'This endpoint needs a user access token.' })
      }
      const grantId = claims[GRANT_CLAIM]
      if (typeof grantId !== 'string' || !(await grantHolds(grantId))) {
        ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"')
        throw new HttpError(401, { detail: 'The access token is invalid or has expired.' })
      }
      const account = await accounts.findById(claims.sub)
      if (!account) throw new HttpError(401, { detail: 'The account of this access token no longer exists.' })
      return account
    },

    /** A service-to-service call: a client-credentials token of `questboard-api` holding `scope`. */
    async service(ctx: Context, scope: string): Promise<void> {
      const claims = await verify(ctx)
      if (claims.client_id !== API_CLIENT_ID || claims.sub !== API_CLIENT_ID) {
        throw new HttpError(403, { detail: 'This endpoint is reserved to the Questboard services.' })
      }
      if (!claims.scope?.split(' ').includes(scope)) {
        throw new HttpError(403, { detail: `The access token lacks the scope ${scope}.` })
      }
    },
  }
}

export type AccessTokenVerifier = ReturnType<typeof accessTokenVerifier>

import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'

/** The audience and signing algorithm of the account service's RFC 9068 access tokens (DESIGN.md). */
export const ACCESS_TOKEN_AUDIENCE = 'questboard'
const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256']

export interface AccessTokenClaims extends JWTPayload {
  sub: string
  scope?: string
  client_id?: string
}

export class InvalidAccessTokenError extends Error {
  override name = 'InvalidAccessTokenError'
}

/**
 * Verifies an account access token offline, as a resource server does: signature against the account
 * service's published keys (fetched once, refreshed when an unknown key id shows up), issuer, audience,
 * expiry, the `at+jwt` type and an algorithm allow-list (never `none`, never a symmetric one).
 */
export function createAccessTokenVerifier({ accountUrl, issuer }: { accountUrl: string; issuer: string }) {
  const keys = createRemoteJWKSet(new URL(`${accountUrl}/jwks`), { timeoutDuration: 5_000 })
  return async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        algorithms: ALLOWED_ALGORITHMS,
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp'],
      })
      return payload as AccessTokenClaims
    } catch (error) {
      throw new InvalidAccessTokenError(error instanceof Error ? error.message : String(error))
    }
  }
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>

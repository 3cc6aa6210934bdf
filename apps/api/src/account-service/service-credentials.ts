import { z } from 'zod'

/** This API's confidential client at the account service (DESIGN.md "Service to service"). */
export const API_CLIENT_ID = 'questboard-api'

/**
 * Every scope the Event API's calls need. One token carries them all: the account service grants only those
 * it offers this client and silently leaves out the others, so asking for all of them costs nothing.
 */
export const SERVICE_SCOPES = {
  loyaltyRead: 'loyalty:read',
  loyaltyCredit: 'loyalty:credit',
  accountsRoles: 'accounts:roles',
  accountsDeletions: 'accounts:deletions',
} as const

/** A token is renewed this long before it expires, so it never expires between our check and its use. */
export const RENEWAL_MARGIN_MS = 60_000

const TIMEOUT_MS = 5_000

const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
})

/** The account service refused or did not answer the token request. */
export class ServiceCredentialsError extends Error {
  override name = 'ServiceCredentialsError'
}

export interface ServiceCredentials {
  /** A valid access token of `questboard-api`, from the cache while it lasts. */
  token(): Promise<string>
  /** Forget `token` (a call was refused with 401), so the next `token()` asks for a new one. */
  invalidate(token: string): void
}

export interface ServiceCredentialsOptions {
  accountUrl: string
  clientSecret: string
  scopes?: readonly string[]
  /** The clock, for tests of the renewal. */
  now?: () => number
  fetch?: typeof fetch
}

/**
 * The client credentials grant at `${accountUrl}/token`. The token is cached until RENEWAL_MARGIN_MS before
 * it expires, and concurrent callers share a single request while one is in flight.
 */
export function createServiceCredentials({
  accountUrl,
  clientSecret,
  scopes = Object.values(SERVICE_SCOPES),
  now = Date.now,
  fetch: fetchImpl = fetch,
}: ServiceCredentialsOptions): ServiceCredentials {
  let cached: { token: string; renewAt: number } | undefined
  let pending: Promise<string> | undefined
  const basic = Buffer.from(
    `${encodeURIComponent(API_CLIENT_ID)}:${encodeURIComponent(clientSecret)}`,
  ).toString('base64')

  async function requestToken(): Promise<string> {
    const startedAt = now()
    let response: Response
    try {
      response = await fetchImpl(`${accountUrl}/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes.join(' ') }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new ServiceCredentialsError(`The account service could not be reached: ${String(error)}`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const reason = (body as { error?: unknown } | undefined)?.error
      throw new ServiceCredentialsError(
        `The account service refused the service credential (${response.status}${reason ? ` ${String(reason)}` : ''})`,
      )
    }
    const parsed = tokenResponse.safeParse(body)
    if (!parsed.success)
      throw new ServiceCredentialsError('The account service answered an unexpected token body')
    // Measured from when we asked: the time the request took is already gone from the token's life.
    cached = {
      token: parsed.data.access_token,
      renewAt: startedAt + parsed.data.expires_in * 1000 - RENEWAL_MARGIN_MS,
    }
    return parsed.data.access_token
  }

  return {
    token() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token)
      pending ??= requestToken().finally(() => {
        pending = undefined
      })
      return pending
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined
    },
  }
}

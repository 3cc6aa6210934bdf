import { type LoyaltyBalances, loyaltyBalancesSchema } from '@questboard/domain/loyalty.schema'
import { z } from 'zod'
import { type ServiceCredentials, ServiceCredentialsError } from './service-credentials.ts'

const TIMEOUT_MS = 5_000

/**
 * The account service could not serve the call: unreachable, timed out, a 5xx, a refused service credential
 * or a body we do not understand. Routes answer 503.
 */
export class AccountServiceUnavailable extends Error {
  override name = 'AccountServiceUnavailable'
}

/** The account service answered a 4xx to the call itself (the credential was fine): its status and body. */
export class AccountServiceRefusal extends Error {
  override name = 'AccountServiceRefusal'
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const detail = (body as { detail?: unknown } | undefined)?.detail
    super(`The account service answered ${status}${typeof detail === 'string' ? `: ${detail}` : ''}`)
  }
}

/** One player's points for one event, sent to the loyalty ledger. */
export interface LoyaltyCredit {
  /** The account service's account id (the Event API user's `subject`). */
  accountId: string
  xp: number
  /** Coins as a loyalty club member would earn them; the ledger gives non-members none. */
  coins: number
}

const creditsAnswer = z.object({
  credited: z.array(z.object({ user_id: z.string(), xp: z.number(), coins: z.number() })),
  already_credited: z.array(z.string()),
})

const deletionsAnswer = z.object({
  results: z.array(z.object({ account_id: z.string(), deleted_at: z.string() })),
})
const rolesAnswer = z.object({ roles: z.array(z.string()), version: z.number() })
const roleChangesAnswer = z.object({
  results: z.array(
    z.object({
      account_id: z.string(),
      roles: z.array(z.string()),
      version: z.number(),
      settled: z.boolean(),
    }),
  ),
})
const accountAnswer = z.object({
  id: z.string(),
  nickname: z.string(),
  email: z.string(),
  country: z.string(),
  join_date: z.string(),
  roles: z.array(z.string()),
})
/** An account as the admin space shows it (`GET /main/v1/accounts/{id}`). */
export type ManagedAccount = z.infer<typeof accountAnswer>
const accountsAnswer = z.object({
  results: z.array(accountAnswer.pick({ id: true, nickname: true, email: true, roles: true })),
})
const roleHistoryAnswer = z.object({
  results: z.array(
    z.object({
      changed_by: z.string().nullable(),
      changed_by_nickname: z.string().nullable(),
      roles_before: z.array(z.string()),
      roles_after: z.array(z.string()),
      reason: z.string().nullable(),
      changed_at: z.string(),
    }),
  ),
})
/** One change of an account's roles in the account service's audit: who, before, after, why, when. */
export type RoleHistoryEntry = z.infer<typeof roleHistoryAnswer>['results'][number]

/** One account's change in the account service's roles feed: the roles it holds now, and their version. */
export type RoleChange = z.infer<typeof roleChangesAnswer>['results'][number]

/** fetch's options, plus `json`: a body sent as JSON. */
type CallInit = RequestInit & { json?: unknown }

interface Dependencies {
  accountUrl: string
  credentials: ServiceCredentials
}

/**
 * The Event API's service-to-service calls to the account service, made with its own client credentials
 * (never a user's token). Add a method per endpoint here: `call` handles the token, one retry after a 401
 * (the token may have been revoked or the keys rotated), timeouts and the errors above.
 */
export function createAccountServiceClient({ accountUrl, credentials }: Dependencies) {
  async function send(path: string, { json, ...init }: CallInit, token: string): Promise<Response> {
    const headers = new Headers(init.headers)
    if (!headers.has('Accept')) headers.set('Accept', 'application/json')
    headers.set('Authorization', `Bearer ${token}`)
    if (json !== undefined) headers.set('Content-Type', 'application/json')
    try {
      return await fetch(`${accountUrl}${path}`, {
        ...init,
        body: json === undefined ? init.body : JSON.stringify(json),
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new AccountServiceUnavailable(`The account service could not be reached: ${String(error)}`)
    }
  }

  async function bearer(): Promise<string> {
    try {
      return await credentials.token()
    } catch (error) {
      if (error instanceof ServiceCredentialsError) throw new AccountServiceUnavailable(error.message)
      throw error
    }
  }

  /**
   * The body of a 2xx parsed by `schema` (an empty body, a 204, is `undefined`: pass `z.undefined()`);
   * the errors above otherwise. E.g. `call('/loyalty/v1/credits', creditsAnswer, {method: 'POST', json})`.
   */
  async function call<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    init: CallInit = {},
  ): Promise<z.infer<Schema>> {
    let token = await bearer()
    let response = await send(path, init, token)
    if (response.status === 401) {
      credentials.invalidate(token)
      token = await bearer()
      response = await send(path, init, token)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status >= 500 || response.status === 401) {
      throw new AccountServiceUnavailable(`The account service answered ${response.status} to ${path}`)
    }
    if (!response.ok) throw new AccountServiceRefusal(response.status, body)
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new AccountServiceUnavailable(`The account service answered an unexpected body to ${path}`)
    }
    return parsed.data
  }

  return {
    /**
     * The loyalty balances of the account `subject` (the `sub` of its access tokens, the Event API user's
     * `subject`). A 404 refusal means the account service knows no such account.
     */
    balances(subject: string): Promise<LoyaltyBalances> {
      return call(`/loyalty/v1/users/${encodeURIComponent(subject)}/balances`, loyaltyBalancesSchema)
    },

    /**
     * Credits an event's points (`POST /loyalty/v1/credits`). Idempotent per event and account: a pair credited
     * before is left as it was (listed in `already_credited`), so a retried award never pays twice.
     */
    credit(eventId: number, credits: LoyaltyCredit[]) {
      return call('/loyalty/v1/credits', creditsAnswer, {
        method: 'POST',
        json: {
          event_id: `questboard-event-${eventId}`,
          coins_for_members_only: true,
          credits: credits.map(({ accountId, xp, coins }) => ({ user_id: accountId, xp, coins })),
        },
      })
    },

    /**
     * The roles the account holds now (`GET /main/v1/users/{id}/roles`), `user` included, and their version in the
     * roles feed (0: never changed). A 404 refusal means the
     * account service knows no such account.
     */
    async roles(subject: string): Promise<{ roles: string[]; version: number }> {
      return call(`/main/v1/users/${encodeURIComponent(subject)}/roles`, rolesAnswer)
    },

    /**
     * The accounts whose roles changed after the feed's version `after`, oldest first, each with the roles it
     * holds now (`GET /main/v1/role-changes`, decision 020); at most `limit`.
     */
    async roleChanges(after: number, limit = 500): Promise<RoleChange[]> {
      const answer = await call(`/main/v1/role-changes?after=${after}&limit=${limit}`, roleChangesAnswer)
      return answer.results
    },

    /**
     * Accounts deleted at the account service that this API has not acknowledged yet, oldest first
     * (`GET /main/v1/account-deletions`, docs/decisions/021).
     */
    async pendingDeletions(limit = 100): Promise<string[]> {
      const answer = await call(`/main/v1/account-deletions?limit=${limit}`, deletionsAnswer)
      return answer.results.map((deletion) => deletion.account_id)
    },

    /** Tells the account service a deletion was applied here, so it forgets it. A 404: already forgotten. */
    async acknowledgeDeletion(subject: string): Promise<void> {
      try {
        await call(`/main/v1/account-deletions/${encodeURIComponent(subject)}`, z.undefined(), {
          method: 'DELETE',
        })
      } catch (error) {
        if (!(error instanceof AccountServiceRefusal && error.status === 404)) throw error
      }
    },

    /**
     * Sets the account's whole list of granted roles (`PUT /main/v1/users/{id}/roles`); `user` is implicit.
     * The Event API enforces it within ROLES_MAX_AGE_SECONDS (decision 020); the account's tokens at their next refresh.
     * `author` goes to the account service's role audit: the administrator's account id and where the change came from.
     */
    async setRoles(
      subject: string,
      roles: readonly string[],
      author?: { changedBy: string; reason: string },
    ): Promise<void> {
      await call(`/main/v1/users/${encodeURIComponent(subject)}/roles`, z.undefined(), {
        method: 'PUT',
        json: {
          roles: [...new Set(roles)],
          ...(author ? { changed_by: author.changedBy, reason: author.reason } : {}),
        },
      })
    },

    /** Accounts whose nickname or email contains `search` (2 characters at least), with their roles. */
    async searchAccounts(search: string) {
      const answer = await call(`/main/v1/accounts?search=${encodeURIComponent(search)}`, accountsAnswer)
      return answer.results
    },

    /** One account with its roles; a 404 refusal when there is none. */
    account(subject: string): Promise<ManagedAccount> {
      return call(`/main/v1/accounts/${encodeURIComponent(subject)}`, accountAnswer)
    },

    /** The account's changes of roles, newest first. */
    async roleHistory(subject: string): Promise<RoleHistoryEntry[]> {
      const answer = await call(
        `/main/v1/accounts/${encodeURIComponent(subject)}/role-history`,
        roleHistoryAnswer,
      )
      return answer.results
    },
  }
}

export type AccountServiceClient = ReturnType<typeof createAccountServiceClient>

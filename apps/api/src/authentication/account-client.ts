import { z } from 'zod'

/** What the account service's `GET /main/v1/user/me` tells the Event API (spec §7, DESIGN.md). */
const accountMeSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  nickname: z.string(),
  country: z.string().length(2).nullable().optional(),
  birth_date: z.string().nullable().optional(),
})

export type AccountMe = z.infer<typeof accountMeSchema>

export class AccountServiceError extends Error {
  override name = 'AccountServiceError'
  constructor(
    message: string,
    /** The account service's status, when it answered. */
    readonly status?: number,
  ) {
    super(message)
  }
}

/**
 * What `GET /main/v1/user/me/export` gives for the data download: the account and its loyalty ledger, kept as
 * the account service words them (checked only for the account's id, which must be the caller's).
 */
const accountExportSchema = z.looseObject({
  account: z.looseObject({ id: z.string().min(1) }),
  loyalty: z.unknown(),
})

export type AccountExport = z.infer<typeof accountExportSchema>

/** The account API calls the Event API makes with a user's access token. */
export function createAccountClient(accountUrl: string) {
  async function get<Schema extends z.ZodType>(path: string, schema: Schema, accessToken: string) {
    let response: Response
    try {
      response = await fetch(`${accountUrl}${path}`, {
        headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(5_000),
      })
    } catch (error) {
      throw new AccountServiceError(`The account service could not be reached: ${String(error)}`)
    }
    if (!response.ok) {
      throw new AccountServiceError(`The account service answered ${response.status}`, response.status)
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new AccountServiceError('The account service answered an unexpected body')
    return parsed.data as z.infer<Schema>
  }

  return {
    me: (accessToken: string): Promise<AccountMe> => get('/main/v1/user/me', accountMeSchema, accessToken),
    /** The account's own data for the download (docs/decisions/021). */
    exportOf: (accessToken: string): Promise<AccountExport> =>
      get('/main/v1/user/me/export', accountExportSchema, accessToken),
  }
}

export type AccountClient = ReturnType<typeof createAccountClient>

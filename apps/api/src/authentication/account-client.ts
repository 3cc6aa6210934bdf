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

/** The account API calls the Event API makes with a user's access token. */
export function createAccountClient(accountUrl: string) {
  return {
    async me(accessToken: string): Promise<AccountMe> {
      let response: Response
      try {
        response = await fetch(`${accountUrl}/main/v1/user/me`, {
          headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(5_000),
        })
      } catch (error) {
        throw new AccountServiceError(`The account service could not be reached: ${String(error)}`)
      }
      if (!response.ok) {
        throw new AccountServiceError(`The account service answered ${response.status}`, response.status)
      }
      const parsed = accountMeSchema.safeParse(await response.json().catch(() => undefined))
      if (!parsed.success) throw new AccountServiceError('The account service answered an unexpected body')
      return parsed.data
    },
  }
}

export type AccountClient = ReturnType<typeof createAccountClient>

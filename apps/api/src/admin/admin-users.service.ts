import { LOGIN_SEARCH_MIN_LENGTH } from '@questboard/domain/constants'
import {
  type AccountServiceClient,
  AccountServiceRefusal,
  AccountServiceUnavailable,
} from '../account-service/account-service.client.ts'
import { knownRoles } from '../authentication/current-roles.ts'
import type { ToolTokensRepository } from '../authentication/tool-tokens.repository.ts'
import { HttpError } from '../http/http-error.ts'
import type { Caller } from '../plugins/auth.ts'
import type { AdminUsersRepository } from './admin-users.repository.ts'

/** The roles the admin space grants and removes; every account keeps `user`. */
export const MANAGED_ROLES = ['organizer', 'admin'] as const
export type ManagedRole = (typeof MANAGED_ROLES)[number]

/** Where a change made in the admin space is recorded as coming from, in the account service's audit. */
export const ADMIN_SPACE_REASON = 'admin-space'

/** A refusal of the admin space's user management. */
export class AdminUsersRefusal extends HttpError {
  override name = 'AdminUsersRefusal'
}
const refuse = (status: number, detail: string) => new AdminUsersRefusal(status, { detail })

interface Dependencies {
  accountService: Pick<
    AccountServiceClient,
    'searchAccounts' | 'account' | 'roleHistory' | 'roles' | 'setRoles'
  >
  users: AdminUsersRepository
  toolTokens: Pick<ToolTokensRepository, 'applyRoleChange'>
}

/** The account service holds accounts and roles: its failures are this API's 404 or 503, never a 500. */
async function fromAccountService<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof AccountServiceRefusal && error.status === 404) throw refuse(404, 'Not found.')
    if (error instanceof AccountServiceUnavailable || error instanceof AccountServiceRefusal) {
      throw refuse(503, 'The account service could not answer; nothing was changed. Try again in a moment.')
    }
    throw error
  }
}

/**
 * The admin space's users (issue 13 §10): find an account by nickname or email, see its roles, registrations and
 * the history of its roles, grant or remove organizer and admin. Accounts and roles live in the account service
 * (which records who changed what); a change reaches this API's tokens at once, and other deployments through
 * the roles feed (decision 020).
 */
export function createAdminUsersService({ accountService, users, toolTokens }: Dependencies) {
  async function detail(subject: string) {
    const [account, history, registrations] = await Promise.all([
      fromAccountService(() => accountService.account(subject)),
      fromAccountService(() => accountService.roleHistory(subject)),
      users.registrationsOf(subject),
    ])
    return {
      ...account,
      roles: knownRoles(account.roles),
      registrations: registrations.map((registration) => ({
        id: registration.id,
        name: registration.name,
        status: registration.status,
        starts_at: registration.startsAt.toISOString(),
        timezone: registration.timezone,
        registered_at: registration.registeredAt.toISOString(),
      })),
      role_history: history.map((change) => ({
        ...change,
        roles_before: knownRoles(change.roles_before),
        roles_after: knownRoles(change.roles_after),
      })),
    }
  }

  return {
    async search(search: string) {
      const text = search.trim()
      if (text.length < LOGIN_SEARCH_MIN_LENGTH) return { results: [] }
      const found = await fromAccountService(() => accountService.searchAccounts(text))
      return { results: found.map((account) => ({ ...account, roles: knownRoles(account.roles) })) }
    },

    detail,

    /**
     * Sets the account's granted roles to `roles`. An administrator cannot remove their own admin role (the
     * space would lock them out at once; another administrator may).
     */
    async setRoles(subject: string, roles: readonly ManagedRole[], caller: Caller) {
      if (subject === caller.user.subject && !roles.includes('admin')) {
        throw refuse(409, 'You cannot remove your own admin role; another administrator can.')
      }
      await fromAccountService(() =>
        accountService.setRoles(subject, roles, {
          changedBy: caller.user.subject,
          reason: ADMIN_SPACE_REASON,
        }),
      )
      // This API's tokens of the account take the change now, with its version, as the feed would.
      const current = await fromAccountService(() => accountService.roles(subject))
      await toolTokens.applyRoleChange(subject, knownRoles(current.roles), current.version)
      return detail(subject)
    },
  }
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>

import { ROLES, type Role } from '@questboard/domain/constants'
import type { FastifyBaseLogger } from 'fastify'
import {
  type AccountServiceClient,
  AccountServiceRefusal,
  AccountServiceUnavailable,
} from '../account-service/account-service.client.ts'
import type { ToolTokenHolder, ToolTokensRepository } from './tool-tokens.repository.ts'

/** After the account service failed to answer, this process asks again only this much later (a try can take 5 s). */
export const RETRY_AFTER_FAILURE_MS = 5_000

interface Dependencies {
  accountService: Pick<AccountServiceClient, 'roles'>
  toolTokens: Pick<ToolTokensRepository, 'updateRoles' | 'revokeAllOf'>
  log: FastifyBaseLogger
}

/** The roles this API knows among those the account service answers. */
export const knownRoles = (roles: readonly string[]): Role[] => ROLES.filter((role) => roles.includes(role))

/**
 * Decision 020: the roles of a tool token the roles feed does not keep (a new token, or the feed not read for
 * ROLES_MAX_AGE_SECONDS) are re-read from the account service, and written to every active token of the user
 * in the database, so every instance enforces them from then on (and the feed keeps them). While the account service cannot answer, stale roles shrink to `user`: a demoted
 * admin never keeps admin because the account service is away. An account the account service no longer knows
 * loses all its tokens (undefined: the request answers 401).
 */
export function createCurrentRoles({ accountService, toolTokens, log }: Dependencies) {
  let quietUntil = 0
  const degraded = (roles: readonly string[]) => knownRoles(roles).filter((role) => role === 'user')

  return async function currentRoles(holder: ToolTokenHolder): Promise<Role[] | undefined> {
    if (holder.rolesFresh) return knownRoles(holder.roles)
    if (Date.now() < quietUntil) return degraded(holder.roles)
    try {
      const answer = await accountService.roles(holder.user.subject)
      const roles = knownRoles(answer.roles)
      await toolTokens.updateRoles(holder.user.id, roles, answer.version)
      return roles
    } catch (error) {
      if (error instanceof AccountServiceRefusal && error.status === 404) {
        await toolTokens.revokeAllOf(holder.user.id)
        return undefined
      }
      if (!(error instanceof AccountServiceUnavailable || error instanceof AccountServiceRefusal)) throw error
      quietUntil = Date.now() + RETRY_AFTER_FAILURE_MS
      log.warn(
        { err: error },
        'roles could not be re-read from the account service: only `user` holds meanwhile',
      )
      return degraded(holder.roles)
    }
  }
}

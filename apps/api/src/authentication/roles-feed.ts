import type { FastifyBaseLogger } from 'fastify'
import type { AccountServiceClient } from '../account-service/account-service.client.ts'
import { knownRoles } from './current-roles.ts'
import type { ToolTokensRepository } from './tool-tokens.repository.ts'

interface Dependencies {
  accountService: Pick<AccountServiceClient, 'roleChanges'>
  toolTokens: Pick<ToolTokensRepository, 'rolesFeedPosition' | 'applyRoleChange' | 'rolesFeedRead'>
  log: FastifyBaseLogger
}

/** Changes read per call to the account service. */
const PAGE = 500

/**
 * Decision 020: every instance reads the account service's roles feed (`GET /main/v1/role-changes`) a few times
 * a minute and applies each change to the account's tokens, so a confirmed token's roles need no call per user.
 * The position is kept in the database, shared by the instances; it moves past settled changes only, so a
 * change that committed late is read again (applying one twice changes nothing). Throws when the account
 * service cannot answer: the feed's `readAt` then ages, and past ROLES_MAX_AGE_SECONDS every token's roles are
 * re-read per user again (or shrink to `user`, current-roles.ts).
 */
export function createRolesFeed({ accountService, toolTokens, log }: Dependencies) {
  return {
    /** Reads the feed to its end; answers how many changes it applied. */
    async sync(): Promise<number> {
      const started = performance.now()
      let after = await toolTokens.rolesFeedPosition()
      let settled = after
      let stillSettling = false
      let applied = 0
      for (;;) {
        const changes = await accountService.roleChanges(after, PAGE)
        for (const change of changes) {
          await toolTokens.applyRoleChange(change.account_id, knownRoles(change.roles), change.version)
          applied++
          // The position may pass a change only when it and every change before it are settled.
          if (!change.settled) stillSettling = true
          if (!stillSettling) settled = change.version
        }
        const last = changes.at(-1)
        if (!last || changes.length < PAGE) break
        after = last.version
      }
      await toolTokens.rolesFeedRead(settled, performance.now() - started)
      if (applied > 0) log.debug({ applied, settled }, 'roles feed read')
      return applied
    },
  }
}

export type RolesFeed = ReturnType<typeof createRolesFeed>

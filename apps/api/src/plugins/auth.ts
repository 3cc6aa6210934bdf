import type { Role } from '@questboard/domain/constants'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createCurrentRoles } from '../authentication/current-roles.ts'
import { createRolesFeed, type RolesFeed } from '../authentication/roles-feed.ts'
import { createToolTokensRepository } from '../authentication/tool-tokens.repository.ts'
import { DEFAULT_JOB_INTERVAL_MS } from '../jobs/jobs.plugin.ts'
import { createScheduler } from '../jobs/scheduler.ts'
import type { User } from '../users/users.repository.ts'

/** Who is calling: the Event API user behind a valid tool token, with the roles the account service gives them. */
export interface Caller {
  user: User
  roles: Role[]
  token: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null for anonymous calls; set from `Authorization: Token …` before any handler runs. */
    caller: Caller | null
  }
  interface FastifyInstance {
    /** The account service's roles feed, read on a schedule (decision 020); `sync` reads it now. */
    rolesFeed: RolesFeed
    /** preHandler: 401 unless a valid tool token came with the request. */
    requireCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: 401 without a token, 403 unless the caller holds one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

const TOKEN_HEADER = /^Token\s+(\S+)$/i

/** The caller of a route behind `requireCaller` or `requireRole`, which let no anonymous call through. */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new Error('requireCaller and requireRole let no anonymous call through')
  return request.caller
}

const notProvided = 'Authentication credentials were not provided.'

/**
 * `Authorization: Token <tool token>` (DESIGN.md). A token that is unknown, expired or revoked answers 401
 * on every endpoint, public ones included, so a client learns at once that its session is over. The roles are
 * at most ROLES_MAX_AGE_SECONDS old (decision 020).
 */
export const authPlugin = fp(
  async (app) => {
    const toolTokens = createToolTokensRepository(app.db)
    const maxAgeMs = app.config.rolesMaxAgeMs ?? 60_000
    const currentRoles = createCurrentRoles({ accountService: app.accountService, toolTokens, log: app.log })
    const log = app.log.child({ module: 'roles-feed' })
    const rolesFeed = createRolesFeed({ accountService: app.accountService, toolTokens, log })
    app.decorate('rolesFeed', rolesFeed)
    // Read four times within the allowed age (every 5 s at most), with the scheduled jobs (off in most tests).
    if ((app.config.jobIntervalMs ?? DEFAULT_JOB_INTERVAL_MS) > 0) {
      const intervalMs = Math.max(100, Math.min(5_000, maxAgeMs / 4))
      const scheduler = createScheduler({ intervalMs, firstRunDelayMs: 0, run: () => rolesFeed.sync(), log })
      app.addHook('onReady', async () => scheduler.start())
      app.addHook('onClose', async () => scheduler.stop())
    }
    app.decorateRequest('caller', null)

    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization
      if (!header) return
      const token = TOKEN_HEADER.exec(header)?.[1]
      const holder = token ? await toolTokens.findActive(token, maxAgeMs) : undefined
      const roles = holder ? await currentRoles(holder) : undefined
      if (!token || !holder || !roles) {
        reply.header('WWW-Authenticate', 'Token')
        return reply.status(401).send({ detail: 'Invalid token.' })
      }
      request.caller = { user: holder.user, roles, token }
    })

    app.decorate('requireCaller', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.caller) {
        reply.header('WWW-Authenticate', 'Token')
        return reply.status(401).send({ detail: notProvided })
      }
    })

    app.decorate(
      'requireRole',
      (...roles: Role[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!request.caller) {
            reply.header('WWW-Authenticate', 'Token')
            return reply.status(401).send({ detail: notProvided })
          }
          if (!roles.some((role) => request.caller?.roles.includes(role))) {
            return reply.status(403).send({ detail: 'You do not have permission to perform this action.' })
          }
        },
    )
  },
  { name: 'auth', dependencies: ['db', 'account-service'] },
)

import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit'
import { rateLimitCounters } from '@questboard/server/rate-limit-counters'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type ApiRateLimitName, apiRateLimits } from './limits.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: counts one hit on each named limit (after `requireCaller`, so per-user limits see the
     * caller, and after validation, so the newsletter's address is the body's); over any, 429 with Retry-After.
     */
    limitRate: (
      ...names: ApiRateLimitName[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/** Whom each limit counts: the client's IP address, the signed-up address or the calling user. */
const SUBJECTS: Record<ApiRateLimitName, (request: FastifyRequest) => string | undefined> = {
  'newsletter-ip': (request) => normalizeIP(request.ip),
  'newsletter-address': (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : undefined
  },
  registration: (request) => request.caller?.user.id.toString(),
  upload: (request) => request.caller?.user.id.toString(),
}

/**
 * Rate limits shared by every instance: @fastify/rate-limit counts in this API's own database (table
 * `rate_limit_counters`, one atomic upsert per hit), so instances on one database count together.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const counters = rateLimitCounters(app.db)
    class DatabaseStore implements FastifyRateLimitStore {
      incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
        counters.hit(key, timeWindow).then(
          (hit) => callback(null, { current: hit.count, ttl: hit.resetMs }),
          (error: Error) => callback(error),
        )
      }
      child() {
        return this
      }
    }
    await app.register(rateLimit, { global: false, store: DatabaseStore })

    const limits = app.config.rateLimits ?? apiRateLimits()
    app.decorate('limitRate', (...names: ApiRateLimitName[]) => {
      const limiters = names.flatMap((name) => {
        const limit = limits[name]
        if (!limit) return []
        const subject = SUBJECTS[name]
        return [
          app.createRateLimit({
            max: limit.max,
            timeWindow: limit.windowSeconds * 1000,
            keyGenerator: (request) => `${name}:${subject(request) ?? ''}`,
          }),
        ]
      })
      return async (request: FastifyRequest, reply: FastifyReply) => {
        let wait: number | undefined
        for (const limiter of limiters) {
          const result = await limiter(request)
          if (!result.isAllowed && result.isExceeded) wait = Math.max(wait ?? 1, result.ttlInSeconds)
        }
        if (wait === undefined) return
        reply.header('Retry-After', wait)
        return reply.status(429).send({ detail: `Too many requests: try again in ${wait} seconds.` })
      }
    })
  },
  { name: 'rate-limit', dependencies: ['db'] },
)

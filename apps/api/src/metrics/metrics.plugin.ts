import { createServiceMetrics, metricsAccess } from '@questboard/server/metrics'
import { and, isNull, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Gauge } from 'prom-client'
import { mailOutbox, registrations } from '../db/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** One run of the scheduled jobs (jobs.plugin.ts), with what it changed. */
      jobRun(outcome: 'ok' | 'failed', changes?: { cancelled: number; reminded: number }): void
    }
  }
}

/**
 * GET /metrics (Prometheus text) behind METRICS_TOKEN, off without it: requests by route pattern and their
 * latency, the process, the database pool, the mail outbox's depth, the job runs and the registrations.
 * The database's figures are read when scraped (shared by every instance: take them from any one).
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createServiceMetrics('api', () => app.database.pool)
    const registers = [metrics.registry]
    new Gauge({
      name: 'questboard_mail_outbox_depth',
      help: 'Mails in the outbox waiting to be sent (neither sent nor given up)',
      registers,
      async collect() {
        const [row] = await app.db
          .select({ count: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
        this.set(row?.count ?? 0)
      },
    })
    new Gauge({
      name: 'questboard_registrations',
      help: 'Registrations of players to events, in the database',
      registers,
      async collect() {
        const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(registrations)
        this.set(row?.count ?? 0)
      },
    })
    const jobRuns = new Counter({
      name: 'questboard_job_runs_total',
      help: 'Runs of the scheduled jobs (cancellations, reminders, newsletter purge), by outcome',
      labelNames: ['outcome'] as const,
      registers,
    })
    const jobChanges = new Counter({
      name: 'questboard_job_changes_total',
      help: 'What the scheduled jobs did: events cancelled, reminders queued',
      labelNames: ['change'] as const,
      registers,
    })
    app.decorate('metrics', {
      jobRun(outcome, changes) {
        jobRuns.inc({ outcome })
        if (changes) {
          jobChanges.inc({ change: 'cancelled' }, changes.cancelled)
          jobChanges.inc({ change: 'reminded' }, changes.reminded)
        }
      },
    })

    new Gauge({
      name: 'questboard_live_watchers',
      help: 'Live streams (event day, decision 033) this instance keeps open',
      registers,
      collect() {
        this.set(app.hasDecorator('live') ? app.live.watchers : 0)
      },
    })

    app.addHook('onResponse', async (request, reply) => {
      // A live stream lasts as long as its watcher watches: no request latency (the gauge above counts them).
      if (request.routeOptions.config?.stream === true) return
      // The route's pattern (`/api/events/:id/`); a path no route matched is one series, never one per URL.
      const route = request.routeOptions.url ?? 'unmatched'
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
    })

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const access = metricsAccess(app.config.metricsToken, request.headers.authorization)
      if (access === 'off') return reply.callNotFound()
      reply.header('Cache-Control', 'no-store')
      if (access === 'denied') {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ detail: 'A valid metrics token is required.' })
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    }
    // Answered in onRequest, before the auth plugin's hook (registered later), which would take the metrics
    // bearer token for a user's tool token and refuse it.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === '/metrics') return answer(request, reply)
    })
    app.get('/metrics', { schema: { hide: true } }, answer)
  },
  { name: 'metrics', dependencies: ['db'] },
)

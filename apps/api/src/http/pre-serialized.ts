import type { FastifyReply } from 'fastify'

/**
 * Answers JSON a service has already written (decision 033: event day's public reads, written once per change
 * and sent to hundreds of watchers). Fastify serializes no string, so the route's response schema documents the
 * answer without checking it again; the service wrote it from the same typed presenter.
 */
export function sendPreSerialized(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never)
}

import { liveMessageSchema, MAX_CARRIED_BYTES } from '@questboard/domain/event-day/live.schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { refusal } from '../http/http-error.ts'
import { badRequest, detail, idParams } from '../http/schemas.ts'
import { SSE_HEADERS, sseRetry } from './sse.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived answer (a live stream): no request latency in the metrics. */
    stream?: boolean
  }
}

/** How long a browser waits before reconnecting a stream that ended (an instance stopping, a network cut). */
const RECONNECT_MS = 3000
/** What a refused watcher is told to wait: long enough for the others to come back in their own time. */
const FULL_RETRY_AFTER_SECONDS = 30

const version = z
  .string()
  .regex(/^[0-9]{1,15}$/, 'Must be the id of a message of this stream: digits only.')
  .transform(Number)

/**
 * The live views' stream (issue 14 §5, decision 033): Server-Sent Events of one event's changes, public like its
 * rounds and standings (no sign-in: a browser's EventSource sends no token).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/live/',
    {
      // Long-lived: the metrics count it as a watcher, not as a request's latency.
      config: { stream: true },
      schema: {
        tags: ['event day'],
        summary: 'Event day’s changes as they happen: Server-Sent Events (public)',
        description:
          'A `text/event-stream`. First a `change` message with the event’s state, then one after every ' +
          'event-day write (pairing, result, check-in, drop, timer), from any instance, within a second. Each ' +
          '`change` carries its version as its `id`: a client reconnecting with `Last-Event-ID` (or ' +
          '`?last_event_id=`, for a client that cannot set the header) is told only what it missed (missing more ' +
          'than one change, or none given: everything). `changes` names what changed, and the message carries it: ' +
          'the timer always, the current round (`round_detail`, as `GET …/rounds/{n}/` answers it) when its ' +
          'pairings or results changed, the standings (as `GET …/standings/`) when they changed — each left out ' +
          `when heavier than ${MAX_CARRIED_BYTES / 1024} KB as JSON, and then to be fetched. ` +
          'An `unavailable` message says the server lost its database for a moment (a `change` follows when it ' +
          `is back); a comment line comes every 15 s. 503 with \`Retry-After\` when this instance has all the ` +
          'watchers it takes.',
        params: idParams,
        querystring: z.object({ last_event_id: version.optional() }),
        headers: z.object({ 'last-event-id': version.optional() }),
        response: {
          200: { description: 'The stream', content: { 'text/event-stream': { schema: liveMessageSchema } } },
          400: badRequest,
          404: detail,
          503: detail,
        },
      },
    },
    async (request, reply) => {
      const eventId = request.params.id
      await app.services.eventDay.rounds.watchable(eventId, request.caller)
      const seen = request.headers['last-event-id'] ?? request.query.last_event_id ?? null
      const raw = reply.raw
      const watcher = app.live.watch(eventId, seen, {
        write: (chunk) => raw.write(chunk),
        get buffered() {
          return raw.writableLength
        },
        end: () => raw.end(),
      })
      if (!watcher) {
        reply.header('Retry-After', FULL_RETRY_AFTER_SECONDS)
        throw refusal(503, 'This server follows as many live views as it can. Try again in a moment.')
      }
      raw.once('close', () => watcher.close())
      reply.hijack()
      raw.writeHead(200, SSE_HEADERS)
      raw.write(sseRetry(RECONNECT_MS))
    },
  )
}

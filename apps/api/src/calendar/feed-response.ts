import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** How long a client or proxy may reuse a calendar without asking again, in seconds. */
const MAX_AGE_SECONDS = 300
/** At most this many addresses remember when their calendar last changed (the oldest are forgotten). */
const REMEMBERED = 10_000

/** Per address: the ETag of its calendar and since when it is that one (its Last-Modified). */
const versions = new Map<string, { etag: string; since: Date }>()

/**
 * When the calendar at `key` became `etag`: the moment this instance first answered it, unless it answered that
 * same calendar last time. Per address, so an address never goes back in time, even when its calendar becomes
 * again what it once was (a player who unregisters and registers again).
 */
function lastModified(key: string, etag: string): Date {
  const known = versions.get(key)
  versions.delete(key)
  // Whole seconds, as Last-Modified and If-Modified-Since carry them.
  const since = known?.etag === etag ? known.since : new Date(Math.floor(Date.now() / 1000) * 1000)
  versions.set(key, { etag, since })
  if (versions.size > REMEMBERED) versions.delete(versions.keys().next().value as string)
  return since
}

/** Whether the client's copy is current (RFC 9110 §13.1: If-None-Match, else If-Modified-Since). */
function notModified(request: FastifyRequest, etag: string, since: Date): boolean {
  const match = request.headers['if-none-match']
  if (match !== undefined) {
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*')
  }
  const modifiedSince = Date.parse(request.headers['if-modified-since'] ?? '')
  return !Number.isNaN(modifiedSince) && since.getTime() <= modifiedSince
}

/**
 * Answers a calendar file with its validators: an ETag (a digest of the file, so equal files on any instance
 * share it) and a Last-Modified; a client whose copy is current gets 304 without the file.
 */
export function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  ics: string,
  { filename, shared }: { filename: string; shared: boolean },
) {
  const etag = `"${createHash('sha256').update(ics).digest('base64url')}"`
  const since = lastModified(`${request.url} ${request.headers['accept-language'] ?? ''}`, etag)
  reply
    .header('ETag', etag)
    .header('Last-Modified', since.toUTCString())
    .header('Cache-Control', `${shared ? 'public' : 'private'}, max-age=${MAX_AGE_SECONDS}`)
    .header('Vary', 'Accept-Language')
  if (notModified(request, etag, since)) return reply.status(304).send()
  return reply
    .type('text/calendar; charset=utf-8')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .send(ics)
}

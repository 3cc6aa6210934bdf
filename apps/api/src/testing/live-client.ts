import http from 'node:http'
import type { LiveMessage } from '@questboard/domain/event-day/live.schema'
import { createParser } from 'eventsource-parser'

export interface ReceivedEvent {
  event: string
  id: string | undefined
  data: unknown
  /** performance.now() when its last byte arrived. */
  at: number
}

/**
 * A live stream read as a browser's EventSource reads it (the wire format parsed by `eventsource-parser`), for
 * the tests and the benchmark: the answer's status and headers, every message and comment in order.
 */
export async function openLiveStream(
  url: string,
  { lastEventId, agent }: { lastEventId?: string; agent?: http.Agent } = {},
) {
  const events: ReceivedEvent[] = []
  const comments: string[] = []
  const waiting = new Set<() => void>()
  let retry: number | undefined
  let ended = false
  const parser = createParser({
    onEvent: (message) => {
      events.push({
        event: message.event ?? 'message',
        id: message.id,
        data: JSON.parse(message.data),
        at: performance.now(),
      })
      for (const wake of waiting) wake()
    },
    onComment: (comment) => comments.push(comment.trim()),
    onRetry: (ms) => {
      retry = ms
    },
  })
  const headers: Record<string, string> = { Accept: 'text/event-stream' }
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { headers, agent }, resolve)
    request.once('error', reject)
  })
  let body = ''
  response.setEncoding('utf8')
  response.on('data', (chunk: string) => {
    if (response.statusCode === 200) parser.feed(chunk)
    else body += chunk
  })
  response.once('close', () => {
    ended = true
    for (const wake of waiting) wake()
  })
  response.once('error', () => {})

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events,
    comments,
    get retry() {
      return retry
    },
    get ended() {
      return ended
    },
    /** The body of a refusal (not a stream), once it has arrived. */
    async refusal(): Promise<unknown> {
      await new Promise<void>((resolve) => (ended ? resolve() : response.once('end', resolve)))
      return JSON.parse(body)
    },
    /** The first message from index `from` on that `accept`s, or a failure after `timeoutMs`. */
    next(
      accept: (event: ReceivedEvent) => boolean = () => true,
      { from = 0, timeoutMs = 5000 }: { from?: number; timeoutMs?: number } = {},
    ): Promise<ReceivedEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(accept)
          if (found) done(() => resolve(found))
          else if (ended) done(() => reject(new Error(`the stream ended; received ${describe(events)}`)))
        }
        const timer = setTimeout(
          () =>
            done(() => reject(new Error(`no such message in ${timeoutMs} ms; received ${describe(events)}`))),
          timeoutMs,
        )
        const done = (settle: () => void) => {
          clearTimeout(timer)
          waiting.delete(check)
          settle()
        }
        waiting.add(check)
        check()
      })
    },
    close() {
      response.destroy()
    },
  }
}

export type LiveStreamClient = Awaited<ReturnType<typeof openLiveStream>>

/** A `change` message whose `changes` include `change` (and, when given, at version `version` or later). */
export const isChange =
  (change?: LiveMessage['changes'][number], version = 0) =>
  (event: ReceivedEvent): boolean => {
    if (event.event !== 'change') return false
    const message = event.data as LiveMessage
    return message.version >= version && (change === undefined || message.changes.includes(change))
  }

const describe = (events: ReceivedEvent[]) =>
  JSON.stringify(events.map(({ event, id, data }) => ({ event, id, data })))

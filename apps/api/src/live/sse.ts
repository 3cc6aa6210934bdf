/**
 * The Server-Sent Events wire format (HTML Living Standard, "Server-sent events"): a message is `id:`, `event:`
 * and one `data:` line of JSON (written by the caller), ended by a blank line; a line starting with `:` is a comment the browser ignores.
 */
export function sseEvent(event: string, json: string, id?: number): string {
  // JSON written by JSON.stringify has no line break (it escapes those in strings): one `data:` line.
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${json}\n\n`
}

export const sseComment = (text: string) => `: ${text}\n\n`

/** How long a browser waits before reconnecting a stream that ended (the `retry:` field), in ms. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`

/**
 * The stream's headers: never cached or transformed on the way (a compressing proxy would hold messages back),
 * and `X-Accel-Buffering: no` so nginx passes each message on at once instead of filling its buffer first.
 */
export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
} as const

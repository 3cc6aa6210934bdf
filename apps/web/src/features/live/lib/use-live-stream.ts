import type { LiveChange, LiveMessage } from '@questboard/domain/event-day/live.schema'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { eventDayKeys } from '../../../lib/query-keys'

/**
 * The stream's state as the views show it: `connecting` until its first message, `live` while messages can
 * come, `reconnecting` while the browser reconnects (or the server has lost its database for a moment),
 * `offline` once the browser gave up (a refusal, no network): the views then refresh every 30 s and the hook
 * opens the stream again later.
 */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting' | 'offline'

export interface LiveSnapshot {
  connection: LiveConnection
  /** The last `change` message, with when it arrived (performance.now()): the timer counts from there. */
  message: LiveMessage | null
  receivedAt: number
}

/** The delay before opening again a stream the browser gave up on: 5 s doubling to a minute, spread out. */
export function reopenDelayMs(attempt: number, random = Math.random()): number {
  const base = Math.min(60_000, 5000 * 2 ** attempt)
  return Math.round(base * (1 + random / 2))
}

/** A change reaches hundreds of phones at once: each refetches what is not urgent within this, at random. */
export const RESULT_SPREAD_MS = 3000

/**
 * Brings what a change touched up to date: the current round's tables and results, the standings. The message
 * carries them (decision 033): they go straight into the views' queries, with no request. What it lacks (an
 * answer too heavy to carry, or one the server could not read) is fetched as before: a new pairing's round at
 * once (everyone is looking for their table), everything else at each device's own random moment within 3 s,
 * so a change does not bring every phone to the server in the same instant.
 */
export function applyChange(
  client: QueryClient,
  eventId: string,
  message: LiveMessage,
  random: () => number = Math.random,
) {
  const touched = new Set<LiveChange>(message.changes)
  const later = (refetch: () => void) => setTimeout(refetch, random() * RESULT_SPREAD_MS)
  if (message.round_detail)
    client.setQueryData(eventDayKeys.round(eventId, message.round_detail.number), message.round_detail)
  else if (message.round !== null) {
    const round = eventDayKeys.round(eventId, message.round)
    const refetch = () => void client.invalidateQueries({ queryKey: round })
    if (touched.has('pairings')) refetch()
    else if (touched.has('results')) later(refetch)
  }
  if (message.standings) client.setQueryData(eventDayKeys.standings(eventId), message.standings)
  else if (touched.has('standings') || touched.has('players'))
    later(() => void client.invalidateQueries({ queryKey: eventDayKeys.standings(eventId) }))
}

/** Follows `GET /api/events/{id}/live/` with the browser's EventSource (decision 033). */
export function useLiveStream(eventId: string): LiveSnapshot {
  const client = useQueryClient()
  const [snapshot, setSnapshot] = useState<LiveSnapshot>({
    connection: 'connecting',
    message: null,
    receivedAt: 0,
  })

  useEffect(() => {
    let source: EventSource | undefined
    let lastId: string | undefined
    let attempt = 0
    let reopen: ReturnType<typeof setTimeout> | undefined
    const connection = (value: LiveConnection) =>
      setSnapshot((current) => (current.connection === value ? current : { ...current, connection: value }))

    const open = () => {
      clearTimeout(reopen)
      source?.close()
      const query = lastId ? `?last_event_id=${encodeURIComponent(lastId)}` : ''
      const stream = new EventSource(`/api/events/${encodeURIComponent(eventId)}/live/${query}`)
      source = stream
      stream.addEventListener('change', (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as LiveMessage
        lastId = (event as MessageEvent).lastEventId || lastId
        attempt = 0
        // The carried round is in the queries before the views render the message's round number.
        applyChange(client, eventId, message)
        setSnapshot({ connection: 'live', message, receivedAt: performance.now() })
      })
      stream.addEventListener('unavailable', () => connection('reconnecting'))
      stream.addEventListener('error', () => {
        if (stream.readyState === EventSource.CONNECTING) return connection('reconnecting')
        // Closed: refused (503, 404) or no network. Open again later; the views refresh meanwhile.
        connection('offline')
        reopen = setTimeout(open, reopenDelayMs(attempt++))
      })
    }
    const online = () => {
      if (source?.readyState === EventSource.CLOSED) open()
    }

    open()
    window.addEventListener('online', online)
    return () => {
      clearTimeout(reopen)
      window.removeEventListener('online', online)
      source?.close()
    }
  }, [client, eventId])

  return snapshot
}

import { useFallbackRound, useRound, useStandings } from '../api/event-day'
import { useLiveStream } from './use-live-stream'

/**
 * What both live views show: the current round, its timer and the standings, kept fresh by the stream (its
 * messages carry them); while the stream is offline, from the rounds themselves every 30 s (the timer still
 * counts down on the device).
 */
export function useLiveDay(eventId: string) {
  const live = useLiveStream(eventId)
  const offline = live.connection === 'offline'
  const fallback = useFallbackRound(eventId, offline)
  const fromFallback = offline && fallback.data !== undefined
  const roundNumber = fromFallback ? (fallback.data?.round ?? null) : (live.message?.round ?? null)
  const timer = fromFallback ? (fallback.data?.timer ?? null) : (live.message?.timer ?? null)
  // The fallback's answer arrived at dataUpdatedAt (wall clock): its performance.now() equivalent.
  const receivedAt = fromFallback
    ? performance.now() - (Date.now() - fallback.dataUpdatedAt)
    : live.receivedAt
  const streaming = live.connection === 'live'
  const round = useRound(eventId, roundNumber, streaming)
  const standings = useStandings(eventId, streaming, live.connection !== 'connecting')
  const known = live.message !== null || fromFallback
  return { connection: live.connection, known, roundNumber, timer, receivedAt, round, standings }
}

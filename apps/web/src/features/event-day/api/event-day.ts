import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { CheckInEntry, EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { apiCall } from '../../../lib/api-contract'
import { eventDayKeys, eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'
import type { TimerReading } from '../lib/changes'

const noRetryOnRefusal = (count: number, error: unknown) => !(error instanceof ApiError) && count < 2

/** The event as its organizer sees it (drafts too): its name, stages and whether its results are saved. */
export function useConsoleEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.detailFor(id, useViewerKey()),
    queryFn: (): Promise<EventDetail> =>
      apiCall('/api/events/{id}/', 'get', { params: { id }, authenticated: true }),
    retry: noRetryOnRefusal,
  })
}

/** `GET …/check_ins/` (organizer): every registered player, checked in or not, then walk-ins and guests. */
export function useCheckIns(id: string) {
  return useQuery({
    queryKey: eventDayKeys.checkIns(id),
    queryFn: ({ signal }): Promise<CheckInEntry[]> =>
      apiCall('/api/events/{id}/check_ins/', 'get', { params: { id }, signal, authenticated: true }),
    retry: noRetryOnRefusal,
  })
}

/**
 * `GET …/rounds/` (public): every round with its tables and results. `pollMs` keeps a player's view current once
 * the day has rounds, until the live view (Server-Sent Events) replaces the polling.
 */
export function useRounds(id: string, { pollMs }: { pollMs?: number } = {}) {
  return useQuery({
    queryKey: eventDayKeys.rounds(id),
    queryFn: ({ signal }): Promise<EventDayRound[]> =>
      apiCall('/api/events/{id}/rounds/', 'get', { params: { id }, signal, authenticated: true }),
    retry: noRetryOnRefusal,
    refetchInterval: (query) => (pollMs && (query.state.data?.length ?? 0) > 0 ? pollMs : false),
  })
}

/**
 * `GET …/rounds/{n}/timer/` for the console: the current round's timer with when its answer arrived on this
 * device's clock (the console counts down from there, and reckons the server's clock from `server_time`).
 */
export function useRoundTimer(id: string, number: number | undefined, { pollMs }: { pollMs?: number } = {}) {
  return useQuery({
    queryKey: eventDayKeys.timer(id, number ?? 0),
    queryFn: async ({ signal }): Promise<TimerReading> => {
      const timer = await apiCall('/api/events/{id}/rounds/{n}/timer/', 'get', {
        params: { id, n: number ?? 0 },
        signal,
      })
      return { timer, receivedAt: Date.now() }
    },
    enabled: number !== undefined,
    retry: noRetryOnRefusal,
    refetchInterval: pollMs ?? false,
  })
}

/**
 * `POST …/award_xp/`, the results flow (decision 013): event day's final ranking, saved once as the event's
 * competitive results; the XP follow from the places.
 */
export function saveRanking(
  id: string,
  players: { id: number; name: string; position: number }[],
): Promise<unknown> {
  return apiCall('/api/events/{id}/award_xp/', 'post', {
    params: { id },
    body: { event_category: 'competitive', players },
    authenticated: true,
  })
}

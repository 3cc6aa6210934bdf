import type { Pairing } from '@questboard/domain/event-day/matches'
import { apiCall } from '../../../lib/api-contract'
import type { CheckInBody, TimerAction } from '../lib/changes'
import type { Games } from '../lib/score'

/**
 * A change of the console as the API takes it (decision 032, 035): every id the server's, every body final, so
 * the same change is the same request however many times it is sent.
 */
export type EventDayWrite =
  | { kind: 'check-in'; body: CheckInBody }
  | { kind: 'pair'; body: { rounds?: number; seed: string; tables: Pairing[] } }
  | { kind: 're-pair'; round: number; body: { seed: string; tables: Pairing[] } }
  | { kind: 'result'; matchId: number; body: Games }
  | { kind: 'drop'; checkInId: number }
  | { kind: 'timer'; round: number; action: TimerAction; body: { minutes?: number; at: string } }

/** A fresh Idempotency-Key. */
export function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The one function that sends event day's changes: each with its Idempotency-Key, so a retry after a lost answer
 * gets the first answer again and changes nothing twice (decision 025). Throws `ApiError` for a refusal and
 * fetch's TypeError when the network failed (the change may or may not have arrived: send it again).
 */
export function send(eventId: string, key: string, write: EventDayWrite): Promise<unknown> {
  const request = { authenticated: true, headers: { 'Idempotency-Key': key } }
  const id = eventId
  switch (write.kind) {
    case 'check-in':
      return apiCall('/api/events/{id}/check_ins/', 'post', { ...request, params: { id }, body: write.body })
    case 'pair':
      return apiCall('/api/events/{id}/rounds/', 'post', { ...request, params: { id }, body: write.body })
    case 're-pair':
      return apiCall('/api/events/{id}/rounds/{n}/re_pair/', 'post', {
        ...request,
        params: { id, n: write.round },
        body: write.body,
      })
    case 'result':
      return apiCall('/api/events/{id}/matches/{match_id}/', 'put', {
        ...request,
        params: { id, match_id: write.matchId },
        body: write.body,
      })
    case 'drop':
      return apiCall('/api/events/{id}/drops/', 'post', {
        ...request,
        params: { id },
        body: { check_in_id: write.checkInId },
      })
    case 'timer': {
      const params = { id, n: write.round }
      switch (write.action) {
        case 'start':
          return apiCall('/api/events/{id}/rounds/{n}/timer/start/', 'post', {
            ...request,
            params,
            body: { minutes: write.body.minutes ?? 0, at: write.body.at },
          })
        case 'extend':
          return apiCall('/api/events/{id}/rounds/{n}/timer/extend/', 'post', {
            ...request,
            params,
            body: { minutes: write.body.minutes ?? 0, at: write.body.at },
          })
        case 'pause':
          return apiCall('/api/events/{id}/rounds/{n}/timer/pause/', 'post', {
            ...request,
            params,
            body: { at: write.body.at },
          })
        case 'resume':
          return apiCall('/api/events/{id}/rounds/{n}/timer/resume/', 'post', {
            ...request,
            params,
            body: { at: write.body.at },
          })
      }
    }
  }
}

import type { EventDetail } from '@questboard/domain/event-api.schema'

/** Why a player cannot register (any more), most telling first; undefined when registration is open. */
export type ClosedReason = 'cancelled' | 'completed' | 'in_progress' | 'sold_out' | 'deadline' | 'closed'

export type RegistrationState =
  | { kind: 'external'; url: string | null }
  | { kind: 'registered'; canUnregister: boolean }
  | { kind: 'open' }
  | { kind: 'closed'; reason: ClosedReason }

type RegistrationFacts = Pick<
  EventDetail,
  | 'event_type'
  | 'status'
  | 'time_state'
  | 'lifecycle_labels'
  | 'seats_left'
  | 'registration_deadline'
  | 'registration_open'
  | 'is_registered'
>

/**
 * What the register area of an event shows (spec §4 Registration): light events register elsewhere; a
 * registered player may unregister until the event starts; otherwise registration is open or closed, with
 * the reason.
 */
export function registrationState(
  event: RegistrationFacts,
  externalUrl: string | null,
  now: Date = new Date(),
): RegistrationState {
  if (event.event_type === 'Light') return { kind: 'external', url: externalUrl }
  const cancelled = event.status === 'cancelled' || event.lifecycle_labels.includes('cancelled')
  if (event.is_registered) {
    return { kind: 'registered', canUnregister: !cancelled && event.time_state === 'future' }
  }
  if (event.registration_open) return { kind: 'open' }
  return { kind: 'closed', reason: closedReason(event, cancelled, now) }
}

function closedReason(event: RegistrationFacts, cancelled: boolean, now: Date): ClosedReason {
  if (cancelled) return 'cancelled'
  if (event.time_state === 'past') return 'completed'
  if (event.time_state === 'started') return 'in_progress'
  if (event.seats_left === 0 || event.lifecycle_labels.includes('sold_out')) return 'sold_out'
  const deadline = event.registration_deadline ? new Date(event.registration_deadline) : undefined
  if (deadline && deadline.getTime() <= now.getTime()) return 'deadline'
  return 'closed'
}

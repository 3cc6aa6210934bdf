import type { EventDetail } from '@questboard/domain/event-api.schema'
import { hasRole } from '@questboard/domain/roles'
import { useIdentity } from '../identity'

/** Whether the signed-in user may save this event's results: its organizer or an admin (spec §6). */
export function useCanSubmitResults(event: EventDetail): boolean {
  const { status, user } = useIdentity()
  if (status !== 'connected' || !user) return false
  if (hasRole(user, 'admin')) return true
  return hasRole(user, 'organizer') && user.optoolUserId !== null && String(event.owner) === user.optoolUserId
}

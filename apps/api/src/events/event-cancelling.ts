import type { Database } from '../db/database.ts'
import type { Caller } from '../plugins/auth.ts'
import type { EventEditingRepository, EventRow } from './event-editing.repository.ts'
import type { PlayerNotifications } from './player-notifications.ts'

interface Dependencies {
  db: Database
  events: EventEditingRepository
  notifications: PlayerNotifications
  /** The event as the caller may change it (event-editing.service.ts). */
  editable: (id: number, caller: Caller) => Promise<EventRow>
  now: () => Date
}

/**
 * `DELETE`: a draft is removed; a published event is marked cancelled (decision 013: its registrations and
 * results stay as history) and its registered players, when it has not ended, get a cancellation mail
 * with a CANCELLED calendar file. Deleting a cancelled event again changes nothing.
 */
export function createEventCancelling({ db, events, notifications, editable, now }: Dependencies) {
  return async function remove(id: number, caller: Caller): Promise<void> {
    const event = await editable(id, caller)
    if (event.status === 'cancelled') return
    await db.transaction(async (tx) => {
      if (event.status === 'draft' && (await events.deleteDraft(tx, id))) return
      const cancelled = await events.cancel(tx, id)
      if (!cancelled || cancelled.endsAt.getTime() < now().getTime()) return
      for (const player of await events.registrantsOf(tx, id)) {
        await notifications.cancelled(tx, cancelled, player, 'deleted')
      }
    })
  }
}

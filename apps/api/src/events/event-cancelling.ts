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
  /** Removes a cover's files (pictures.ts), once the draft it belonged to is deleted. */
  discardCover: (cover: EventRow['cover']) => Promise<void>
}

/**
 * `DELETE`: a draft is removed; a published event is marked cancelled (decision 013: its registrations and
 * results stay as history) and its registered players, when it has not ended, get a cancellation mail
 * with a CANCELLED calendar file. Deleting a cancelled event again changes nothing.
 */
export function createEventCancelling({
  db,
  events,
  notifications,
  editable,
  now,
  discardCover,
}: Dependencies) {
  /** Removes or cancels `event` in `tx` (an event of a series too: decision 031). */
  async function removeIn(tx: Database, event: EventRow): Promise<void> {
    if (event.status === 'cancelled') return
    if (event.status === 'draft' && (await events.deleteDraft(tx, event.id))) return
    const cancelled = await events.cancel(tx, event.id)
    if (!cancelled || cancelled.endsAt.getTime() < now().getTime()) return
    for (const player of await events.registrantsOf(tx, event.id)) {
      await notifications.cancelled(tx, cancelled, player, 'deleted')
    }
  }

  return {
    removeIn,
    async remove(id: number, caller: Caller): Promise<void> {
      const event = await editable(id, caller)
      if (event.status === 'cancelled') return
      await db.transaction((tx) => removeIn(tx, event))
      // A cancelled event keeps its cover (its page stays); a deleted draft's goes.
      if (event.cover && !(await events.find(event.id))) await discardCover(event.cover)
    },
  }
}

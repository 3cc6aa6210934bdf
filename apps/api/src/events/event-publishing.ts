import { EVENT_MIN_LEAD_MS } from '@questboard/domain/constants'
import type { Caller } from '../plugins/auth.ts'
import type { EventEditingRepository, EventRow } from './event-editing.repository.ts'
import { cancelledConflict, EventRefusal, notFound, PUBLISH_REFUSALS } from './event-refusals.ts'

/**
 * Why a draft may not be published at `at`, if it may not: players could not use it. It must start at least
 * an hour from now, as when it was created (spec §5, §9), and its registration deadline, if it has one, must
 * still be ahead (spec §4: nobody may register after it).
 */
export function lateForPublication(event: EventRow, at: Date): EventRefusal | undefined {
  if (event.startsAt.getTime() < at.getTime() + EVENT_MIN_LEAD_MS) {
    return new EventRefusal(409, { detail: PUBLISH_REFUSALS.tooLate })
  }
  if (event.registrationDeadline && event.registrationDeadline.getTime() <= at.getTime()) {
    return new EventRefusal(409, { detail: PUBLISH_REFUSALS.deadlinePassed })
  }
  return undefined
}

interface Dependencies {
  events: EventEditingRepository
  /** The event as the caller may change it (event-editing.service.ts). */
  editable: (id: number, caller: Caller) => Promise<EventRow>
  now: () => Date
}

/**
 * `POST …/publish/`: a draft becomes published unless it starts within the hour or its registration
 * deadline has passed (409, see lateForPublication); publishing again changes nothing; cancelled → 409.
 */
export function createEventPublishing({ events, editable, now }: Dependencies) {
  return async function publish(id: number, caller: Caller): Promise<void> {
    let event: EventRow | undefined = await editable(id, caller)
    if (event.status === 'draft') {
      const at = now()
      const refusal = lateForPublication(event, at)
      if (refusal) throw refusal
      const earliestStart = new Date(at.getTime() + EVENT_MIN_LEAD_MS)
      if (await events.publish(id, { earliestStart, now: at })) return
      // Changed meanwhile: published, cancelled or deleted by another call, or its deadline moved.
      event = await events.find(id)
      if (!event) throw notFound()
      if (event.status === 'draft') {
        throw lateForPublication(event, at) ?? new Error(`draft ${id} was neither published nor refused`)
      }
    }
    if (event.status === 'cancelled') throw cancelledConflict()
  }
}

import type { EncodedPicture } from '../images/picture-encoding.ts'
import type { PictureStore } from '../pictures/pictures.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'
import type { Caller } from '../plugins/auth.ts'
import type { EventEditingRepository, EventRow } from './event-editing.repository.ts'
import { cancelledConflict, notFound } from './event-refusals.ts'

interface Dependencies {
  events: Pick<EventEditingRepository, 'replaceCover'>
  pictures: PictureStore
  /** The event as the caller may change it (event-editing.service.ts): its organizer or an admin. */
  editable: (id: number, caller: Caller) => Promise<EventRow>
}

/**
 * An event's cover image (issue 13 §7): set or removed by whoever may edit the event. The new files are
 * stored first, then the row changes (the event's row lock serializing two uploads), then the files it
 * replaced go: a failure leaves an orphan file, never a cover pointing at nothing. Not a change players are
 * told about (no mail, no new calendar revision); the lists show it at their next look.
 */
export function createEventCovers({ events, pictures, editable }: Dependencies) {
  /** Sets the cover; answers the one it replaced: 404 when the event is gone, 409 once it is cancelled. */
  async function replace(id: number, cover: StoredPicture | null): Promise<StoredPicture | null> {
    const previous = await events.replaceCover(id, cover)
    if (previous === undefined) throw notFound()
    if (previous === 'cancelled') throw cancelledConflict()
    return previous
  }

  /** Refused as an edit would be: 404 unknown (or another's draft), 403 another's, 409 cancelled. */
  async function assertMayChange(id: number, caller: Caller): Promise<EventRow> {
    const event = await editable(id, caller)
    if (event.status === 'cancelled') throw cancelledConflict()
    return event
  }

  return {
    assertMayChange,

    async set(id: number, caller: Caller, picture: EncodedPicture): Promise<void> {
      const event = await assertMayChange(id, caller)
      const stored = await pictures.save('covers', event.id, picture)
      let previous: StoredPicture | null
      try {
        previous = await replace(event.id, stored)
      } catch (error) {
        await pictures.discard(stored)
        throw error
      }
      await pictures.discard(previous)
    },

    async remove(id: number, caller: Caller): Promise<void> {
      const event = await assertMayChange(id, caller)
      await pictures.discard(await replace(event.id, null))
    },
  }
}

export type EventCovers = ReturnType<typeof createEventCovers>

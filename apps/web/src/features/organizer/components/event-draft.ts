/**
 * The unsaved event form, carried from the form to the preview and back (decision 011): kept in
 * sessionStorage so that a reload of the preview still shows it, and dropped with the tab. It names the form
 * it came from: `null` for a new event, or the id of the event being edited.
 */
import type { EventFormValues } from '../api/event-form'

const KEY = 'event-form-draft'

export interface EventDraft {
  eventId: string | null
  values: EventFormValues
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export function saveEventDraft(draft: EventDraft, store = storage()): void {
  // A chosen cover file does not survive the trip (a File is no JSON): the form offers it again.
  const { cover: _file, ...values } = draft.values
  try {
    store?.setItem(KEY, JSON.stringify({ ...draft, values }))
  } catch {
    // A full or refused storage only costs the preview its data: it then says there is nothing to show.
  }
}

export function readEventDraft(store = storage()): EventDraft | null {
  try {
    const raw = store?.getItem(KEY)
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<EventDraft>
    if (!draft.values || typeof draft.values !== 'object') return null
    return { eventId: typeof draft.eventId === 'string' ? draft.eventId : null, values: draft.values }
  } catch {
    return null
  }
}

/** The draft of this form (a new event when `eventId` is null), if the preview left one. */
export function draftFor(eventId: string | null, store = storage()): EventFormValues | null {
  const draft = readEventDraft(store)
  return draft && draft.eventId === eventId ? draft.values : null
}

export function clearEventDraft(store = storage()): void {
  try {
    store?.removeItem(KEY)
  } catch {
    // Nothing to clear.
  }
}

/** Whether the form was reached through the preview's "back to editing" (its draft is then restored). */
export function cameFromPreview(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { fromPreview?: unknown }).fromPreview === true
  )
}

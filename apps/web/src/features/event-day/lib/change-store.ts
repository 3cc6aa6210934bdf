import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { ChangeStore } from './change-queue'
import type { QueuedChange } from './changes'

let database: UseStore | undefined

/**
 * The changes of one organizer's console for one event, in the browser's IndexedDB (idb-keyval): one record, the
 * whole list, written in one transaction each time it changes. Without IndexedDB (a browser that refuses it) the
 * changes live as long as the page.
 */
export function indexedDbChanges(viewer: string, eventId: string): ChangeStore {
  if (typeof indexedDB === 'undefined') return memoryChanges()
  database ??= createStore('questboard-event-day', 'changes')
  const store = database
  const key = `${viewer}:${eventId}`
  return {
    load: async () => (await get<QueuedChange[]>(key, store)) ?? [],
    save: (changes) => (changes.length > 0 ? set(key, changes, store) : del(key, store)),
  }
}

/** Changes kept in memory only. */
export function memoryChanges(initial: QueuedChange[] = []): ChangeStore & { kept: QueuedChange[] } {
  const kept = { kept: [...initial] }
  return Object.assign(kept, {
    load: async () => [...kept.kept],
    save: async (changes: readonly QueuedChange[]) => {
      kept.kept = [...changes]
    },
  })
}

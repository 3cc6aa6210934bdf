import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { ApiError } from '../../../lib/api'
import { type EventDayWrite, idempotencyKey } from '../api/send'
import { renamed, type Unresolved, writeOf } from './change-writes'
import type { ConsoleChange, QueuedChange, ServerDay } from './changes'

/** Where the device keeps its changes (IndexedDB in the browser): they outlive a reload and a closed tab. */
export interface ChangeStore {
  load(): Promise<QueuedChange[]>
  save(changes: readonly QueuedChange[]): Promise<void>
}

/** The server as the queue sees it: what it last said, how to send, and how to hear what it now says. */
export interface ServerLink {
  day(): ServerDay
  send(key: string, write: EventDayWrite): Promise<unknown>
  /** The server accepted `change` with `answer`: what it last said now includes it. */
  answered(change: ConsoleChange, answer: unknown): void
  /** Asks the server again for the whole day (after a refusal, and once the changes are sent). */
  refresh(): Promise<void>
}

/** A change the server did not take: refused (its status and words), or unsendable after an earlier refusal. */
export interface Conflict {
  change: QueuedChange
  reason: 'refused' | Unresolved
  status: number | null
  detail: string | null
}

export interface QueueState {
  loaded: boolean
  /** Changes not yet taken by the server, in the order they were made. */
  changes: readonly QueuedChange[]
  conflicts: readonly Conflict[]
  /** `offline` while the network (or the server) does not answer: the changes wait. */
  connection: 'live' | 'offline'
  sending: boolean
}

/** A failure after which the same request may succeed: no network, the server away or busy, the key in use. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  const { status } = error
  // 409 with Retry-After: the same request is still running on the server (decision 025, idempotency).
  return (
    status >= 500 ||
    [401, 408, 429].includes(status) ||
    (status === 409 && error.retryAfterSeconds !== undefined)
  )
}

/** How long to wait before sending again after a transient failure: 2 s doubling to a minute. */
export const retryDelayMs = (attempt: number) => Math.min(60_000, 2000 * 2 ** attempt)

/**
 * The offline console's queue (issue 14 §7, decision 035): changes are kept (the store first), then sent one at a
 * time in the order they were made, each with its Idempotency-Key, so a change sent again after a lost answer is
 * done once. A player checked in on the device is renamed in the changes that follow once the server gives their
 * id. A refused change becomes a conflict for the organizer to see; the server's state then shows. A transient
 * failure stops the sending until the connection returns (or a retry a few seconds later).
 */
export function createChangeQueue({
  store,
  server,
  online = () => navigator.onLine,
  now = () => Date.now(),
}: {
  store: ChangeStore
  server: ServerLink
  online?: () => boolean
  now?: () => number
}) {
  let state: QueueState = { loaded: false, changes: [], conflicts: [], connection: 'live', sending: false }
  const listeners = new Set<() => void>()
  let flushing: Promise<void> | undefined
  let again = false
  let loading: Promise<void> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let attempts = 0
  let disposed = false

  const set = (patch: Partial<QueueState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const persist = async (changes: readonly QueuedChange[]) => {
    set({ changes })
    await store.save(changes)
  }
  const settle = async (item: QueuedChange, conflict: Omit<Conflict, 'change'>) => {
    set({ conflicts: [...state.conflicts, { change: item, ...conflict }] })
    await persist(state.changes.filter((change) => change.key !== item.key))
  }
  const planRetry = () => {
    clearTimeout(retry)
    if (disposed) return
    retry = setTimeout(() => void flush(), retryDelayMs(attempts++))
  }

  /** Sends one change; answers false when the sending must stop (a transient failure). */
  async function sendFirst(item: QueuedChange): Promise<boolean> {
    const write = writeOf(item.change, server.day())
    if ('unresolved' in write) {
      await settle(item, { reason: write.unresolved, status: null, detail: null })
      return true
    }
    let answer: unknown
    try {
      answer = await server.send(item.key, write)
    } catch (error) {
      if (isTransient(error)) {
        // Not again at once: the retry (or the connection's return) sends it.
        again = false
        set({ connection: 'offline' })
        planRetry()
        return false
      }
      // The server answered: the connection is there, the change is not for it.
      const refusal = error as ApiError
      set({ connection: 'live' })
      await settle(item, { reason: 'refused', status: refusal.status, detail: refusal.detail ?? null })
      await server.refresh()
      return true
    }
    server.answered(item.change, answer)
    let rest = state.changes.filter((change) => change.key !== item.key)
    const { change } = item
    const id = change.kind === 'check-in' ? (answer as CheckInEntry).id : null
    if (change.kind === 'check-in' && id !== null && id !== change.player)
      rest = rest.map((queued) => renamed(queued, change.player, id))
    await persist(rest)
    attempts = 0
    set({ connection: 'live' })
    return true
  }

  /** Sends what waits, in order, until nothing waits or the connection fails. */
  async function drain(): Promise<void> {
    clearTimeout(retry)
    let sent = false
    set({ sending: true })
    try {
      while (!disposed && state.changes.length > 0) {
        if (!online()) {
          again = false
          set({ connection: 'offline' })
          break
        }
        const first = state.changes[0] as QueuedChange
        if (!(await sendFirst(first))) break
        sent = true
      }
    } finally {
      set({ sending: false })
    }
    // Everything is on the server: what else changed there (players' reports, another device) shows too.
    if (sent && state.changes.length === 0) void server.refresh()
  }

  /**
   * Sends what waits; never two at once. A call while sending gets the running one, which then runs again (a change
   * added as it was finishing is not left behind).
   */
  function flush(): Promise<void> {
    if (flushing) {
      again = true
      return flushing
    }
    // `await drain()` always yields first, so `flushing` holds the run before its `finally` can clear it; and the
    // last check of `again` and the clearing happen in one step, so no call falls between them.
    flushing = (async () => {
      try {
        do {
          again = false
          await drain()
        } while (again && !disposed)
      } finally {
        flushing = undefined
      }
    })()
    return flushing
  }

  /** Loads the changes kept by an earlier visit (a reload, a closed tab), and sends them. */
  function load(): Promise<void> {
    loading ??= store.load().then((kept) => {
      set({ loaded: true, changes: kept })
      void flush()
    })
    return loading
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load,
    /** Keeps a change (in the store before anything else), then sends what waits. */
    async add(change: ConsoleChange): Promise<QueuedChange> {
      // After the kept changes, never over them.
      await load()
      const item = { key: idempotencyKey(), madeAt: now(), change }
      await persist([...state.changes, item])
      void flush()
      return item
    },
    flush,
    /** The browser says the connection is back, or gone. */
    connectionChanged(isOnline: boolean) {
      if (!isOnline) return set({ connection: 'offline' })
      attempts = 0
      if (state.changes.length === 0) set({ connection: 'live' })
      void flush()
    },
    dismissConflicts: () => set({ conflicts: [] }),
    /** Sends again what waits (the console opens). */
    start() {
      disposed = false
      void load().then(() => flush())
    },
    /** Sends nothing more (the console closes); what waits stays in the store. */
    stop() {
      disposed = true
      clearTimeout(retry)
    },
  }
}

export type ChangeQueue = ReturnType<typeof createChangeQueue>

import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { eventDayKeys, eventKeys } from '../../../lib/query-keys'
import { useViewerKey } from '../../identity'
import { mergeAnswer } from '../api/answers'
import { send } from '../api/send'
import { type ChangeQueue, type ChangeStore, createChangeQueue, type QueueState } from '../lib/change-queue'
import { indexedDbChanges } from '../lib/change-store'
import { applyChanges, type ConsoleChange, type DeviceDay, type ServerDay } from '../lib/changes'

interface ConsoleWrites {
  /** The event's `additional_info` (its stages): what the engine pairs from. */
  additionalInfo: Record<string, unknown>
  /** The day as the console shows it: the server's answers and the changes not yet sent. */
  day: DeviceDay
  /** Keeps a change on the device and sends it when it can; resolves once it is kept. */
  write(change: ConsoleChange): Promise<void>
  queue: QueueState
  dismissConflicts(): void
  /** How far ahead of the server's clock this device's runs (ms), from the timer's last answer. */
  skewMs: number
}

const Context = createContext<ConsoleWrites | null>(null)

/**
 * The console's changes (issue 14 §7, decision 035): each is kept in IndexedDB with its Idempotency-Key, shown at
 * once, and sent in order when the connection allows, by one queue per organizer and event. The console keeps
 * running offline; the server's answers, as TanStack Query holds them, get each accepted change written in.
 */
export function ConsoleWritesProvider({
  eventId,
  additionalInfo,
  server,
  store,
  children,
}: {
  eventId: string
  additionalInfo: Record<string, unknown>
  server: ServerDay
  /** Where changes are kept: the browser's IndexedDB unless a test says otherwise. */
  store?: ChangeStore
  children: ReactNode
}) {
  const client = useQueryClient()
  const viewer = useViewerKey() ?? 'signed-out'
  // What the server said as the screen got it: the cache is fresher (answers are written there at once).
  const given = useRef(server)
  given.current = server
  const [queue] = useState<ChangeQueue>(() =>
    createChangeQueue({
      store: store ?? indexedDbChanges(viewer, eventId),
      server: {
        day: () => ({
          checkIns: client.getQueryData(eventDayKeys.checkIns(eventId)) ?? given.current.checkIns,
          rounds: client.getQueryData(eventDayKeys.rounds(eventId)) ?? given.current.rounds,
          timer: null,
        }),
        send: (key, write) => send(eventId, key, write),
        answered: (change, answer) => mergeAnswer(client, eventId, change, answer),
        refresh: async () => {
          await Promise.all([
            client.invalidateQueries({ queryKey: eventDayKeys.event(eventId) }),
            client.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
          ])
        },
      },
    }),
  )
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState)

  useEffect(() => {
    queue.start()
    const online = () => queue.connectionChanged(true)
    const offline = () => queue.connectionChanged(false)
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    if (!navigator.onLine) offline()
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      queue.stop()
    }
  }, [queue])

  const day = useMemo(() => applyChanges(server, state.changes), [server, state.changes])
  const reading = server.timer
  const value = useMemo<ConsoleWrites>(
    () => ({
      additionalInfo,
      day,
      queue: state,
      write: async (change) => {
        await queue.add(change)
      },
      dismissConflicts: queue.dismissConflicts,
      skewMs: reading ? reading.receivedAt - Date.parse(reading.timer.server_time) : 0,
    }),
    [additionalInfo, day, state, queue, reading],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useConsoleWrites(): ConsoleWrites {
  const writes = useContext(Context)
  if (!writes) throw new Error('useConsoleWrites needs a ConsoleWritesProvider')
  return writes
}

import {
  LIVE_CHANGES,
  type LiveChange,
  type LiveMessage,
  MAX_CARRIED_BYTES,
  type RoundTimer,
} from '@questboard/domain/event-day/live.schema'
import type { FastifyBaseLogger } from 'fastify'
import { sseComment, sseEvent } from './sse.ts'

/** An event's live state as the database holds it: its version, what the last change changed, its round's timer. */
export interface LiveState {
  eventId: number
  version: number
  changes: LiveChange[]
  round: number | null
  timer: RoundTimer | null
}

/** What a message carries besides the state: the current round's and the standings' answers, as JSON. */
export interface Carried {
  round: string | null
  standings: string | null
}

export interface LiveHubOptions {
  /** The live state of these events (one statement for all of them). */
  read(eventIds: number[]): Promise<LiveState[]>
  /**
   * The JSON of the event's round `number` and of its standings, as their public reads answer them (kept per
   * version: once per version and instance, however many watchers), of the state's version or a newer one.
   */
  carry(
    eventId: number,
    number: number | null,
    want: { round: boolean; standings: boolean },
  ): Promise<Carried>
  /** How often the database is asked when nothing was written through this instance. */
  pollMs: number
  /** How often every watcher gets a comment line, so no proxy takes a quiet stream for a dead one. */
  heartbeatMs: number
  /** Watchers this instance accepts at once; one more is refused (503). */
  maxWatchers: number
  log: FastifyBaseLogger
}

/** A watcher's stream: what the hub writes to, and how much of it the client has not read yet. */
export interface LiveStream {
  write(chunk: string | Uint8Array): void
  /** Bytes written but not yet taken by the client. */
  readonly buffered: number
  /** Ends the stream (the hub stops, or the client reads nothing). */
  end(): void
}

interface Watcher {
  stream: LiveStream
  /** The version the watcher has (its Last-Event-ID, then each message's), null for a first connection. */
  seen: number | null
  /** Not yet told the event's state since it connected (or since the database came back). */
  pending: boolean
}

interface Watched {
  eventId: number
  state: LiveState | undefined
  watchers: Set<Watcher>
}

/**
 * A client that has not read this much of its stream is gone or stuck: dropped (its browser reconnects). Four
 * of the heaviest messages (a round and standings of MAX_CARRIED_BYTES each); the messages are buffers shared by
 * every watcher, so what waits costs no copy per watcher.
 */
const MAX_BUFFERED_BYTES = 8 * MAX_CARRIED_BYTES

const NOTHING_CARRIED: Carried = { round: null, standings: null }

/**
 * The live views' hub of one instance (decision 033): every watcher of every event shares one poll of the
 * database (a statement every `pollMs` while anyone watches, at once after a write through this instance), and
 * each change is encoded once per kind of watcher and written to all. A poll that fails (the database is away)
 * tells the watchers `unavailable` and is tried again at the next tick; when it answers again, every watcher is
 * told the state as it is, with what it missed.
 */
export function createLiveHub({ read, carry, pollMs, heartbeatMs, maxWatchers, log }: LiveHubOptions) {
  const events = new Map<number, Watched>()
  let count = 0
  let timer: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let polling: Promise<void> | undefined
  let again = false
  let unavailable = false
  let stopped = true

  function schedule(delay: number) {
    clearTimeout(timer)
    if (stopped || events.size === 0) return
    timer = setTimeout(() => void poll(), delay)
    timer.unref()
  }

  /** Asks the database once for every watched event, and tells each watcher what it has not been told. */
  async function readAndDeliver() {
    const ids = [...events.keys()]
    if (ids.length === 0) return
    try {
      const states = await read(ids)
      if (unavailable) {
        unavailable = false
        for (const watched of events.values()) for (const watcher of watched.watchers) watcher.pending = true
      }
      await Promise.all(
        states.map((state) => {
          const watched = events.get(state.eventId)
          if (!watched) return undefined
          watched.state = state
          return deliver(watched, state)
        }),
      )
    } catch (error) {
      if (!unavailable) {
        log.warn({ err: error }, 'live views: the database did not answer; trying again')
        unavailable = true
        for (const watched of events.values()) broadcast(watched.watchers, sseEvent('unavailable', '{}'))
      }
    }
  }

  /** One poll at a time; asked for while one runs, another follows it at once. */
  function poll(): Promise<void> {
    if (polling) {
      again = true
      return polling
    }
    clearTimeout(timer)
    // `.then` runs after `polling` is set, even when the poll had nothing to ask.
    const current = readAndDeliver().then(() => {
      polling = undefined
      if (again) {
        again = false
        void poll()
      } else schedule(pollMs)
    })
    polling = current
    return current
  }

  /**
   * Tells each watcher that lags (or just connected) what changed since the version it has, with the round and
   * the standings when they changed: read for all of them at once, each message encoded once per kind of watcher.
   */
  async function deliver(watched: Watched, state: LiveState) {
    const lagging = [...watched.watchers].flatMap((watcher) =>
      watcher.pending || watcher.seen !== state.version
        ? [{ watcher, changes: changesSince(watcher.seen, state) }]
        : [],
    )
    if (lagging.length === 0) return
    const kinds = new Set(lagging.flatMap(({ changes }) => changes))
    const carried = await carriedFor(state, kinds)
    const encoded = new Map<string, Uint8Array>()
    for (const { watcher, changes } of lagging) {
      // Gone while the round was read; one who came meanwhile is told at the next poll.
      if (!watched.watchers.has(watcher)) continue
      const key = changes.join()
      let chunk = encoded.get(key)
      if (chunk === undefined) {
        chunk = Buffer.from(sseEvent('change', messageJson(state, changes, carried), state.version))
        encoded.set(key, chunk)
      }
      watcher.pending = false
      watcher.seen = state.version
      send(watched, watcher, chunk)
    }
  }

  /** The round and standings some watcher must be told of, within MAX_CARRIED_BYTES; none when unreadable. */
  async function carriedFor(state: LiveState, kinds: Set<LiveChange>): Promise<Carried> {
    const want = { round: carriesRound(kinds) && state.round !== null, standings: carriesStandings(kinds) }
    if (!want.round && !want.standings) return NOTHING_CARRIED
    try {
      const { round, standings } = await carry(state.eventId, state.round, want)
      const bounded = (json: string | null) =>
        json !== null && Buffer.byteLength(json) <= MAX_CARRIED_BYTES ? json : null
      return { round: bounded(round), standings: bounded(standings) }
    } catch (error) {
      // The watchers fetch what the message lacks.
      log.warn({ err: error }, 'live views: the round or the standings could not be read for the message')
      return NOTHING_CARRIED
    }
  }

  function send(watched: Watched, watcher: Watcher, chunk: Uint8Array) {
    if (watcher.stream.buffered > MAX_BUFFERED_BYTES) {
      watcher.stream.end()
      remove(watched, watcher)
      return
    }
    watcher.stream.write(chunk)
  }

  function broadcast(watchers: Set<Watcher>, chunk: string) {
    for (const watcher of watchers) watcher.stream.write(chunk)
  }

  function remove(watched: Watched, watcher: Watcher) {
    if (!watched.watchers.delete(watcher)) return
    count--
    if (watched.watchers.size === 0) events.delete(watched.eventId)
  }

  return {
    /** Watchers connected to this instance now. */
    get watchers() {
      return count
    },

    /**
     * Adds a watcher of the event, who has version `seen` (its Last-Event-ID) or none; it is told the event's
     * state at the next poll, which starts now. Null when the instance has its `maxWatchers` already.
     */
    watch(eventId: number, seen: number | null, stream: LiveStream): { close(): void } | null {
      if (stopped || count >= maxWatchers) return null
      let watched = events.get(eventId)
      if (!watched) {
        watched = { eventId, state: undefined, watchers: new Set() }
        events.set(eventId, watched)
      }
      const watcher: Watcher = { stream, seen, pending: true }
      watched.watchers.add(watcher)
      count++
      void poll()
      const held = watched
      return { close: () => remove(held, watcher) }
    },

    /** A write through this instance moved an event's version: poll now rather than at the next tick. */
    kick(_eventId: number) {
      if (!stopped && events.size > 0) void poll()
    },

    start() {
      if (!stopped) return
      stopped = false
      heartbeat = setInterval(() => {
        const comment = sseComment('keep-alive')
        for (const watched of events.values()) broadcast(watched.watchers, comment)
      }, heartbeatMs)
      heartbeat.unref()
    },

    /** Ends every stream (their browsers reconnect, through the load balancer, to another instance). */
    async stop() {
      stopped = true
      clearTimeout(timer)
      clearInterval(heartbeat)
      await polling
      for (const watched of events.values()) for (const watcher of watched.watchers) watcher.stream.end()
      events.clear()
      count = 0
    },
  }
}

const carriesRound = (changes: Iterable<LiveChange>) =>
  [...changes].some((change) => change === 'pairings' || change === 'results')
const carriesStandings = (changes: Iterable<LiveChange>) => [...changes].includes('standings')

/**
 * The `change` message as JSON: the state, and what of the carried answers these changes touched — spliced in
 * as they were written (JSON already), not parsed and written again.
 */
export function messageJson(state: LiveState, changes: LiveChange[], carried: Carried): string {
  const message: LiveMessage = { version: state.version, changes, round: state.round, timer: state.timer }
  const head = JSON.stringify(message).slice(0, -1)
  const round = carried.round !== null && carriesRound(changes) ? `,"round_detail":${carried.round}` : ''
  const standings =
    carried.standings !== null && carriesStandings(changes) ? `,"standings":${carried.standings}` : ''
  return `${head}${round}${standings}}`
}

/** What a watcher with version `seen` must refetch: nothing, the last change's kinds, or everything. */
export function changesSince(seen: number | null, state: LiveState): LiveChange[] {
  if (seen === state.version) return []
  if (seen === state.version - 1) return state.changes
  return [...LIVE_CHANGES]
}

export type LiveHub = ReturnType<typeof createLiveHub>

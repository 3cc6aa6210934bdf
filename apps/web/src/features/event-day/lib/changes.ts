import type { StageFormat } from '@questboard/domain/constants'
import type {
  CheckInEntry,
  EventDayPlayer,
  EventDayRound,
  EventDayTable,
} from '@questboard/domain/event-day/event-day-api.schema'
import type { RoundTimer } from '@questboard/domain/event-day/live.schema'
import type { Pairing } from '@questboard/domain/event-day/matches'
import type { Games } from './score'

/**
 * What the organizer did on the console, as data (issue 14 §7, decision 035): kept on the device in the order it
 * was done, applied at once to what the console shows, and sent to the server in that order, each change with its
 * own Idempotency-Key. Changes name players by check-in id and matches by round and table, so a change made
 * offline may name a player checked in offline or a match of a round paired offline.
 */
export type ConsoleChange =
  /** `player`: the check-in id the device gave (provisional until the server answers); `name` as shown. */
  | { kind: 'check-in'; body: CheckInBody; player: number; name: string | null }
  | { kind: 'pair'; rounds: number | null; round: DeviceRound }
  | { kind: 're-pair'; round: DeviceRound }
  /** `seed`: the round's, which tells the server's round from one the device paired that the server refused. */
  | { kind: 'result'; round: number; seed: string; table: number; players: [number, number]; games: Games }
  | { kind: 'drop'; player: number; name: string | null }
  | {
      kind: 'timer'
      round: number
      action: TimerAction
      minutes: number | null
      /** When it was done, on the server's clock as the device reckons it (ISO). */
      at: string
    }

export type CheckInBody = { code: string } | { user_id: number } | { guest_name: string }
export type TimerAction = 'start' | 'pause' | 'resume' | 'extend'

/** A round the device paired with the engine of packages/domain, from its own seed. */
export interface DeviceRound {
  number: number
  stage: number
  format: StageFormat
  seed: string
  plannedRounds: number | null
  tables: Pairing[]
}

/** A change with the key that makes sending it again harmless, and when it was made (the device's clock, ms). */
export interface QueuedChange {
  key: string
  madeAt: number
  change: ConsoleChange
}

/**
 * Check-in ids the device gives to players it checks in itself: above any id the server gives, in the order they
 * were made. The server's ids grow in the order the check-ins arrive, which is that order, and the engine only
 * compares ids: the same players in the same order pair alike, so a round paired offline is the server's round.
 */
export const PROVISIONAL_ID = 1_000_000_000
export const isProvisional = (id: number | null) => id !== null && id >= PROVISIONAL_ID

/** What the server last said: its answers as the console holds them (the timer with when it arrived). */
export interface ServerDay {
  checkIns: readonly CheckInEntry[]
  rounds: readonly EventDayRound[]
  timer: TimerReading | null
}

export interface TimerReading {
  timer: RoundTimer
  /** The device's clock (Date.now()) when the answer arrived. */
  receivedAt: number
}

/** The round timer on the device's clock: running until `endsAt`, or paused with `pausedMs` left. */
export interface DeviceTimer {
  round: number
  state: 'not_started' | 'running' | 'paused'
  endsAt: number | null
  pausedMs: number | null
}

/** The day as the console shows it: the server's answers with the changes not yet sent applied. */
export interface DeviceDay {
  checkIns: CheckInEntry[]
  rounds: EventDayRound[]
  timer: DeviceTimer | null
}

const MINUTE = 60_000

function timerFrom(reading: TimerReading | null, round: number): DeviceTimer {
  const timer = reading?.timer
  if (!timer || timer.round !== round || timer.remaining_ms === null)
    return { round, state: 'not_started', endsAt: null, pausedMs: null }
  if (timer.state === 'paused') return { round, state: 'paused', endsAt: null, pausedMs: timer.remaining_ms }
  return { round, state: 'running', endsAt: (reading?.receivedAt ?? 0) + timer.remaining_ms, pausedMs: null }
}

/** The timer after a change made at `madeAt`, as the server does it (decision 033). */
export function timerAfter(timer: DeviceTimer, change: ConsoleChange & { kind: 'timer' }, madeAt: number) {
  const minutes = (change.minutes ?? 0) * MINUTE
  switch (change.action) {
    case 'start':
      return { ...timer, state: 'running' as const, endsAt: madeAt + minutes, pausedMs: null }
    case 'pause':
      return timer.state === 'running'
        ? {
            ...timer,
            state: 'paused' as const,
            endsAt: null,
            pausedMs: Math.max(0, (timer.endsAt ?? 0) - madeAt),
          }
        : timer
    case 'resume':
      return timer.state === 'paused'
        ? { ...timer, state: 'running' as const, endsAt: madeAt + (timer.pausedMs ?? 0), pausedMs: null }
        : timer
    case 'extend':
      if (timer.state === 'paused') return { ...timer, pausedMs: (timer.pausedMs ?? 0) + minutes }
      if (timer.state === 'running')
        return { ...timer, endsAt: Math.max(timer.endsAt ?? 0, madeAt) + minutes }
      return timer
  }
}

/** `K7M-Q2P`: how a check-in code is shown. */
export const shownCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`

/** A check-in list's entry: nobody checked in, nothing known but `values`. */
export const blankEntry = (values: Partial<CheckInEntry>): CheckInEntry => ({
  id: null,
  user_id: null,
  nickname: null,
  guest: false,
  registered: false,
  walk_in: false,
  checked_in: false,
  checked_in_at: null,
  no_show: false,
  dropped: false,
  check_in_code: null,
  ...values,
})

/** The entry a check-in names on the device, if the device knows them. */
export function entryOf(checkIns: readonly CheckInEntry[], body: CheckInBody): CheckInEntry | undefined {
  if ('code' in body) return checkIns.find((entry) => entry.check_in_code === body.code)
  if ('user_id' in body) return checkIns.find((entry) => entry.user_id === body.user_id)
  return undefined
}

function checkIn(checkIns: CheckInEntry[], change: ConsoleChange & { kind: 'check-in' }, madeAt: number) {
  const checked = { id: change.player, checked_in: true, checked_in_at: new Date(madeAt).toISOString() }
  const known = entryOf(checkIns, change.body)
  if (known?.checked_in) return checkIns
  if (known)
    return checkIns.map((entry) => (entry === known ? { ...entry, ...checked, no_show: false } : entry))
  const { body } = change
  const added =
    'guest_name' in body
      ? blankEntry({ ...checked, nickname: body.guest_name, guest: true })
      : 'user_id' in body
        ? blankEntry({ ...checked, user_id: body.user_id, nickname: change.name, walk_in: true })
        : // A code this device does not know (a registration made since it loaded): shown by the code.
          blankEntry({
            ...checked,
            nickname: shownCode(body.code),
            registered: true,
            check_in_code: body.code,
          })
  return [...checkIns, added]
}

function roundOf(checkIns: readonly CheckInEntry[], round: DeviceRound, madeAt: number): EventDayRound {
  const playerOf = (id: number): EventDayPlayer => {
    const entry = checkIns.find((candidate) => candidate.id === id)
    return {
      id,
      user_id: entry?.user_id ?? null,
      nickname: entry?.nickname ?? null,
      guest: entry?.guest ?? false,
    }
  }
  return {
    number: round.number,
    stage: round.stage,
    format: round.format,
    seed: round.seed,
    planned_rounds: round.plannedRounds,
    started_at: new Date(madeAt).toISOString(),
    complete: false,
    tables: round.tables.map(
      (pairing): EventDayTable => ({
        // No match yet on the server: an id of the device's, never sent (a result names round and table).
        match_id: -(round.number * 10_000 + pairing.table),
        table: pairing.table,
        player1: playerOf(pairing.player1),
        player2: pairing.player2 === null ? null : playerOf(pairing.player2),
        player1_wins: null,
        player2_wins: null,
        draws: null,
        status: pairing.player2 === null ? 'confirmed' : 'pending',
        reported_by: null,
      }),
    ),
  }
}

function withResult(rounds: EventDayRound[], change: ConsoleChange & { kind: 'result' }) {
  return rounds.map((round) => {
    if (round.number !== change.round || round.seed !== change.seed) return round
    const tables = round.tables.map((table) =>
      table.table === change.table
        ? { ...table, ...change.games, status: 'confirmed' as const, reported_by: null }
        : table,
    )
    return { ...round, tables, complete: tables.every((table) => table.status === 'confirmed') }
  })
}

/**
 * The day as the console shows it: the server's answers, then every change not yet sent, in order. Pure: the
 * same answers and changes give the same day, whoever computes it and whenever.
 */
export function applyChanges(server: ServerDay, queue: readonly QueuedChange[]): DeviceDay {
  let checkIns = [...server.checkIns]
  let rounds = [...server.rounds].sort((a, b) => a.number - b.number)
  const current = () => rounds.at(-1)?.number
  let timer: DeviceTimer | null = null
  const timerOfCurrent = () => {
    const number = current()
    if (number === undefined) return null
    if (timer?.round !== number) timer = timerFrom(server.timer, number)
    return timer
  }
  timerOfCurrent()
  for (const { change, madeAt } of queue) {
    switch (change.kind) {
      case 'check-in':
        checkIns = checkIn(checkIns, change, madeAt)
        break
      case 'pair':
      case 're-pair':
        rounds = [
          ...rounds.filter((round) => round.number !== change.round.number),
          roundOf(checkIns, change.round, madeAt),
        ]
        break
      case 'result':
        rounds = withResult(rounds, change)
        break
      case 'drop':
        checkIns = checkIns.map((entry) => (entry.id === change.player ? { ...entry, dropped: true } : entry))
        break
      case 'timer': {
        const now = timerOfCurrent()
        if (now && now.round === change.round) timer = timerAfter(now, change, madeAt)
        break
      }
    }
  }
  return { checkIns, rounds, timer: timerOfCurrent() }
}

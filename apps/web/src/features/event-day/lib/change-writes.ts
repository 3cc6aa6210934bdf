import type { Pairing } from '@questboard/domain/event-day/matches'
import type { EventDayWrite } from '../api/send'
import { type ConsoleChange, isProvisional, type QueuedChange, type ServerDay } from './changes'

/**
 * Why a change cannot be sent as it is: it names a player whose check-in the server refused (their id is still the
 * device's), or a match of a round the server paired otherwise (or not at all).
 */
export type Unresolved = 'player-unknown' | 'round-differs'

const anyProvisional = (tables: readonly Pairing[]) =>
  tables.some((table) => isProvisional(table.player1) || isProvisional(table.player2))

/**
 * The request a change is when its turn comes, from what the server last said: a result names its match by the
 * server's match id, found by round and table and checked to seat the same players.
 */
export function writeOf(
  change: ConsoleChange,
  server: ServerDay,
): EventDayWrite | { unresolved: Unresolved } {
  switch (change.kind) {
    case 'check-in':
      return { kind: 'check-in', body: change.body }
    case 'pair': {
      const { seed, tables } = change.round
      if (anyProvisional(tables)) return { unresolved: 'player-unknown' }
      return {
        kind: 'pair',
        body: { ...(change.rounds === null ? {} : { rounds: change.rounds }), seed, tables },
      }
    }
    case 're-pair': {
      const { seed, tables, number } = change.round
      if (anyProvisional(tables)) return { unresolved: 'player-unknown' }
      return { kind: 're-pair', round: number, body: { seed, tables } }
    }
    case 'result': {
      if (change.players.some(isProvisional)) return { unresolved: 'player-unknown' }
      const round = server.rounds.find(
        (candidate) => candidate.number === change.round && candidate.seed === change.seed,
      )
      const table = round?.tables.find((candidate) => candidate.table === change.table)
      const [player1, player2] = change.players
      if (!table || table.player1.id !== player1 || table.player2?.id !== player2)
        return { unresolved: 'round-differs' }
      return { kind: 'result', matchId: table.match_id, body: change.games }
    }
    case 'drop':
      if (isProvisional(change.player)) return { unresolved: 'player-unknown' }
      return { kind: 'drop', checkInId: change.player }
    case 'timer':
      return {
        kind: 'timer',
        round: change.round,
        action: change.action,
        body: change.minutes === null ? { at: change.at } : { minutes: change.minutes, at: change.at },
      }
  }
}

/** The change with the player the device called `from` called `to`, the id the server gave them. */
export function renamed(queued: QueuedChange, from: number, to: number): QueuedChange {
  const id = (value: number) => (value === from ? to : value)
  const tables = (pairings: readonly Pairing[]) =>
    pairings.map((pairing) => ({
      ...pairing,
      player1: id(pairing.player1),
      player2: pairing.player2 === null ? null : id(pairing.player2),
    }))
  const { change } = queued
  switch (change.kind) {
    case 'check-in':
      return { ...queued, change: { ...change, player: id(change.player) } }
    case 'pair':
    case 're-pair':
      return {
        ...queued,
        change: { ...change, round: { ...change.round, tables: tables(change.round.tables) } },
      }
    case 'result':
      return {
        ...queued,
        change: { ...change, players: [id(change.players[0]), id(change.players[1])] },
      }
    case 'drop':
      return { ...queued, change: { ...change, player: id(change.player) } }
    case 'timer':
      return queued
  }
}

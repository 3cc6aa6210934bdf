import { eventDayOfAnswers } from '@questboard/domain/event-day/day-of-answers'
import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { newSeed } from '@questboard/domain/event-day/seeded-random'
import {
  type EventDay,
  type NextRound,
  nextRound,
  pairAgain,
  stagesOf,
} from '@questboard/domain/event-day/tournament'
import {
  type CheckInBody,
  type ConsoleChange,
  type DeviceDay,
  type DeviceRound,
  entryOf,
  isProvisional,
  PROVISIONAL_ID,
  type TimerAction,
} from './changes'

/**
 * The console's changes made on the device (decision 035), each computed from the day as the device shows it:
 * the check-in id a player gets until the server gives theirs, and a round paired by the engine of
 * packages/domain from a seed drawn here, which the server will pair again from that seed and compare.
 */

/** The next id the device gives a player it checks in: after every id it gave, above every server id. */
export function nextPlayerId(day: DeviceDay): number {
  const given = day.checkIns.flatMap((entry) => (isProvisional(entry.id) ? [entry.id as number] : []))
  return Math.max(PROVISIONAL_ID - 1, ...given) + 1
}

export type CheckInMade =
  | { change: ConsoleChange & { kind: 'check-in' } }
  | { already: CheckInEntry }
  | { unknownCode: string }

/**
 * A check-in: a registered player (by their code or from the list), a walk-in with an account (`name` their
 * nickname) or a guest. A player already here is not checked in twice; a code no registration on this device has
 * is refused here (registrations close before the day begins: the device's list is the event's).
 */
export function checkInChange(day: DeviceDay, body: CheckInBody, name: string | null = null): CheckInMade {
  const known = entryOf(day.checkIns, body)
  if (known?.checked_in) return { already: known }
  if ('code' in body && !known) return { unknownCode: body.code }
  const shown = known?.nickname ?? ('guest_name' in body ? body.guest_name : name)
  return { change: { kind: 'check-in', body, player: nextPlayerId(day), name: shown } }
}

function deviceRound(engineDay: EventDay, next: NextRound, seed: string) {
  if ('refused' in next) return next
  const stage = stagesOf(engineDay).find((candidate) => candidate.orderIndex === next.stage)
  const round: DeviceRound = {
    number: next.number,
    stage: next.stage,
    format: stage?.format ?? 'SW',
    seed,
    plannedRounds: next.plannedRounds,
    tables: next.pairings.map(({ table, player1, player2 }) => ({ table, player1, player2 })),
  }
  return round
}

/** The next round, paired on the device from a new seed (`rounds`: the Swiss's planned rounds, when changed). */
export function pairChange(
  additionalInfo: Record<string, unknown>,
  day: DeviceDay,
  rounds: number | undefined,
  seed = newSeed(),
): (ConsoleChange & { kind: 'pair' }) | Extract<NextRound, { refused: string }> {
  const engineDay = eventDayOfAnswers(additionalInfo, day.checkIns, day.rounds)
  const round = deviceRound(engineDay, nextRound(engineDay, seed, rounds), seed)
  return 'refused' in round ? round : { kind: 'pair', rounds: rounds ?? null, round }
}

/** The current round paired again on the device, from a new seed. */
export function rePairChange(
  additionalInfo: Record<string, unknown>,
  day: DeviceDay,
  number: number,
  seed = newSeed(),
): (ConsoleChange & { kind: 're-pair' }) | Extract<NextRound, { refused: string }> {
  const engineDay = eventDayOfAnswers(additionalInfo, day.checkIns, day.rounds)
  const round = deviceRound(engineDay, pairAgain(engineDay, number, seed), seed)
  return 'refused' in round ? round : { kind: 're-pair', round }
}

/**
 * A change of the round's timer, stamped with when it was made on the server's clock as the device reckons it
 * (`skewMs`: how far ahead of the server the device's clock runs, from the timer's last answer).
 */
export function timerChange(
  round: number,
  action: TimerAction,
  minutes: number | null,
  { now = Date.now(), skewMs = 0 }: { now?: number; skewMs?: number } = {},
): ConsoleChange & { kind: 'timer' } {
  return { kind: 'timer', round, action, minutes, at: new Date(now - skewMs).toISOString() }
}

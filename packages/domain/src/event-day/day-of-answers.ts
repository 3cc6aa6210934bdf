import type { CheckInEntry, EventDayRound } from './event-day-api.schema'
import { stagesFrom } from './stages'
import type { EventDay, PlayedRound } from './tournament'

/** A round as the API answers it, as the engine reads it: only a confirmed result counts. */
export function playedRoundOf(round: EventDayRound): PlayedRound {
  return {
    number: round.number,
    stage: round.stage,
    seed: round.seed,
    plannedRounds: round.planned_rounds,
    matches: round.tables.map((table) => ({
      player1: table.player1.id,
      player2: table.player2?.id ?? null,
      result:
        table.status === 'confirmed' && table.player2 !== null
          ? {
              player1Wins: table.player1_wins ?? 0,
              player2Wins: table.player2_wins ?? 0,
              draws: table.draws ?? 0,
            }
          : null,
    })),
  }
}

/**
 * The day as the engine reads it from the API's answers (the event's `additional_info`, `GET …/check_ins/`,
 * `GET …/rounds/`): what a device holds, so it computes the standings and the next round as the server does.
 */
export function eventDayOfAnswers(
  additionalInfo: Record<string, unknown>,
  checkIns: readonly CheckInEntry[],
  rounds: readonly EventDayRound[],
): EventDay {
  const players = checkIns.filter((entry): entry is CheckInEntry & { id: number } => entry.id !== null)
  return {
    stages: stagesFrom(additionalInfo),
    entrants: players.map((entry) => entry.id),
    dropped: new Set(players.filter((entry) => entry.dropped).map((entry) => entry.id)),
    rounds: rounds.map(playedRoundOf),
  }
}

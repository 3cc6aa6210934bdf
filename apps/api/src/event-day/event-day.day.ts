import { stagesFrom } from '@questboard/domain/event-day/stages'
import type { EventDay, PlayedRound } from '@questboard/domain/event-day/tournament'
import type { PlayerRow } from './check-ins.queries.ts'
import type { RoundRow } from './rounds.queries.ts'

/** A stored round as the engine reads it: only a confirmed result counts. */
export function toPlayedRound(round: RoundRow): PlayedRound {
  return {
    number: round.number,
    stage: round.stage,
    seed: round.seed,
    plannedRounds: round.plannedRounds,
    matches: round.matches.map((match) => ({
      player1: match.player1Id,
      player2: match.player2Id,
      result:
        match.status === 'confirmed' && match.player2Id !== null
          ? {
              player1Wins: match.player1Wins ?? 0,
              player2Wins: match.player2Wins ?? 0,
              draws: match.draws ?? 0,
            }
          : null,
    })),
  }
}

/** The day as the engine of packages/domain reads it, from what the database holds. */
export function eventDayOf(
  additionalInfo: Record<string, unknown>,
  players: PlayerRow[],
  rounds: RoundRow[],
): EventDay {
  return {
    stages: stagesFrom(additionalInfo),
    entrants: players.map((player) => player.id),
    dropped: new Set(players.filter((player) => player.dropped).map((player) => player.id)),
    rounds: rounds.map(toPlayedRound),
  }
}

import { STAGE_FORMATS, type StageFormat } from '@questboard/domain/constants'
import type { EventDay, PlayedRound, StageConfig } from '@questboard/domain/event-day/tournament'
import type { PlayerRow, RoundRow } from './event-day.repository.ts'

/** The event's stages as the form saved them (spec §3 additional_info.stages); invalid entries are skipped. */
export function stagesFrom(additionalInfo: Record<string, unknown>): StageConfig[] {
  const stages = Array.isArray(additionalInfo.stages) ? additionalInfo.stages : []
  return stages.flatMap((stage: Record<string, unknown>, index) => {
    const format = (STAGE_FORMATS as readonly unknown[]).includes(stage?.format)
      ? (stage.format as StageFormat)
      : undefined
    if (!format) return []
    const orderIndex = typeof stage.order_index === 'number' ? stage.order_index : index
    const playersMax =
      typeof stage.players_max === 'number' && stage.players_max > 0 ? stage.players_max : null
    return [{ format, playersMax, orderIndex }]
  })
}

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

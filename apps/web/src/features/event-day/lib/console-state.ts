import { eventDayOfAnswers } from '@questboard/domain/event-day/day-of-answers'
import type { CheckInEntry, EventDayRound } from '@questboard/domain/event-day/event-day-api.schema'
import { suggestedSwissRounds } from '@questboard/domain/event-day/swiss'
import {
  type EventDay,
  eventStandings,
  nextRound,
  type StageConfig,
  stagesOf,
} from '@questboard/domain/event-day/tournament'

/**
 * What the console shows, computed on the device with the engine of packages/domain from the API's answers
 * (decision 032): the same standings and the same next round the server computes, so an offline console can
 * later run on its own state. Pure: no request, no clock.
 */

/** Where the day stands: players arrive, a round is being played, the next round may be paired, it is over. */
export type ConsolePhase = 'check-in' | 'playing' | 'ready' | 'finished'

export interface ConsoleStanding {
  rank: number
  player: CheckInEntry & { id: number }
  points: number
  wins: number
  losses: number
  draws: number
  /** Percentages with two decimals, as the API answers them. */
  omw: number
  gw: number
  ogw: number
  stage: number
  dropped: boolean
}

export interface NextRoundPreview {
  number: number
  stage: StageConfig
  /** The first round of its stage (a new stage starts: a top-8 cut, a Swiss's first round). */
  startsStage: boolean
  /** How many players it would seat. */
  players: number
  /** Swiss: the rounds its stage plays (the suggestion for a new Swiss). */
  plannedRounds: number | null
}

export interface ConsoleState {
  day: EventDay
  stages: StageConfig[]
  phase: ConsolePhase
  /** The checked-in players by check-in id. */
  players: ReadonlyMap<number, CheckInEntry & { id: number }>
  current: EventDayRound | undefined
  /** The current round's place in its stage: its 1-based index and the rounds the stage plays (Swiss). */
  currentInStage: { index: number; planned: number | null } | undefined
  next: NextRoundPreview | undefined
  /** Why no round can be paired while none is being played (fewer than two players). */
  blocked: 'too-few-players' | undefined
  /** The current round may be paired again: no result entered yet. */
  canRePair: boolean
  standings: ConsoleStanding[]
}

/** A seed for previews only: the next round's shape (stage, size) does not depend on it. */
const PREVIEW_SEED = 'console-preview'
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100

export function consoleState(
  additionalInfo: Record<string, unknown>,
  checkIns: readonly CheckInEntry[],
  rounds: readonly EventDayRound[],
): ConsoleState {
  const day = eventDayOfAnswers(additionalInfo, checkIns, rounds)
  const stages = stagesOf(day)
  const players = new Map(
    checkIns.flatMap((entry) => (entry.id === null ? [] : [[entry.id, { ...entry, id: entry.id }] as const])),
  )
  const sorted = [...rounds].sort((a, b) => a.number - b.number)
  const current = sorted.at(-1)
  const next = previewNext(day, current)
  const phase: ConsolePhase =
    'refused' in next
      ? next.refused === 'round-in-progress'
        ? 'playing'
        : next.refused === 'event-finished'
          ? 'finished'
          : current
            ? 'ready'
            : 'check-in'
      : current
        ? 'ready'
        : 'check-in'
  const preview = 'refused' in next ? undefined : next
  const blocked = 'refused' in next && next.refused === 'too-few-players' ? next.refused : undefined

  const inStage = current ? sorted.filter((round) => round.stage === current.stage) : []
  const standings = eventStandings(day).flatMap((row) => {
    const player = players.get(row.entrant)
    if (!player) return []
    return [
      {
        rank: row.rank,
        player,
        points: row.points,
        wins: row.wins,
        losses: row.losses,
        draws: row.draws,
        omw: percent(row.omw),
        gw: percent(row.gw),
        ogw: percent(row.ogw),
        stage: row.stage,
        dropped: row.dropped,
      },
    ]
  })

  return {
    day,
    stages,
    phase,
    players,
    current,
    currentInStage: current ? { index: inStage.length, planned: current.planned_rounds } : undefined,
    next: preview,
    blocked,
    canRePair:
      current !== undefined &&
      phase === 'playing' &&
      current.tables.every((table) => table.player2 === null || table.status === 'pending'),
    standings,
  }
}

type Refusal = Extract<ReturnType<typeof nextRound>, { refused: string }>

/**
 * What pairing now would make (its stage, its number, how many it seats), with `plannedRounds` for the current or
 * the new Swiss stage as the organizer would send it; or why nothing can be paired.
 */
export function previewNext(
  day: EventDay,
  current: EventDayRound | undefined,
  plannedRounds?: number,
): NextRoundPreview | Refusal {
  const next = nextRound(day, PREVIEW_SEED, plannedRounds)
  if ('refused' in next) return next
  const stage = stagesOf(day).find((candidate) => candidate.orderIndex === next.stage) as StageConfig
  return {
    number: next.number,
    stage,
    startsStage: current?.stage !== next.stage,
    players: next.pairings.flatMap((pairing) => [pairing.player1, pairing.player2]).filter(Boolean).length,
    plannedRounds: next.plannedRounds,
  }
}

/** The Swiss rounds suggested for a first Swiss of `players` players (⌈log₂ players⌉). */
export const suggestedRounds = (players: number) => suggestedSwissRounds(players)

import { DEFAULT_STAGE_FORMAT, type StageFormat } from '../constants'
import {
  type EliminationInput,
  eliminationPlaces,
  pairDoubleElimination,
  pairSingleElimination,
} from './elimination'
import { type EntrantId, type MatchRecord, type Pairing, playersOf } from './matches'
import { pairRoundRobin, roundRobinRounds } from './round-robin'
import { shuffled } from './seeded-random'
import { type StandingRow, standingsOf } from './standings'
import { pairSwiss, suggestedSwissRounds } from './swiss'

/** A stage of the event (spec §3 additional_info.stages): they run in `orderIndex` order. */
export interface StageConfig {
  format: StageFormat
  /** How many of the previous stage's standings go on to this one (a top-8 cut: 8); null or 0: everyone. */
  playersMax: number | null
  orderIndex: number
}

/** A round as it is stored: its stage, its seed, the Swiss rounds planned for its stage, its matches. */
export interface PlayedRound {
  number: number
  stage: number
  seed: string
  plannedRounds: number | null
  matches: readonly MatchRecord[]
}

export interface EventDay {
  stages: readonly StageConfig[]
  /** Checked-in players (guests too) in any order. */
  entrants: readonly EntrantId[]
  dropped: ReadonlySet<EntrantId>
  /** Every round so far, any order. */
  rounds: readonly PlayedRound[]
}

export type NextRound =
  | { stage: number; number: number; plannedRounds: number | null; pairings: Pairing[] }
  | { refused: 'round-in-progress' | 'event-finished' | 'too-few-players' | 'rounds-already-played' }

/** The stages in order; an event that names none plays one Swiss. */
export function stagesOf(day: Pick<EventDay, 'stages'>): StageConfig[] {
  const stages = [...day.stages].sort((a, b) => a.orderIndex - b.orderIndex)
  return stages.length > 0 ? stages : [{ format: DEFAULT_STAGE_FORMAT, playersMax: null, orderIndex: 0 }]
}

const sortedRounds = (day: EventDay) => [...day.rounds].sort((a, b) => a.number - b.number)
const roundsOfStage = (day: EventDay, stage: number) =>
  sortedRounds(day).filter((round) => round.stage === stage)
const isComplete = (round: PlayedRound) =>
  round.matches.every((match) => match.player2 === null || match.result !== null)

/** The players a stage started with: those of its first round (everyone there had a table or a bye). */
const rosterOf = (rounds: PlayedRound[]) =>
  [...new Set(rounds[0]?.matches.flatMap(playersOf) ?? [])].sort((a, b) => a - b)

/** The stage's players best first: the previous stage's order, or drawn from its first round's seed. */
function seedsOf(day: EventDay, stageIndex: number, roster: EntrantId[], seed: string): EntrantId[] {
  const stages = stagesOf(day)
  const previous = stages[stageIndex - 1]
  if (!previous) return shuffled(roster, seed)
  const inRoster = new Set(roster)
  return stageRanking(day, previous).filter((id) => inRoster.has(id))
}

/** A stage's players best first: points and tiebreakers for SW and RR, places for SE and DE. */
export function stageRanking(day: EventDay, stage: StageConfig): EntrantId[] {
  const rounds = roundsOfStage(day, stage.orderIndex)
  const roster = rosterOf(rounds)
  if (stage.format === 'SE' || stage.format === 'DE') {
    const seeds = seedsOf(day, stagesOf(day).indexOf(stage), roster, rounds[0]?.seed ?? '')
    const input = {
      seeds,
      rounds: rounds.filter(isComplete).map((round) => round.matches),
      dropped: day.dropped,
    }
    return eliminationPlaces(input, stage.format === 'SE' ? 1 : 2)
  }
  const everyone = [...new Set([...roster, ...rounds.flatMap((round) => round.matches.flatMap(playersOf))])]
  return standingsOf(
    everyone,
    rounds.flatMap((round) => round.matches),
  ).map((row) => row.entrant)
}

/** The standings of the event: the latest stage's players first, then the others as their last stage ranked them. */
export function eventStandings(day: EventDay): (StandingRow & { stage: number; dropped: boolean })[] {
  const placed = new Set<EntrantId>()
  const rows: (StandingRow & { stage: number; dropped: boolean })[] = []
  const played = stagesOf(day).filter((stage) => roundsOfStage(day, stage.orderIndex).length > 0)
  for (const stage of played.reverse()) {
    const matches = roundsOfStage(day, stage.orderIndex).flatMap((round) => round.matches)
    const figures = new Map(standingsOf([], matches).map((row) => [row.entrant, row]))
    for (const entrant of stageRanking(day, stage)) {
      const row = figures.get(entrant)
      if (placed.has(entrant) || !row) continue
      placed.add(entrant)
      rows.push({ ...row, stage: stage.orderIndex, dropped: day.dropped.has(entrant) })
    }
  }
  return rows.map((row, index) => ({ ...row, rank: index + 1 }))
}

/**
 * The next round of the event (issue 14): the current stage's next round, or the first round of the next stage
 * once the current one is over (its players the top `playersMax` of the stage before, drops left out).
 * `plannedRounds` changes the number of rounds of the current Swiss stage (suggested from its player count).
 * Pure: the server and an offline device compute the same round from the same day and seed.
 */
export function nextRound(day: EventDay, seed: string, plannedRounds?: number): NextRound {
  const stages = stagesOf(day)
  const last = sortedRounds(day).at(-1)
  if (last && !isComplete(last)) return { refused: 'round-in-progress' }
  const number = (last?.number ?? 0) + 1
  let stageIndex = last ? stages.findIndex((stage) => stage.orderIndex === last.stage) : 0
  let override = plannedRounds

  if (last) {
    const current = stages[stageIndex] as StageConfig
    const continued = continueStage(day, { stage: current, stageIndex, override, seed })
    if ('refused' in continued) return continued
    if (continued.pairings)
      return { stage: current.orderIndex, number, ...continued, pairings: continued.pairings }
    if (current.format === 'SW') override = undefined
    stageIndex++
  }

  const stage = stages[stageIndex]
  if (!stage) return { refused: 'event-finished' }
  const active = day.entrants.filter((id) => !day.dropped.has(id))
  const previous = stages[stageIndex - 1]
  const roster = [
    ...(previous
      ? stageRanking(day, previous)
          .filter((id) => !day.dropped.has(id))
          .slice(0, stage.playersMax || undefined)
      : active),
  ].sort((a, b) => a - b)
  if (roster.length < 2) return { refused: 'too-few-players' }
  const planned = stage.format === 'SW' ? (override ?? suggestedSwissRounds(roster.length)) : null
  const seeds = seedsOf(day, stageIndex, roster, seed)
  const first = firstPairings(stage.format, { seeds, rounds: [], dropped: day.dropped }, roster, seed)
  return { stage: stage.orderIndex, number, plannedRounds: planned, pairings: first }
}

/**
 * The current round `number` paired again from `seed`, as if it had not been paired (a late entry, a drop, a wrong
 * table; before any result): a Swiss keeps the rounds planned for its stage. Pure, like `nextRound`.
 */
export function pairAgain(day: EventDay, number: number, seed: string): NextRound {
  const rounds = sortedRounds(day)
  const round = rounds.find((candidate) => candidate.number === number)
  const previous = rounds.filter((candidate) => candidate.number < number).at(-1)
  const sameStage = !previous || previous.stage === round?.stage
  const without = { ...day, rounds: day.rounds.filter((played) => played.number !== number) }
  return nextRound(without, seed, sameStage ? (round?.plannedRounds ?? undefined) : undefined)
}

function firstPairings(format: StageFormat, input: EliminationInput, roster: EntrantId[], seed: string) {
  switch (format) {
    case 'SW':
      return pairSwiss({ players: roster, matches: [], seed })
    case 'RR':
      return pairRoundRobin(input.seeds, 0, input.dropped)
    case 'SE':
    case 'DE': {
      const round = format === 'SE' ? pairSingleElimination(input) : pairDoubleElimination(input)
      return 'pairings' in round ? round.pairings : []
    }
  }
}

/** The current stage's next round, or no pairings once the stage is over. */
function continueStage(
  day: EventDay,
  {
    stage,
    stageIndex,
    override,
    seed,
  }: { stage: StageConfig; stageIndex: number; override: number | undefined; seed: string },
): { pairings: Pairing[] | null; plannedRounds: number | null } | { refused: 'rounds-already-played' } {
  const rounds = roundsOfStage(day, stage.orderIndex)
  const roster = rosterOf(rounds)
  const matches = rounds.map((round) => round.matches)
  const input = {
    seeds: seedsOf(day, stageIndex, roster, rounds[0]?.seed ?? ''),
    rounds: matches,
    dropped: day.dropped,
  }
  switch (stage.format) {
    case 'SW': {
      if (override !== undefined && override < rounds.length) return { refused: 'rounds-already-played' }
      const planned = override ?? rounds.at(-1)?.plannedRounds ?? suggestedSwissRounds(roster.length)
      if (rounds.length >= planned) return { pairings: null, plannedRounds: planned }
      // Late entries join the first stage's Swiss; a later stage keeps the players it started with.
      const players = (stageIndex === 0 ? day.entrants : roster).filter((id) => !day.dropped.has(id))
      return { pairings: pairSwiss({ players, matches: matches.flat(), seed }), plannedRounds: planned }
    }
    case 'RR':
      if (rounds.length >= roundRobinRounds(roster.length)) return { pairings: null, plannedRounds: null }
      return { pairings: pairRoundRobin(input.seeds, rounds.length, day.dropped), plannedRounds: null }
    case 'SE':
    case 'DE': {
      const round = stage.format === 'SE' ? pairSingleElimination(input) : pairDoubleElimination(input)
      return { pairings: 'pairings' in round ? round.pairings : null, plannedRounds: null }
    }
  }
}

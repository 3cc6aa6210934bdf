import { BYE_RESULT, type EntrantId, type MatchRecord } from './matches'

/** Match points: 3 for a win (a bye is one), 1 for a draw, 0 for a loss; games count the same way. */
export const WIN_POINTS = 3
export const DRAW_POINTS = 1
/** Every percentage of the tiebreakers is floored here, as card-game tournaments do. */
export const PERCENTAGE_FLOOR = 1 / 3

/** One line of the standings; the percentages are fractions (0.3333…, 1). */
export interface StandingRow {
  rank: number
  entrant: EntrantId
  points: number
  matchesPlayed: number
  wins: number
  losses: number
  draws: number
  byes: number
  /** Opponents' match-win percentage, game-win percentage, opponents' game-win percentage. */
  omw: number
  gw: number
  ogw: number
}

interface Tally {
  points: number
  matches: number
  wins: number
  losses: number
  draws: number
  byes: number
  gamePoints: number
  games: number
  opponents: EntrantId[]
}

const emptyTally = (): Tally => ({
  points: 0,
  matches: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  byes: 0,
  gamePoints: 0,
  games: 0,
  opponents: [],
})

function tallyOf(entrants: readonly EntrantId[], matches: readonly MatchRecord[]): Map<EntrantId, Tally> {
  const tallies = new Map<EntrantId, Tally>(entrants.map((id) => [id, emptyTally()]))
  const get = (id: EntrantId) => {
    let tally = tallies.get(id)
    if (!tally) {
      tally = emptyTally()
      tallies.set(id, tally)
    }
    return tally
  }
  for (const match of matches) {
    const result = match.player2 === null ? BYE_RESULT : match.result
    if (!result) continue
    const sides: [EntrantId | null, number, number][] = [
      [match.player1, result.player1Wins, result.player2Wins],
      [match.player2, result.player2Wins, result.player1Wins],
    ]
    for (const [id, won, lost] of sides) {
      if (id === null) continue
      const tally = get(id)
      tally.matches++
      if (won > lost) {
        tally.wins++
        tally.points += WIN_POINTS
      } else if (won < lost) tally.losses++
      else {
        tally.draws++
        tally.points += DRAW_POINTS
      }
      tally.gamePoints += won * WIN_POINTS + result.draws * DRAW_POINTS
      tally.games += won + lost + result.draws
      if (match.player2 === null) tally.byes++
      else tally.opponents.push(id === match.player1 ? match.player2 : match.player1)
    }
  }
  return tallies
}

const floored = (value: number) => Math.max(PERCENTAGE_FLOOR, value)
/** Summed smallest first, so the same opponents in any order give the very same number on every device. */
const average = (values: number[]) =>
  values.length === 0
    ? 0
    : values.sort((a, b) => a - b).reduce((sum, value) => sum + value, 0) / values.length

/**
 * The standings after the given matches (a match without a confirmed result counts for nothing): match points,
 * then opponents' match-win %, game-win %, opponents' game-win %, each percentage floored at 33 %; byes count
 * as matches won 2–0 but no bye is an opponent. Ranks are distinct: a perfect tie goes to the smaller id, so
 * every device ranks alike.
 */
export function standingsOf(entrants: readonly EntrantId[], matches: readonly MatchRecord[]): StandingRow[] {
  const tallies = tallyOf(entrants, matches)
  const matchWin = (tally: Tally) =>
    tally.matches === 0 ? PERCENTAGE_FLOOR : floored(tally.points / (WIN_POINTS * tally.matches))
  const gameWin = (tally: Tally) =>
    tally.games === 0 ? PERCENTAGE_FLOOR : floored(tally.gamePoints / (WIN_POINTS * tally.games))
  const rows = [...tallies].map(([entrant, tally]) => {
    const opponents = tally.opponents.map((id) => tallies.get(id) ?? emptyTally())
    return {
      rank: 0,
      entrant,
      points: tally.points,
      matchesPlayed: tally.matches,
      wins: tally.wins,
      losses: tally.losses,
      draws: tally.draws,
      byes: tally.byes,
      omw: average(opponents.map(matchWin)),
      gw: tally.matches === 0 ? 0 : gameWin(tally),
      ogw: average(opponents.map(gameWin)),
    }
  })
  rows.sort(
    (a, b) => b.points - a.points || b.omw - a.omw || b.gw - a.gw || b.ogw - a.ogw || a.entrant - b.entrant,
  )
  return rows.map((row, index) => ({ ...row, rank: index + 1 }))
}

import type { GameRecord, MatchRecord, Pairing } from '../event-day/matches'
import { seededRandom } from '../event-day/seeded-random'

/** Results a table may end with; elimination matches never end drawn. */
const OUTCOMES: GameRecord[] = [
  { player1Wins: 2, player2Wins: 0, draws: 0 },
  { player1Wins: 2, player2Wins: 1, draws: 0 },
  { player1Wins: 1, player2Wins: 2, draws: 0 },
  { player1Wins: 0, player2Wins: 2, draws: 0 },
  { player1Wins: 1, player2Wins: 1, draws: 1 },
]

/** Plays a round: every table gets a result drawn from `seed` (byes need none). */
export function play(pairings: Pairing[], seed: string, { draws = true } = {}): MatchRecord[] {
  const random = seededRandom(seed)
  const outcomes = draws ? OUTCOMES : OUTCOMES.slice(0, 4)
  return pairings.map(({ player1, player2 }) => ({
    player1,
    player2,
    result: player2 === null ? null : (outcomes[Math.floor(random() * outcomes.length)] as GameRecord),
  }))
}

export const range = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index)

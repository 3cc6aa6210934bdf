/**
 * What the pairing engine knows of a match: who played (an entrant is a checked-in player, guests included,
 * named by the id of their check-in) and, once confirmed, the games each won. `player2` null is a bye.
 */
export type EntrantId = number

export interface GameRecord {
  player1Wins: number
  player2Wins: number
  draws: number
}

export interface MatchRecord {
  player1: EntrantId
  player2: EntrantId | null
  /** Null until the result is confirmed (entered by the organizer, or reported and confirmed by the opponent). */
  result: GameRecord | null
}

/** A table of a new round: both players, or one player and a bye. */
export interface Pairing {
  table: number
  player1: EntrantId
  player2: EntrantId | null
}

/** A bye is a match won 2–0 (as card-game tournaments count it). */
export const BYE_RESULT: GameRecord = { player1Wins: 2, player2Wins: 0, draws: 0 }

/** The match's winner, null for a draw (more games won wins the match). */
export function winnerOf(match: MatchRecord): EntrantId | null {
  if (match.player2 === null) return match.player1
  const result = match.result
  if (!result || result.player1Wins === result.player2Wins) return null
  return result.player1Wins > result.player2Wins ? match.player1 : match.player2
}

export function loserOf(match: MatchRecord): EntrantId | null {
  const winner = winnerOf(match)
  if (winner === null || match.player2 === null) return null
  return winner === match.player1 ? match.player2 : match.player1
}

export const playersOf = (match: MatchRecord): EntrantId[] =>
  match.player2 === null ? [match.player1] : [match.player1, match.player2]

/** Numbers the tables in order, byes last. */
export function toPairings(pairs: [EntrantId, EntrantId | null][]): Pairing[] {
  const ordered = [...pairs.filter(([, b]) => b !== null), ...pairs.filter(([, b]) => b === null)]
  return ordered.map(([player1, player2], index) => ({ table: index + 1, player1, player2 }))
}

/**
 * Whether two pairings seat the same players at the same tables (in any listed order): how the server checks a
 * round a device paired against its own computation from the same seed (issue 14 §7).
 */
export function samePairings(a: readonly Pairing[], b: readonly Pairing[]): boolean {
  const keys = (pairings: readonly Pairing[]) =>
    pairings.map((pairing) => `${pairing.table}:${pairing.player1}:${pairing.player2 ?? '-'}`).sort()
  return JSON.stringify(keys(a)) === JSON.stringify(keys(b))
}

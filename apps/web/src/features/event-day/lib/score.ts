import type { StageFormat } from '@questboard/domain/constants'

/** The games of a match as the API counts them. */
export interface Games {
  player1_wins: number
  player2_wins: number
  draws: number
}

/** "2–1", or "1–1–1" with drawn games. */
export const scoreText = (games: Games) =>
  games.draws > 0
    ? `${games.player1_wins}–${games.player2_wins}–${games.draws}`
    : `${games.player1_wins}–${games.player2_wins}`

/** Elimination stages need a winner in every match. */
export const isElimination = (format: StageFormat) => format === 'SE' || format === 'DE'

import { describe, expect, test } from 'vitest'
import { play, range } from '../testing/event-day-play'
import type { MatchRecord } from './matches'
import { standingsOf } from './standings'
import { pairSwiss } from './swiss'

const match = (player1: number, player2: number, player1Wins: number, player2Wins: number, draws = 0) => ({
  player1,
  player2,
  result: { player1Wins, player2Wins, draws },
})

describe('standingsOf', () => {
  // A=1 beats B=2 2–0, C=3 and D=4 draw 1–1–1; then A beats C 2–1, B beats D 2–0.
  const matches: MatchRecord[] = [
    match(1, 2, 2, 0),
    match(3, 4, 1, 1, 1),
    match(1, 3, 2, 1),
    match(2, 4, 2, 0),
  ]

  test('ranks by match points, then opponents’ match-win %, game-win %, opponents’ game-win %', () => {
    const rows = standingsOf([1, 2, 3, 4], matches)
    expect(rows.map(({ rank, entrant, points }) => [rank, entrant, points])).toEqual([
      [1, 1, 6],
      [2, 2, 3],
      // C and D both drew once and lost once: C’s opponents won more.
      [3, 3, 1],
      [4, 4, 1],
    ])
    const [a, b, c, d] = rows
    // Match-win %: A 1, B 1/2, C and D 1/6 floored to 1/3.
    expect(a?.omw).toBeCloseTo((1 / 2 + 1 / 3) / 2)
    expect(b?.omw).toBeCloseTo((1 + 1 / 3) / 2)
    expect(c?.omw).toBeCloseTo((1 / 3 + 1) / 2)
    expect(d?.omw).toBeCloseTo((1 / 3 + 1 / 2) / 2)
    // Game-win %: 3 points a game won, 1 a game drawn, over 3 a game played; D's 4/15 is floored to 1/3.
    expect(a?.gw).toBeCloseTo(12 / 15)
    expect(c?.gw).toBeCloseTo(7 / 18)
    expect(d?.gw).toBeCloseTo(1 / 3)
    expect(a?.ogw).toBeCloseTo((6 / 12 + 7 / 18) / 2)
    expect([a?.wins, a?.losses, a?.draws, c?.draws]).toEqual([2, 0, 0, 1])
  })

  test('a bye is a match won 2–0 but never an opponent; a match without a confirmed result counts for nothing', () => {
    const rows = standingsOf(
      [1, 2, 3],
      [
        { player1: 3, player2: null, result: null },
        match(1, 2, 0, 2),
        { player1: 3, player2: 1, result: null },
      ],
    )
    const byEntrant = new Map(rows.map((row) => [row.entrant, row]))
    expect(byEntrant.get(3)).toMatchObject({ points: 3, byes: 1, matchesPlayed: 1, gw: 1, omw: 0 })
    expect(byEntrant.get(2)).toMatchObject({ points: 3, matchesPlayed: 1, omw: 1 / 3 })
    expect(byEntrant.get(1)).toMatchObject({ points: 0, matchesPlayed: 1 })
  })

  test('the same matches in any order give the very same standings, to the last digit of every percentage', () => {
    // Sums of thirds and ninths differ in their last bit with the order they are added in: enough to swap two
    // players' ranks between the server and an organizer's device holding the matches in another order.
    for (const seed of range(40)) {
      const players = range(24)
      const matches: MatchRecord[] = []
      for (const round of range(5)) {
        const pairings = pairSwiss({ players, matches, seed: `${seed}/${round}` })
        matches.push(...play(pairings, `${seed}/results/${round}`))
      }
      expect(standingsOf(players, [...matches].reverse())).toEqual(standingsOf(players, matches))
    }
  })

  test('a perfect tie goes to the smaller id, so every device ranks alike', () => {
    expect(standingsOf([9, 4, 7], []).map((row) => row.entrant)).toEqual([4, 7, 9])
  })
})

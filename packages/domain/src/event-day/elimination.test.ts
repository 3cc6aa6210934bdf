import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { play, range } from '../testing/event-day-play'
import {
  bracketOrder,
  type EliminationRound,
  eliminationPlaces,
  pairDoubleElimination,
  pairSingleElimination,
} from './elimination'
import { type EntrantId, loserOf, type MatchRecord } from './matches'

type Pairer = typeof pairSingleElimination

/** Plays the stage to its end with random results (no draws): its rounds and its champion. */
function runToEnd(pair: Pairer, seeds: EntrantId[], seed: string, dropped = new Set<EntrantId>()) {
  const rounds: MatchRecord[][] = []
  for (let guard = 0; guard < 4 * seeds.length + 4; guard++) {
    const round: EliminationRound = pair({ seeds, rounds, dropped })
    if ('champion' in round) return { rounds, champion: round.champion }
    rounds.push(play(round.pairings, `${seed}/${rounds.length}`, { draws: false }))
  }
  throw new Error('the stage never ended')
}

describe('single elimination', () => {
  test('the bracket keeps the best seeds apart until the end', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6])
    const first = pairSingleElimination({ seeds: range(8), rounds: [], dropped: new Set() })
    expect('pairings' in first && first.pairings.map((p) => [p.player1, p.player2])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ])
  })

  test('with six players the two best seeds have byes', () => {
    const first = pairSingleElimination({ seeds: range(6), rounds: [], dropped: new Set() })
    expect(
      'pairings' in first && first.pairings.filter((p) => p.player2 === null).map((p) => p.player1),
    ).toEqual([1, 2])
  })

  test('over random brackets: ⌈log₂ n⌉ rounds, one champion who never lost, everyone else out after one loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.string(), (players, seed) => {
        const { rounds, champion } = runToEnd(pairSingleElimination, range(players), seed)
        expect(rounds).toHaveLength(Math.ceil(Math.log2(players)))
        const losers = rounds
          .flat()
          .map(loserOf)
          .filter((id) => id !== null)
        expect(new Set(losers).size).toBe(players - 1)
        expect(losers).not.toContain(champion)
        const places = eliminationPlaces({ seeds: range(players), rounds, dropped: new Set() }, 1)
        expect(places[0]).toBe(champion)
        // The final's loser is second.
        expect(places[1]).toBe(loserOf(rounds.at(-1)?.[0] as MatchRecord))
      }),
    )
  })

  test('a dropped player’s next opponent advances with a bye', () => {
    const seeds = range(4)
    const first = pairSingleElimination({ seeds, rounds: [], dropped: new Set() })
    if (!('pairings' in first)) throw new Error('expected a round')
    const rounds = [play(first.pairings, 'r1', { draws: false })]
    const winners = rounds[0]?.map((m) => (loserOf(m) === m.player1 ? m.player2 : m.player1)) ?? []
    const [leaving, staying] = winners
    const second = pairSingleElimination({ seeds, rounds, dropped: new Set([leaving as EntrantId]) })
    expect(second).toEqual({ champion: staying })
  })
})

describe('double elimination', () => {
  test('over random brackets: out at the second loss, the champion has lost at most once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.string(), (players, seed) => {
        const { rounds, champion } = runToEnd(pairDoubleElimination, range(players), seed)
        const losses = new Map<EntrantId, number>()
        for (const match of rounds.flat()) {
          const loser = loserOf(match)
          if (loser !== null) losses.set(loser, (losses.get(loser) ?? 0) + 1)
        }
        expect(losses.get(champion as EntrantId) ?? 0).toBeLessThanOrEqual(1)
        for (const id of range(players)) if (id !== champion) expect(losses.get(id)).toBe(2)
        expect(eliminationPlaces({ seeds: range(players), rounds, dropped: new Set() }, 2)[0]).toBe(champion)
      }),
    )
  })

  test('the last unbeaten and the last once-beaten player meet in the final', () => {
    const rounds: MatchRecord[][] = [
      [{ player1: 1, player2: 2, result: { player1Wins: 2, player2Wins: 0, draws: 0 } }],
    ]
    const final = pairDoubleElimination({ seeds: [1, 2], rounds, dropped: new Set() })
    expect(final).toEqual({ pairings: [{ table: 1, player1: 1, player2: 2 }] })
  })
})

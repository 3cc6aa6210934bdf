import fc from 'fast-check'
import { expect, test } from 'vitest'
import { range } from '../testing/event-day-play'
import { pairRoundRobin, roundRobinRounds } from './round-robin'

test('over its rounds a round robin pairs everyone with everyone exactly once, and nobody twice in a round', () => {
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 30 }), (players) => {
      const roster = range(players)
      const met = new Map<string, number>()
      for (let round = 0; round < roundRobinRounds(players); round++) {
        const pairings = pairRoundRobin(roster, round, new Set())
        const seated = pairings.flatMap((p) => (p.player2 === null ? [p.player1] : [p.player1, p.player2]))
        expect(new Set(seated).size).toBe(players)
        for (const { player1, player2 } of pairings) {
          if (player2 === null) continue
          const key = [player1, player2].sort((a, b) => a - b).join('-')
          met.set(key, (met.get(key) ?? 0) + 1)
        }
      }
      expect(met.size).toBe((players * (players - 1)) / 2)
      expect([...met.values()].every((count) => count === 1)).toBe(true)
    }),
  )
})

test('a dropped player’s opponent has a bye', () => {
  const pairings = pairRoundRobin([1, 2, 3, 4], 0, new Set([4]))
  expect(pairings).toContainEqual(expect.objectContaining({ player1: 1, player2: null }))
})

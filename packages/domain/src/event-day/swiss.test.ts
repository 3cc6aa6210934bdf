import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { play, range } from '../testing/event-day-play'
import type { EntrantId, MatchRecord, Pairing } from './matches'
import { shuffled } from './seeded-random'
import { standingsOf } from './standings'
import { pairSwiss, suggestedSwissRounds } from './swiss'

const key = (a: EntrantId, b: EntrantId) => (a < b ? `${a}-${b}` : `${b}-${a}`)

/**
 * A random Swiss: `players` players, `rounds` rounds, random results (draws included) drawn from `seed`. Rounds
 * stay at most half the paired players, where a pairing without a rematch always exists (Dirac's theorem on the
 * graph of who has not met whom), so every rule below must hold.
 */
const tournaments = fc
  .record({ players: fc.integer({ min: 2, max: 40 }), seed: fc.string({ maxLength: 12 }) })
  .chain(({ players, seed }) =>
    fc.record({
      players: fc.constant(players),
      seed: fc.constant(seed),
      rounds: fc.integer({ min: 1, max: Math.max(1, Math.floor((players - (players % 2)) / 2)) }),
    }),
  )

function runSwiss(players: number, rounds: number, seed: string) {
  const ids = range(players, 101)
  const history: { pairings: Pairing[]; before: MatchRecord[] }[] = []
  const matches: MatchRecord[] = []
  for (let round = 1; round <= rounds; round++) {
    const pairings = pairSwiss({ players: ids, matches, seed: `${seed}/${round}` })
    history.push({ pairings, before: [...matches] })
    matches.push(...play(pairings, `${seed}/results/${round}`))
  }
  return { ids, history, matches }
}

describe('pairSwiss over random tournaments', () => {
  test('every player plays once a round, nobody meets an earlier opponent, nobody has two byes', () => {
    fc.assert(
      fc.property(tournaments, ({ players, rounds, seed }) => {
        const { ids, history } = runSwiss(players, rounds, seed)
        const met = new Set<string>()
        const byes = new Map<EntrantId, number>()
        for (const { pairings } of history) {
          const seated = pairings.flatMap(({ player1, player2 }) =>
            player2 === null ? [player1] : [player1, player2],
          )
          expect([...seated].sort((a, b) => a - b)).toEqual(ids)
          expect(pairings.filter((pairing) => pairing.player2 === null).length).toBe(players % 2)
          for (const { player1, player2 } of pairings) {
            if (player2 === null) {
              byes.set(player1, (byes.get(player1) ?? 0) + 1)
              continue
            }
            expect(met.has(key(player1, player2))).toBe(false)
            met.add(key(player1, player2))
          }
        }
        expect(Math.max(0, ...byes.values())).toBeLessThanOrEqual(1)
      }),
    )
  })

  test('score groups: no two players of one group are paired down while they could have played each other', () => {
    fc.assert(
      fc.property(tournaments, ({ players, rounds, seed }) => {
        for (const { pairings, before } of runSwiss(players, rounds, seed).history) {
          const points = new Map(standingsOf([], before).map((row) => [row.entrant, row.points]))
          const pointsOf = (id: EntrantId) => points.get(id) ?? 0
          const met = new Set(before.flatMap((m) => (m.player2 === null ? [] : [key(m.player1, m.player2)])))
          const floated = pairings.filter(
            (p): p is Pairing & { player2: EntrantId } =>
              p.player2 !== null && pointsOf(p.player1) !== pointsOf(p.player2),
          )
          for (const first of floated)
            for (const second of floated) {
              if (first === second) continue
              // Both tables' higher players share a group yet each plays someone from another group: had they
              // played each other (and their opponents each other), both groups would have held together.
              const [a, b] = [first.player1, first.player2]
              const [c, d] = [second.player1, second.player2]
              const swapPossible = pointsOf(a) === pointsOf(c) && !met.has(key(a, c)) && !met.has(key(b, d))
              expect(swapPossible, `${a}–${b} and ${c}–${d} could have been ${a}–${c} and ${b}–${d}`).toBe(
                false,
              )
            }
        }
      }),
    )
  })

  test('the bye goes to the lowest-ranked player who has not had one', () => {
    fc.assert(
      fc.property(tournaments, ({ players, rounds, seed }) => {
        fc.pre(players % 2 === 1)
        for (const { pairings, before } of runSwiss(players, rounds, seed).history) {
          const bye = pairings.find((pairing) => pairing.player2 === null)?.player1
          const hadBye = new Set(before.filter((m) => m.player2 === null).map((m) => m.player1))
          const lowestWithout = standingsOf(range(players, 101), before)
            .map((row) => row.entrant)
            .filter((id) => !hadBye.has(id))
            .at(-1)
          // The lowest unless giving it to them would leave the others unpairable without a rematch.
          if (bye !== lowestWithout) {
            const standing = standingsOf(range(players, 101), before)
            const rankOf = (id: EntrantId | undefined) =>
              standing.find((row) => row.entrant === id)?.rank ?? 0
            expect(rankOf(bye)).toBeLessThan(rankOf(lowestWithout))
          }
          expect(hadBye.has(bye as EntrantId)).toBe(false)
        }
      }),
    )
  })

  test('deterministic: the same players, results and seed give the same round, whatever order they come in', () => {
    fc.assert(
      fc.property(tournaments, fc.string(), ({ players, rounds, seed }, order) => {
        const { ids, matches } = runSwiss(players, rounds - 1, seed)
        const once = pairSwiss({ players: ids, matches, seed: 'next' })
        const again = pairSwiss({
          players: shuffled(ids, order),
          matches: shuffled(matches, order),
          seed: 'next',
        })
        expect(again).toEqual(once)
      }),
    )
  })
})

describe('pairSwiss', () => {
  test('round 2 pairs winners with winners and losers with losers', () => {
    const first: MatchRecord[] = [
      { player1: 1, player2: 2, result: { player1Wins: 2, player2Wins: 0, draws: 0 } },
      { player1: 3, player2: 4, result: { player1Wins: 0, player2Wins: 2, draws: 0 } },
    ]
    const pairings = pairSwiss({ players: [1, 2, 3, 4], matches: first, seed: 'any' })
    expect(pairings.map(({ player1, player2 }) => [player1, player2].sort())).toEqual([
      [1, 4],
      [2, 3],
    ])
  })

  test('a drawn seed decides round 1, and another seed may draw another round', () => {
    const players = range(16)
    const rounds = new Set(
      range(10).map((n) => JSON.stringify(pairSwiss({ players, matches: [], seed: `seed ${n}` }))),
    )
    expect(rounds.size).toBeGreaterThan(1)
  })

  test('when every pairing is a rematch (two players, second round) they meet again rather than not play', () => {
    const first: MatchRecord[] = [
      { player1: 1, player2: 2, result: { player1Wins: 2, player2Wins: 1, draws: 0 } },
    ]
    expect(pairSwiss({ players: [1, 2], matches: first, seed: 's' })).toEqual([
      { table: 1, player1: 1, player2: 2 },
    ])
  })

  test('suggests ⌈log₂ players⌉ rounds', () => {
    expect([2, 8, 9, 33, 64, 65].map(suggestedSwissRounds)).toEqual([1, 3, 4, 6, 6, 7])
  })
})

import { describe, expect, test } from 'vitest'
import { play, range } from '../testing/event-day-play'
import { type EntrantId, winnerOf } from './matches'
import { type EventDay, eventStandings, nextRound, type PlayedRound, stageRanking } from './tournament'

const swissThenTop8: EventDay['stages'] = [
  { format: 'SE', playersMax: 8, orderIndex: 2 },
  { format: 'SW', playersMax: null, orderIndex: 1 },
]

/** Pairs and plays the next round (random results from the round's seed); the refusal when there is none. */
function advance(day: EventDay & { rounds: PlayedRound[] }, plannedRounds?: number) {
  const seed = `seed-${day.rounds.length + 1}`
  const next = nextRound(day, seed, plannedRounds)
  if ('refused' in next) return next
  const elimination = day.stages.find((stage) => stage.orderIndex === next.stage)?.format !== 'SW'
  day.rounds.push({ ...next, seed, matches: play(next.pairings, `results-${seed}`, { draws: !elimination }) })
  return next
}

const newDay = (entrants: EntrantId[], stages = swissThenTop8) => ({
  stages,
  entrants,
  dropped: new Set<EntrantId>(),
  rounds: [] as PlayedRound[],
})

describe('nextRound', () => {
  test('64 players: six Swiss rounds, then a top-8 single elimination seeded from the standings, then the end', () => {
    const day = newDay(range(64))
    for (let round = 1; round <= 6; round++) {
      expect(advance(day)).toMatchObject({ stage: 1, number: round, plannedRounds: 6 })
    }
    const top8 = stageRanking(day, { format: 'SW', playersMax: null, orderIndex: 1 }).slice(0, 8)
    const quarterFinals = advance(day)
    expect(quarterFinals).toMatchObject({ stage: 2, number: 7, plannedRounds: null })
    expect('pairings' in quarterFinals && quarterFinals.pairings.map((p) => [p.player1, p.player2])).toEqual(
      [
        [0, 7],
        [3, 4],
        [1, 6],
        [2, 5],
      ].map(([a, b]) => [top8[a as number], top8[b as number]]),
    )
    expect(advance(day)).toMatchObject({ stage: 2, number: 8 })
    expect(advance(day)).toMatchObject({ stage: 2, number: 9 })
    expect(advance(day)).toEqual({ refused: 'event-finished' })

    // The standings: the top 8 as the elimination placed them, then the Swiss standings from 9th on.
    const standings = eventStandings(day)
    expect(standings).toHaveLength(64)
    expect(new Set(standings.slice(0, 8).map((row) => row.entrant))).toEqual(new Set(top8))
    expect(standings.slice(8).map((row) => row.entrant)).toEqual(
      stageRanking(day, { format: 'SW', playersMax: null, orderIndex: 1 }).slice(8),
    )
    expect(standings.map((row) => row.rank)).toEqual(range(64))
    const final = day.rounds.at(-1)?.matches[0]
    expect(standings[0]?.entrant).toBe(final && winnerOf(final))
  })

  test('the next round waits for every result of the current one', () => {
    const day = newDay(range(6))
    const next = nextRound(day, 'a')
    if ('refused' in next) throw new Error(next.refused)
    day.rounds.push({ ...next, seed: 'a', matches: next.pairings.map((p) => ({ ...p, result: null })) })
    expect(nextRound(day, 'b')).toEqual({ refused: 'round-in-progress' })
  })

  test('the Swiss may be made longer or shorter, never shorter than the rounds played', () => {
    const day = newDay(range(8))
    expect(advance(day)).toMatchObject({ plannedRounds: 3 })
    expect(advance(day, 5)).toMatchObject({ number: 2, stage: 1, plannedRounds: 5 })
    expect(advance(day, 1)).toEqual({ refused: 'rounds-already-played' })
    // Ended after two: the cut comes next.
    expect(advance(day, 2)).toMatchObject({ number: 3, stage: 2 })
  })

  test('a dropped player is paired no more; a late entry joins the Swiss with no points', () => {
    const day = newDay(range(8))
    advance(day)
    day.dropped.add(3)
    day.entrants = [...day.entrants, 99]
    const next = advance(day)
    if ('refused' in next) throw new Error(next.refused)
    const seated = next.pairings.flatMap((p) => [p.player1, p.player2])
    expect(seated).not.toContain(3)
    expect(seated).toContain(99)
    // The dropped player keeps their place in the standings, marked.
    expect(eventStandings(day).find((row) => row.entrant === 3)).toMatchObject({ dropped: true })
  })

  test('with fewer than two players there is no round', () => {
    expect(nextRound(newDay([1]), 's')).toEqual({ refused: 'too-few-players' })
  })

  test('an event without stages plays one Swiss; round robin and double elimination stages run to their end', () => {
    expect(advance(newDay(range(4), []))).toMatchObject({ stage: 0, plannedRounds: 2 })
    for (const format of ['RR', 'DE'] as const) {
      const day = newDay(range(5), [{ format, playersMax: null, orderIndex: 0 }])
      let rounds = 0
      while (!('refused' in advance(day))) rounds++
      if (format === 'RR') expect(rounds).toBe(5)
      expect(advance(day)).toEqual({ refused: 'event-finished' })
    }
  })
})

// What the offline console relies on (issue 14 §7, decision 035): players checked in on the device get provisional
// ids above every server id, in the order they came; the server's ids come in that order too. The engine only
// compares ids, so the device's round is the server's round with the ids renamed — whatever the stages, players,
// results and seed. The server accepts the device's round when the tables are the same, in whatever order listed.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { play, range } from '../testing/event-day-play'
import { type EntrantId, type Pairing, samePairings } from './matches'
import { type EventDay, eventStandings, nextRound, type PlayedRound, pairAgain } from './tournament'

const STAGES: EventDay['stages'][] = [
  [],
  [
    { format: 'SW', playersMax: null, orderIndex: 0 },
    { format: 'SE', playersMax: 4, orderIndex: 1 },
  ],
  [{ format: 'RR', playersMax: null, orderIndex: 0 }],
  [{ format: 'DE', playersMax: null, orderIndex: 0 }],
]

/** A day of `players` players after `rounds` rounds played from `seed` (fewer when the event ends first). */
function dayAfter(players: number, rounds: number, stages: EventDay['stages'], seed: string): EventDay {
  const day = { stages, entrants: range(players), dropped: new Set<EntrantId>(), rounds: [] as PlayedRound[] }
  for (let index = 0; index < rounds; index++) {
    const roundSeed = `${seed}-${index}`
    const next = nextRound(day, roundSeed)
    if ('refused' in next) break
    day.rounds.push({
      ...next,
      seed: roundSeed,
      matches: play(next.pairings, `${roundSeed}-results`, { draws: false }),
    })
  }
  return day
}

/** The day with every id renamed by `rename` (players, matches). */
function renamed(day: EventDay, rename: (id: EntrantId) => EntrantId): EventDay {
  return {
    ...day,
    entrants: day.entrants.map(rename),
    dropped: new Set([...day.dropped].map(rename)),
    rounds: day.rounds.map((round) => ({
      ...round,
      matches: round.matches.map((match) => ({
        ...match,
        player1: rename(match.player1),
        player2: match.player2 === null ? null : rename(match.player2),
      })),
    })),
  }
}

const renamedPairings = (pairings: Pairing[], rename: (id: EntrantId) => EntrantId) =>
  pairings.map((pairing) => ({
    ...pairing,
    player1: rename(pairing.player1),
    player2: pairing.player2 === null ? null : rename(pairing.player2),
  }))

const days = fc.record({
  players: fc.integer({ min: 2, max: 24 }),
  rounds: fc.integer({ min: 0, max: 5 }),
  stages: fc.constantFrom(...STAGES),
  seed: fc.string({ minLength: 1, maxLength: 10 }),
  /** How many of the last players were checked in on the device (provisional ids). */
  late: fc.integer({ min: 0, max: 6 }),
})

describe('a round paired on the device with provisional ids', () => {
  test('is the server’s round, ids renamed, and the standings are the same', () => {
    fc.assert(
      fc.property(days, ({ players, rounds, stages, seed, late }) => {
        const server = dayAfter(players, rounds, stages, seed)
        const firstLate = players - Math.min(late, players) + 1
        // The device's ids: the late players' are provisional, in the same order.
        const toDevice = (id: EntrantId) => (id >= firstLate ? 1_000_000_000 + id : id)
        const toServer = (id: EntrantId) => (id >= 1_000_000_000 ? id - 1_000_000_000 : id)
        const device = renamed(server, toDevice)
        const onDevice = nextRound(device, `${seed}-next`)
        const onServer = nextRound(server, `${seed}-next`)
        if ('refused' in onServer) {
          expect(onDevice).toEqual(onServer)
          return
        }
        if ('refused' in onDevice) throw new Error(`refused on the device only: ${onDevice.refused}`)
        expect(samePairings(renamedPairings(onDevice.pairings, toServer), onServer.pairings)).toBe(true)
        expect(eventStandings(device).map((row) => [toServer(row.entrant), row.points, row.rank])).toEqual(
          eventStandings(server).map((row) => [row.entrant, row.points, row.rank]),
        )
      }),
      { numRuns: 150 },
    )
  })

  test('pairing the current round again is pairing it as if it had not been', () => {
    fc.assert(
      fc.property(days, ({ players, rounds, stages, seed }) => {
        const day = dayAfter(players, Math.max(1, rounds), stages, seed)
        const last = day.rounds.at(-1)
        fc.pre(last !== undefined && day.rounds.filter((round) => round.stage === last.stage).length > 1)
        const without = { ...day, rounds: day.rounds.slice(0, -1) }
        const again = pairAgain(day, last?.number ?? 0, 'again')
        expect(again).toEqual(nextRound(without, 'again', last?.plannedRounds ?? undefined))
      }),
      { numRuns: 100 },
    )
  })
})

describe('samePairings', () => {
  const tables: Pairing[] = [
    { table: 1, player1: 4, player2: 7 },
    { table: 2, player1: 1, player2: 3 },
    { table: 3, player1: 9, player2: null },
  ]
  test('the same tables in any order are the same; a swapped seat, a missing or a repeated table is not', () => {
    expect(samePairings(tables, [...tables].reverse())).toBe(true)
    expect(
      samePairings(tables, [{ ...tables[0], player1: 7, player2: 4 } as Pairing, ...tables.slice(1)]),
    ).toBe(false)
    expect(samePairings(tables, tables.slice(0, 2))).toBe(false)
    expect(samePairings(tables, [tables[0], tables[0], tables[2]] as Pairing[])).toBe(false)
  })
})

import { type EntrantId, type MatchRecord, type Pairing, playersOf, toPairings } from './matches'
import { shuffled } from './seeded-random'
import { standingsOf } from './standings'

/** Rounds suggested for a Swiss of so many players: enough for one undefeated player (⌈log₂ n⌉, at least 1). */
export function suggestedSwissRounds(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(players, 2))))
}

/** How many partial pairings the strict search may try before it gives up and allows rematches. */
const SEARCH_BUDGET = 20_000

interface SwissInput {
  /** Who plays this round: checked in, not dropped (late entries join with no points). */
  players: readonly EntrantId[]
  /** Every earlier match of this stage, results included. */
  matches: readonly MatchRecord[]
  seed: string
}

/**
 * A Swiss round (issue 14, decision 025): players with equal points are paired together in an order drawn from
 * the seed, a player who cannot be paired in their group floats to the nearest group below, nobody meets an
 * earlier opponent, and with an odd count the bye goes to the lowest-ranked player who has not had one. The
 * search is a depth-first pairing from the top of the standings that backtracks when the rest cannot be paired
 * without a rematch (failed remainders are remembered, so it stays fast); only when it finds no pairing
 * without a rematch does it allow them, avoiding each one it can from the top table down. The order of `players` and `matches`
 * does not matter: the same players, results and seed give the same round.
 */
export function pairSwiss({ players, matches, seed }: SwissInput): Pairing[] {
  const ids = [...new Set(players)].sort((a, b) => a - b)
  const standings = standingsOf(ids, matches)
  const points = new Map(standings.map((row) => [row.entrant, row.points]))
  const rank = new Map(standings.map((row) => [row.entrant, row.rank]))
  const pointsOf = (id: EntrantId) => points.get(id) ?? 0
  // Highest points first; within a score group the seed decides.
  const order = shuffled(ids, seed).sort((a, b) => pointsOf(b) - pointsOf(a))

  const opponents = new Map<EntrantId, Set<EntrantId>>()
  const hadBye = new Set<EntrantId>()
  for (const match of matches) {
    if (match.player2 === null) hadBye.add(match.player1)
    const [a, b] = playersOf(match)
    if (a === undefined || b === undefined) continue
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const met = opponents.get(x) ?? new Set()
      met.add(y)
      opponents.set(x, met)
    }
  }
  const rematch = (a: EntrantId, b: EntrantId) => opponents.get(a)?.has(b) ?? false

  // The bye: from the bottom of the standings, the first who has not had one (anyone once all have) and leaves
  // a pairable rest.
  const byeOrder = [...ids].sort((a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0))
  const withoutBye = byeOrder.filter((id) => !hadBye.has(id))
  const byeCandidates = order.length % 2 === 0 ? [null] : withoutBye.length > 0 ? withoutBye : byeOrder
  const budget = { left: SEARCH_BUDGET }
  for (const allowRematches of [false, true]) {
    // With rematches allowed any player pairs with any other: the search never backtracks.
    if (allowRematches) budget.left = Number.POSITIVE_INFINITY
    for (const bye of byeCandidates) {
      const rest = order.filter((id) => id !== bye)
      const pairs = pairTopDown(rest, { pointsOf, rematch, allowRematches, budget })
      if (pairs) return toPairings(bye === null ? pairs : [...pairs, [bye, null]])
    }
  }
  throw new Error('unreachable: with rematches allowed every even group pairs')
}

/** Pairs `order` (best first) from the top, backtracking; undefined when it cannot within the rules. */
function pairTopDown(
  order: EntrantId[],
  rules: {
    pointsOf: (id: EntrantId) => number
    rematch: (a: EntrantId, b: EntrantId) => boolean
    allowRematches: boolean
    /** Shared by every try of one round, so a hopeless strict search ends in bounded time. */
    budget: { left: number }
  },
): [EntrantId, EntrantId][] | undefined {
  const { pointsOf, rematch, allowRematches, budget } = rules
  // Each player's opponents in order of preference, once: with rematches allowed, new opponents first; then the
  // nearest score; then the order drawn for the round.
  const points = order.map(pointsOf)
  const preferences = order.map((player, self) => {
    const own = points[self] as number
    const met = order.map((other) => rematch(player, other))
    return order
      .map((_, index) => index)
      .filter((index) => index !== self && (allowRematches || !met[index]))
      .sort(
        (a, b) =>
          Number(met[a]) - Number(met[b]) ||
          Math.abs(own - (points[a] as number)) - Math.abs(own - (points[b] as number)) ||
          a - b,
      )
  })
  // Who is still free, as bits: the remembered failures are keyed by it.
  const free = new Uint32Array(Math.ceil(order.length / 32))
  const toggle = (index: number) => {
    free[index >> 5] = (free[index >> 5] as number) ^ (1 << (index & 31))
  }
  const isFree = (index: number) => ((free[index >> 5] as number) & (1 << (index & 31))) !== 0
  for (let index = 0; index < order.length; index++) toggle(index)
  const failed = new Set<string>()
  const pairs: [EntrantId, EntrantId][] = []

  const search = (from: number): boolean => {
    let top = from
    while (top < order.length && !isFree(top)) top++
    if (top >= order.length) return true
    const key = free.join(',')
    if (failed.has(key) || budget.left-- <= 0) return false
    toggle(top)
    for (const index of preferences[top] as number[]) {
      if (!isFree(index)) continue
      toggle(index)
      pairs.push([order[top] as EntrantId, order[index] as EntrantId])
      if (search(top + 1)) return true
      pairs.pop()
      toggle(index)
    }
    toggle(top)
    failed.add(key)
    return false
  }
  return search(0) ? pairs : undefined
}

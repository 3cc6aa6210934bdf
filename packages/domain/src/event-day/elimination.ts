import { type EntrantId, type MatchRecord, type Pairing, playersOf, toPairings, winnerOf } from './matches'

/**
 * Single (SE) and double (DE) elimination, round by round from the seeds and the results so far (decision
 * 025). `seeds` are the stage's players best first (the previous stage's standings, or drawn from the seed of
 * the stage's first round); `rounds` the stage's earlier rounds, complete; `dropped` who left the event: their
 * next opponent advances with a bye.
 */
export interface EliminationInput {
  seeds: readonly EntrantId[]
  rounds: readonly (readonly MatchRecord[])[]
  dropped: ReadonlySet<EntrantId>
}

/** The next round's tables, or `finished` with the champion once one player is left. */
export type EliminationRound = { pairings: Pairing[] } | { champion: EntrantId | null }

/** The seeds in bracket order, so that the best meet last: 2 → [1, 2], 4 → [1, 4, 2, 3], 8 → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function bracketOrder(size: number): number[] {
  let order = [1]
  while (order.length < size) {
    const total = order.length * 2 + 1
    order = order.flatMap((seed) => [seed, total - seed])
  }
  return order
}

/** The bracket's slots after the given rounds: who is left, in bracket order (null: a slot nobody holds). */
function slotsAfter({ seeds, rounds }: EliminationInput): (EntrantId | null)[] {
  let size = 1
  while (size < seeds.length) size *= 2
  let slots = bracketOrder(size).map((seed) => seeds[seed - 1] ?? null)
  for (const matches of rounds) {
    const matchOf = new Map<EntrantId, MatchRecord>()
    for (const match of matches) for (const id of playersOf(match)) matchOf.set(id, match)
    const next: (EntrantId | null)[] = []
    for (let i = 0; i < slots.length; i += 2) {
      const [a, b] = [slots[i] ?? null, slots[i + 1] ?? null]
      const match = (a !== null && matchOf.get(a)) || (b !== null && matchOf.get(b)) || undefined
      next.push(match ? winnerOf(match) : null)
    }
    slots = next
  }
  return slots
}

export function pairSingleElimination(input: EliminationInput): EliminationRound {
  const slots = slotsAfter(input)
  if (slots.length <= 1) return { champion: slots[0] ?? null }
  const present = (id: EntrantId | null) => (id !== null && !input.dropped.has(id) ? id : null)
  const pairs: [EntrantId, EntrantId | null][] = []
  for (let i = 0; i < slots.length; i += 2) {
    const [a, b] = [present(slots[i] ?? null), present(slots[i + 1] ?? null)]
    if (a !== null) pairs.push([a, b])
    else if (b !== null) pairs.push([b, null])
  }
  // Everyone left dropped but one: that one has won.
  if (pairs.length === 1 && pairs[0]?.[1] === null && slots.filter((id) => present(id) !== null).length === 1)
    return { champion: pairs[0][0] }
  return { pairings: toPairings(pairs) }
}

const lossesIn = (rounds: EliminationInput['rounds']) => {
  const losses = new Map<EntrantId, number>()
  for (const matches of rounds)
    for (const match of matches) {
      const winner = winnerOf(match)
      for (const id of playersOf(match))
        if (winner !== null && id !== winner) losses.set(id, (losses.get(id) ?? 0) + 1)
    }
  return losses
}

/** Pairs a group best against worst; with an odd count the best has the bye. */
function foldPairs(group: EntrantId[]): [EntrantId, EntrantId | null][] {
  const pairs: [EntrantId, EntrantId | null][] = []
  const rest = [...group]
  if (rest.length % 2 === 1) pairs.push([rest.shift() as EntrantId, null])
  for (let i = 0; i < rest.length / 2; i++)
    pairs.push([rest[i] as EntrantId, rest[rest.length - 1 - i] as EntrantId])
  return pairs
}

/**
 * Double elimination paired round by round: out at the second loss; the unbeaten play each other and the
 * once-beaten each other, by seed (best against worst, the best has the bye); when one unbeaten and one
 * once-beaten player are left they play the final, again if the once-beaten one wins it (both then once beaten).
 */
export function pairDoubleElimination(input: EliminationInput): EliminationRound {
  const losses = lossesIn(input.rounds)
  const active = input.seeds.filter((id) => (losses.get(id) ?? 0) < 2 && !input.dropped.has(id))
  if (active.length <= 1) return { champion: active[0] ?? null }
  const unbeaten = active.filter((id) => (losses.get(id) ?? 0) === 0)
  const beatenOnce = active.filter((id) => (losses.get(id) ?? 0) === 1)
  if (unbeaten.length === 1 && beatenOnce.length === 1)
    return { pairings: toPairings([[unbeaten[0] as EntrantId, beatenOnce[0] as EntrantId]]) }
  return { pairings: toPairings([...foldPairs(unbeaten), ...foldPairs(beatenOnce)]) }
}

/**
 * The places of an elimination stage: those still in first, then by the round they went out in (later is
 * better: the final's loser is second), then by seed. `lossLimit` is 1 for SE, 2 for DE; a dropped player went
 * out in the last round they played.
 */
export function eliminationPlaces(input: EliminationInput, lossLimit: 1 | 2): EntrantId[] {
  const out = new Map<EntrantId, number>()
  const lastPlayed = new Map<EntrantId, number>()
  const losses = new Map<EntrantId, number>()
  input.rounds.forEach((matches, round) => {
    for (const match of matches) {
      const winner = winnerOf(match)
      for (const id of playersOf(match)) {
        lastPlayed.set(id, round)
        if (winner === null || id === winner) continue
        losses.set(id, (losses.get(id) ?? 0) + 1)
        if ((losses.get(id) ?? 0) >= lossLimit) out.set(id, round)
      }
    }
  })
  const outRound = (id: EntrantId) =>
    out.get(id) ?? (input.dropped.has(id) ? (lastPlayed.get(id) ?? -1) : Number.POSITIVE_INFINITY)
  const seedOf = new Map(input.seeds.map((id, index) => [id, index]))
  return [...input.seeds].sort(
    (a, b) =>
      outRound(b) - outRound(a) ||
      (losses.get(a) ?? 0) - (losses.get(b) ?? 0) ||
      (seedOf.get(a) ?? 0) - (seedOf.get(b) ?? 0),
  )
}

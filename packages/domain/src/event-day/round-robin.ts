import type { EntrantId, Pairing } from './matches'
import { toPairings } from './matches'

/** The number of rounds of a round robin: everyone meets everyone once (a bye stands in for an odd player). */
export const roundRobinRounds = (players: number) => (players % 2 === 0 ? players - 1 : players)

/**
 * Round `index` (0-based) of a round robin by the circle method: the first player stays, the others turn one
 * place each round. `roster` is in seed order; a dropped player's opponent has a bye.
 */
export function pairRoundRobin(
  roster: readonly EntrantId[],
  index: number,
  dropped: ReadonlySet<EntrantId>,
): Pairing[] {
  const circle: (EntrantId | null)[] = roster.length % 2 === 0 ? [...roster] : [...roster, null]
  const [fixed, ...turning] = circle
  const shift = index % turning.length
  const order = [
    fixed ?? null,
    ...turning.slice(turning.length - shift),
    ...turning.slice(0, turning.length - shift),
  ]
  const present = (id: EntrantId | null | undefined) => (id != null && !dropped.has(id) ? id : null)
  const pairs: [EntrantId, EntrantId | null][] = []
  for (let i = 0; i < order.length / 2; i++) {
    const a = present(order[i])
    const b = present(order[order.length - 1 - i])
    if (a !== null) pairs.push([a, b])
    else if (b !== null) pairs.push([b, null])
  }
  return toPairings(pairs)
}

/**
 * The pseudo-random numbers of event day: a round's pairing draws its random choices from the seed stored with
 * the round, so any device given the same seed and the same results computes the same round (issue 14). Not for
 * secrets: xmur3 spreads the seed string into 32 bits and mulberry32 draws from it (both public-domain classics).
 */

function xmur3(text: string): number {
  let h = 1779033703 ^ text.length
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507)
  h = Math.imul(h ^ (h >>> 13), 3266489909)
  return (h ^ (h >>> 16)) >>> 0
}

/** Numbers in [0, 1), always the same sequence for the same seed. */
export function seededRandom(seed: string): () => number {
  let state = xmur3(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A copy of `items` in an order drawn from `seed` (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed)
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swap = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = swap
  }
  return copy
}

/** A fresh seed for a new round: 16 random bytes in hex (Web Crypto, in browsers and Node alike). */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

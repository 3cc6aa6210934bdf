/**
 * The public list's `count`, kept a few seconds per set of filters (docs/performance.md). The count does not
 * depend on the point a distance search asks, nor on the page, so every visitor searching with the same
 * filters shares it: under load one count runs per filter set every few seconds instead of one per request.
 * Counts are approximate for that long (an event published, filled or ended meanwhile is not yet counted
 * or still counted); the page itself is always read fresh. Nothing per user is cached: a count whose filters
 * name a user (`favoritesOf`) is never kept. Concurrent requests for a missing count share one query.
 */
export interface CountCache {
  /** The count for `key`, from the cache while fresh, else from `load` (one load at a time per key). */
  get(key: string, load: () => Promise<number>): Promise<number>
}

/** More filter sets than a busy list sees in a few seconds; beyond it the oldest entries go. */
const MAX_ENTRIES = 2000

export function createCountCache({
  ttlMs,
  now = () => Date.now(),
}: {
  ttlMs: number
  now?: () => number
}): CountCache {
  const entries = new Map<string, { expires: number; count: Promise<number> }>()

  const evict = (at: number) => {
    for (const [key, entry] of entries) if (entry.expires <= at) entries.delete(key)
    // Still full of fresh entries: drop the oldest (a Map iterates in insertion order).
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES) break
      entries.delete(key)
    }
  }

  return {
    get(key, load) {
      if (ttlMs <= 0) return load()
      const at = now()
      const cached = entries.get(key)
      if (cached && cached.expires > at) return cached.count
      if (cached) entries.delete(key)
      if (entries.size >= MAX_ENTRIES) evict(at)
      const count = load()
      const entry = { expires: at + ttlMs, count }
      entries.set(key, entry)
      // A failed count is not kept: the next request asks the database again.
      count.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return count
    },
  }
}

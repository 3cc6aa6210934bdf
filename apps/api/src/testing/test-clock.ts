import { sql } from 'drizzle-orm'
import type { Clock } from '../db/clock.ts'

/**
 * The database's clock moved by an offset the test sets: `advance(25 * HOUR)` and every offer made 24 hours
 * "ago" has run out. Give the same clock to every instance of a test (`buildTestApp(…, { clock })`).
 */
export function createTestClock() {
  let offsetSeconds = 0
  return {
    now: () => (offsetSeconds === 0 ? sql`now()` : sql`(now() + make_interval(secs => ${offsetSeconds}))`),
    advance(ms: number) {
      offsetSeconds += ms / 1000
    },
    reset() {
      offsetSeconds = 0
    },
  } satisfies Clock & Record<string, unknown>
}

export type TestClock = ReturnType<typeof createTestClock>

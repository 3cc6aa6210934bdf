/**
 * No-shows, fairly (issue 15 §5). Event day stamps a registered player who had not checked in when the first
 * round was paired (decision 025); a player's record counts the events they attended and those they missed.
 * A store may choose (off by default) that players who missed NO_SHOW_THRESHOLD or more events in the last
 * NO_SHOW_WINDOW_DAYS days register for its events only in the last NO_SHOW_LATE_HOURS hours before the start,
 * or not at all. The API enforces it; the web app shows the rule and, before a click, what it means for the
 * player. Both use `noShowRestriction`.
 */

export const NO_SHOW_RULES = ['off', 'last_48_hours', 'closed'] as const
export type NoShowRule = (typeof NO_SHOW_RULES)[number]
export const DEFAULT_NO_SHOW_RULE: NoShowRule = 'off'

export const isNoShowRule = (value: unknown): value is NoShowRule =>
  (NO_SHOW_RULES as readonly unknown[]).includes(value)

/** Missed events (within the window) from which a store's rule applies. */
export const NO_SHOW_THRESHOLD = 2
export const NO_SHOW_WINDOW_DAYS = 90
export const NO_SHOW_LATE_HOURS = 48

const HOUR_MS = 3_600_000

/** The start of the window of missed events that counts at `now`: events that started after it. */
export function noShowWindowStart(now: Date): Date {
  return new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * 24 * HOUR_MS)
}

export type NoShowRestriction =
  | { kind: 'none' }
  /** The player may register from `at` (the start minus 48 hours). */
  | { kind: 'opens'; at: Date }
  /** The player may not register for this store's events, or not before registration closes. */
  | { kind: 'barred' }

/** What a store's rule means for a player at `now`, for one of its events. */
export function noShowRestriction({
  rule,
  missedRecently,
  startsAt,
  registrationDeadline,
  now,
}: {
  rule: NoShowRule
  /** The player's missed events that started within the window. */
  missedRecently: number
  startsAt: Date
  registrationDeadline: Date | null
  now: Date
}): NoShowRestriction {
  if (rule === 'off' || missedRecently < NO_SHOW_THRESHOLD) return { kind: 'none' }
  if (rule === 'closed') return { kind: 'barred' }
  const opens = new Date(startsAt.getTime() - NO_SHOW_LATE_HOURS * HOUR_MS)
  if (now.getTime() >= opens.getTime()) return { kind: 'none' }
  const closes = registrationDeadline ?? startsAt
  return closes.getTime() <= opens.getTime() ? { kind: 'barred' } : { kind: 'opens', at: opens }
}

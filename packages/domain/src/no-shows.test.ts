import { describe, expect, it } from 'vitest'
import { NO_SHOW_LATE_HOURS, noShowRestriction, noShowWindowStart } from './no-shows'

const HOUR = 3_600_000
const startsAt = new Date('2026-11-20T18:00:00Z')
const opens = new Date(startsAt.getTime() - NO_SHOW_LATE_HOURS * HOUR)
const at = (ms: number) => new Date(opens.getTime() + ms)
const restriction = (overrides: Partial<Parameters<typeof noShowRestriction>[0]> = {}) =>
  noShowRestriction({
    rule: 'last_48_hours',
    missedRecently: 2,
    startsAt,
    registrationDeadline: null,
    now: at(-1),
    ...overrides,
  })

describe('noShowRestriction', () => {
  it('leaves everyone alone when the store keeps the rule off, or under two missed events', () => {
    expect(restriction({ rule: 'off', missedRecently: 9 })).toEqual({ kind: 'none' })
    expect(restriction({ missedRecently: 1 })).toEqual({ kind: 'none' })
    expect(restriction({ rule: 'closed', missedRecently: 1 })).toEqual({ kind: 'none' })
  })

  it('opens exactly 48 hours before the start', () => {
    expect(restriction({ now: at(-1) })).toEqual({ kind: 'opens', at: opens })
    expect(restriction({ now: at(0) })).toEqual({ kind: 'none' })
  })

  it('bars when the registration deadline comes before the window opens, and always with `closed`', () => {
    const deadline = (hours: number) => new Date(startsAt.getTime() - hours * HOUR)
    expect(restriction({ registrationDeadline: deadline(48) })).toEqual({ kind: 'barred' })
    expect(restriction({ registrationDeadline: deadline(47) })).toEqual({ kind: 'opens', at: opens })
    expect(restriction({ rule: 'closed', now: at(HOUR) })).toEqual({ kind: 'barred' })
  })

  it('counts events from 90 days back', () => {
    expect(noShowWindowStart(new Date('2026-04-01T00:00:00Z'))).toEqual(new Date('2026-01-01T00:00:00Z'))
  })
})

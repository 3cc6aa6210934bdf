import type { EventChanges, EventRow, EventValues } from './event-editing.repository.ts'
import { normalizedAddress, stableJson } from './event-form.ts'

/** The columns of location and date: never written by an update (spec §4). */
export const LOCKED_COLUMNS = [
  'address',
  'timezone',
  'startsAt',
  'endsAt',
  'startLocal',
  'lightDate',
  'countryCode',
  'cityId',
  'lat',
  'lng',
] as const

/** The fields spec §4 locks once the event exists, that this update would change. */
export function lockedChanges(previous: EventRow, next: EventValues): string[] {
  const changed: string[] = []
  const info = (row: { additionalInfo?: Record<string, unknown> }) => row.additionalInfo ?? {}
  if (next.gameId !== previous.gameId) changed.push('game')
  if (next.eventType !== previous.eventType) changed.push('event_type')
  if (next.useMyAddress !== previous.useMyAddress) changed.push('use_my_address')
  else if (!next.useMyAddress && stableJson(next.address) !== stableJson(normalizedAddress(previous.address)))
    changed.push('address')
  if (next.timezone !== previous.timezone) changed.push('timezone')
  if (next.startsAt?.getTime() !== previous.startsAt.getTime()) changed.push('event_start_date')
  if ((next.lightDate ?? null) !== previous.lightDate) changed.push('light_date')
  if (next.endsAt?.getTime() !== previous.endsAt.getTime()) changed.push('event_end_date')
  if (stableJson(info(next).daily_schedules ?? []) !== stableJson(info(previous).daily_schedules ?? []))
    changed.push('daily_schedules')
  return changed
}

/** Whether the players would see a difference (what a "changed" mail is worth sending for). */
export function isRealChange(previous: EventRow, changes: EventChanges): boolean {
  const withoutFlags = (info: Record<string, unknown> | undefined) => {
    const { send_notifications: _ignored, ...rest } = info ?? {}
    return rest
  }
  const keys = Object.keys(changes) as (keyof EventChanges)[]
  return keys.some((key) => {
    if (key === 'additionalInfo') {
      return (
        stableJson(withoutFlags(changes.additionalInfo)) !== stableJson(withoutFlags(previous.additionalInfo))
      )
    }
    const before = previous[key as keyof EventRow]
    const after = changes[key]
    if (before instanceof Date || after instanceof Date) {
      return (before as Date | null)?.getTime() !== (after as Date | null | undefined)?.getTime()
    }
    if (key === 'price') return Number(before) !== Number(after)
    return stableJson(before ?? null) !== stableJson(after ?? null)
  })
}

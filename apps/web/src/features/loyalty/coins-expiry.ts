import type { LoyaltyBalances } from '@questboard/domain/loyalty.schema'

export interface ExpiryDay {
  /** The first instant of the group, for `<time dateTime>`. */
  expiresAt: string
  amount: number
}

/**
 * The coins' expiry grouped by the day the visitor reads (`dayOf` formats an instant as that day): coins
 * earned at the same event, or on the same day, expire together, and one line per day is what a player needs.
 */
export function coinsByExpiryDay(
  batches: LoyaltyBalances['coins_expiring'],
  dayOf: (instant: Date) => string,
): ExpiryDay[] {
  const days = new Map<string, ExpiryDay>()
  for (const batch of batches) {
    const day = dayOf(new Date(batch.expires_at))
    const existing = days.get(day)
    if (existing) existing.amount += batch.amount
    else days.set(day, { expiresAt: batch.expires_at, amount: batch.amount })
  }
  return [...days.values()]
}

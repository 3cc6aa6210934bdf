import { LOYALTY_COUNTRIES, LOYALTY_LOCALES, type Locale } from '@questboard/domain/constants'
import type { IdentityStatus } from '../identity'

/** localStorage key of the loyalty modal (spec §3 "also stored locally: … loyalty"). */
export const LOYALTY_STORAGE_KEY = 'loyalty'

interface Visitor {
  locale: Locale
  status: IdentityStatus
  user: { loyaltyRegistration: boolean; country: string | null } | null
  oldEnough: boolean
}

/**
 * Whether the home page invites this visitor to the club (spec §2: "a loyalty modal may show once per
 * browser and is remembered after it is hidden"): on a loyalty locale, never once hidden, and only to someone
 * who could join — an anonymous visitor, or a connected non-member of a loyalty country old enough to take part.
 */
export function shouldInvite({ locale, status, user, oldEnough }: Visitor, storage: Storage): boolean {
  if (!LOYALTY_LOCALES.includes(locale) || status === 'loading') return false
  if (invitationHidden(storage)) return false
  if (status === 'anonymous' || !user) return true
  return !user.loyaltyRegistration && LOYALTY_COUNTRIES.includes(user.country ?? '') && oldEnough
}

export function invitationHidden(storage: Storage): boolean {
  try {
    return storage.getItem(LOYALTY_STORAGE_KEY) !== null
  } catch {
    // Storage refused (private browsing): better never to invite than to invite on every visit.
    return true
  }
}

/** Remembers that the invitation was hidden, with when (so a later campaign may choose to ask again). */
export function rememberInvitationHidden(storage: Storage, now = new Date()): void {
  try {
    storage.setItem(LOYALTY_STORAGE_KEY, JSON.stringify({ hidden_at: now.toISOString() }))
  } catch {
    // Nothing to do: the modal stays hidden for this page's life anyway.
  }
}

import type { IdentityStatus } from '../identity'

/** What the club page offers the visitor. */
export type Membership = 'loading' | 'anonymous' | 'too-young' | 'not-member' | 'member'

export function membershipOf(
  status: IdentityStatus,
  user: { loyaltyRegistration: boolean } | null,
  oldEnough: boolean,
): Membership {
  if (status === 'loading') return 'loading'
  if (status === 'anonymous' || !user) return 'anonymous'
  if (user.loyaltyRegistration) return 'member'
  return oldEnough ? 'not-member' : 'too-young'
}

import { LOYALTY_COUNTRIES, MINIMUM_AGE } from '@questboard/domain/constants'
import type { Account } from './accounts.repository'
import { ageOn } from './age'

/** The account as the SPA and the Event API read it (GET /main/v1/user/me). */
export function accountView(account: Account) {
  return {
    id: account.id,
    email: account.email,
    nickname: account.nickname,
    picture: account.picture,
    country: account.country,
    birth_date: account.birthDate,
    join_date: account.joinDate.toISOString(),
    roles: ['user', ...account.roles],
    loyalty_registration: account.loyaltyRegisteredAt !== null,
    loyalty_registered_at: account.loyaltyRegisteredAt?.toISOString() ?? null,
  }
}

export const NOT_AUTHORIZED = 'You are not authorized to participate'

/** Why the account may not join the loyalty club, or undefined when it may. */
export function loyaltyRefusal(account: Account, now = new Date()): string | undefined {
  if (ageOn(account.birthDate, now) < MINIMUM_AGE) return NOT_AUTHORIZED
  if (!LOYALTY_COUNTRIES.includes(account.country)) {
    return `The loyalty club is only open to accounts from ${LOYALTY_COUNTRIES.join(', ')}.`
  }
  return undefined
}

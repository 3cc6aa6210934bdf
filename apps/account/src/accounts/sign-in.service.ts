import { type RateLimitCounters, secondsToWait } from '@questboard/server/rate-limit-counters'
import { sql } from 'drizzle-orm'
import { rateLimitCounters } from '../db/schema'
import type { AccountRateLimits } from '../rate-limit/limits'
import type { Account, AccountsRepository } from './accounts.repository'
import { decoyHash, verifyPassword } from './password'

export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'wrongCredentials' }
  | { ok: false; reason: 'tooManyAttempts'; retryAfterSeconds: number }

const pairKey = (ip: string, email: string) => `sign-in-pair:${ip}:${email}`
const accountKey = (email: string) => `sign-in-account:${email}`

/**
 * The counters of an email's failed sign-ins (per account and per address pair), for a delete: a password reset
 * clears them (the person proved the address is theirs), and so does deleting the account.
 */
export function signInCountersOf(rawEmail: string) {
  const email = rawEmail.trim().toLowerCase()
  const key = rateLimitCounters.key
  return sql`(${key} = ${accountKey(email)} OR (${key} LIKE 'sign-in-pair:%' AND right(${key}, ${email.length + 1}) = ${`:${email}`}))`
}

/**
 * Failed sign-ins are limited three ways, each in a counter every instance shares: per email and IP address
 * (a typo-prone user locks only themself out), per IP address across emails (one machine trying many
 * accounts) and per email across addresses (many machines trying one account). Every attempt counts at once,
 * so parallel attempts cannot slip past the limit; a successful one is taken back and clears its pair.
 */
export function signInService(
  accounts: AccountsRepository,
  counters: RateLimitCounters,
  limits: Pick<AccountRateLimits, 'sign-in-pair' | 'sign-in-ip' | 'sign-in-account'>,
) {
  return {
    async signIn(rawEmail: string, password: string, ip: string): Promise<SignInResult> {
      const email = rawEmail.trim().toLowerCase()
      const pair = { key: pairKey(ip, email), limit: limits['sign-in-pair'] }
      const byIp = { key: `sign-in-ip:${ip}`, limit: limits['sign-in-ip'] }
      const byAccount = { key: accountKey(email), limit: limits['sign-in-account'] }
      const wait = await secondsToWait(counters, [pair, byIp, byAccount])
      if (wait !== undefined) return { ok: false, reason: 'tooManyAttempts', retryAfterSeconds: wait }
      const account = email ? await accounts.findByEmail(email) : undefined
      // Unknown emails are checked against a decoy hash so both cases take the same time.
      const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash))
      if (account && valid) {
        await counters.reset(pair.key)
        await counters.undo(byIp.key)
        await counters.undo(byAccount.key)
        return { ok: true, account }
      }
      return { ok: false, reason: 'wrongCredentials' }
    },
  }
}

export type SignInService = ReturnType<typeof signInService>

import type { Account, AccountsRepository } from './accounts.repository'
import { decoyHash, verifyPassword } from './password'
import type { SignInFailuresRepository } from './sign-in-failures.repository'

/** Five failed attempts per email and IP address within fifteen minutes lock that pair out. */
export const MAX_FAILURES = 5
export const FAILURE_WINDOW_MS = 15 * 60 * 1000

export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'wrongCredentials' | 'tooManyAttempts' }

export function signInService(accounts: AccountsRepository, failures: SignInFailuresRepository) {
  return {
    async signIn(rawEmail: string, password: string, ip: string): Promise<SignInResult> {
      const email = rawEmail.trim().toLowerCase()
      const since = new Date(Date.now() - FAILURE_WINDOW_MS)
      if ((await failures.countSince(email, ip, since)) >= MAX_FAILURES) {
        return { ok: false, reason: 'tooManyAttempts' }
      }
      const account = email ? await accounts.findByEmail(email) : undefined
      // Unknown emails are checked against a decoy hash so both cases take the same time.
      const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash))
      if (account && valid) {
        await failures.clear(email, ip)
        return { ok: true, account }
      }
      await failures.record(email, ip, since)
      return { ok: false, reason: 'wrongCredentials' }
    },
  }
}

export type SignInService = ReturnType<typeof signInService>

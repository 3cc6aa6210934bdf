import { randomBytes } from 'node:crypto'
import type { Locale } from '@questboard/domain/constants'
import type { AccountsRepository } from '../accounts/accounts.repository'
import { hashPassword } from '../accounts/password'
import type { Mailer } from '../mail/mailer'
import { renderResetMail } from './password-reset.pages'
import type { PasswordResetRepository } from './password-reset.repository'

export const RESET_LINK_VALID_MS = 60 * 60 * 1000
/**
 * A simple limit of its own (docs/decisions/021), kept here so a shared limiter can replace it: per address,
 * so nobody's mailbox is flooded (beyond it the same answer comes and no mail goes), and per IP address.
 */
export const REQUEST_WINDOW_MS = 60 * 60 * 1000
export const MAX_REQUESTS_PER_EMAIL = 3
export const MAX_REQUESTS_PER_IP = 10

interface Dependencies {
  accounts: AccountsRepository
  resets: PasswordResetRepository
  mailer: Mailer
  /** Where the mail's link points: this service's public address. */
  issuer: string
  log: (error: unknown) => void
}

export function passwordResetService({ accounts, resets, mailer, issuer, log }: Dependencies) {
  return {
    /**
     * Sends a reset link if the address has an account. The answer never tells whether it has: 'sent' either
     * way, and the mail goes out after the answer so the time taken tells nothing either.
     */
    async requestLink(rawEmail: string, ip: string, locale: Locale): Promise<'sent' | 'tooManyRequests'> {
      const email = rawEmail.trim().toLowerCase()
      const since = new Date(Date.now() - REQUEST_WINDOW_MS)
      const recent = await resets.requestsSince(email, ip, since)
      if (recent.byIp >= MAX_REQUESTS_PER_IP) return 'tooManyRequests'
      await resets.recordRequest(email, ip, since)
      if (recent.byEmail >= MAX_REQUESTS_PER_EMAIL) return 'sent'
      const account = await accounts.findByEmail(email)
      if (!account) return 'sent'
      const token = randomBytes(32).toString('base64url')
      await resets.createToken(account.id, token, new Date(Date.now() + RESET_LINK_VALID_MS))
      const link = `${issuer}/password/reset?${new URLSearchParams({ token, ui_locales: locale })}`
      mailer
        .send({ to: account.email, ...renderResetMail(locale, account.nickname, link) })
        .catch((error: unknown) => log(error))
      return 'sent'
    },

    isValid: async (token: string) => (await resets.validAccountOf(token)) !== undefined,

    /** False when the link is unknown, used or expired. */
    async reset(token: string, password: string): Promise<boolean> {
      if (!(await resets.validAccountOf(token))) return false
      return resets.resetPassword(token, await hashPassword(password))
    },
  }
}

export type PasswordResetService = ReturnType<typeof passwordResetService>

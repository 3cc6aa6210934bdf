import { createHash, randomBytes } from 'node:crypto'
import type { Locale } from '@questboard/domain/constants'
import { HttpError } from '../http/http-error.ts'
import type { Mail } from '../plugins/mail.ts'
import type { NewsletterRepository } from './newsletter.repository.ts'

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7
/** At most one confirmation mail per address in this time: the form cannot be used to flood a mailbox. */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000

export const NEWSLETTER_MESSAGES = {
  pending: 'Check your mailbox: we sent you a link to confirm your subscription.',
  alreadySubscribed: 'This email address is already subscribed to the newsletter.',
  tooSoon: 'A confirmation mail was sent to this address a few minutes ago; try again later.',
  confirmed: 'Your email address has been validated to receive our newsletters',
  unsubscribed: 'You will no longer receive our newsletters.',
  unknownLink: 'This link is not valid.',
  expiredLink: 'This confirmation link has expired; sign up again to receive a new one.',
} as const

/** `{detail}` with its status (plugins/errors.ts answers it). */
export class NewsletterRefusal extends HttpError {
  override name = 'NewsletterRefusal'
  constructor(
    override readonly status: 404 | 409 | 410 | 429,
    message: string,
  ) {
    super(status, { detail: message })
  }
}

/** A random token for a link (256 bits, URL-safe) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

interface Dependencies {
  newsletter: NewsletterRepository
  mail: Pick<Mail, 'enqueue'>
}

export function createNewsletterService({ newsletter, mail }: Dependencies) {
  return {
    /**
     * Starts (or restarts) the double opt-in: the pending row and its mail commit together. An address that
     * confirmed is refused (409); one that was sent a mail less than RESEND_INTERVAL_MS ago too (429).
     */
    async subscribe(rawEmail: string, locale: Locale): Promise<void> {
      const email = rawEmail.trim().toLowerCase()
      await newsletter.inTransaction(async (repository, tx) => {
        const subscription = await repository.lockByEmail(email, locale)
        if (subscription.confirmedAt && !subscription.unsubscribedAt) {
          throw new NewsletterRefusal(409, NEWSLETTER_MESSAGES.alreadySubscribed)
        }
        const sentAt = subscription.confirmationSentAt?.getTime()
        if (sentAt !== undefined && Date.now() - sentAt < RESEND_INTERVAL_MS) {
          throw new NewsletterRefusal(429, NEWSLETTER_MESSAGES.tooSoon)
        }
        await repository.restartOptIn(subscription.id, locale)
        const confirm = newToken()
        const unsubscribe = newToken()
        await repository.insertToken(
          subscription.id,
          'confirm',
          confirm.hash,
          CONFIRMATION_VALID_DAYS * 86_400,
        )
        await repository.insertToken(subscription.id, 'unsubscribe', unsubscribe.hash)
        await mail.enqueue(tx, {
          to: email,
          locale,
          template: 'newsletter-confirmation',
          data: {
            confirmToken: confirm.token,
            unsubscribeToken: unsubscribe.token,
            validDays: CONFIRMATION_VALID_DAYS,
          },
        })
      })
    },

    /** Confirms the address of a confirmation link; following it again answers the same. */
    async confirm(token: string): Promise<void> {
      const found = await newsletter.findByToken('confirm', hashToken(token))
      if (!found) throw new NewsletterRefusal(404, NEWSLETTER_MESSAGES.unknownLink)
      if (found.expired) throw new NewsletterRefusal(410, NEWSLETTER_MESSAGES.expiredLink)
      await newsletter.confirm(found.subscription.id)
    },

    /** Unsubscribes the address of a mail's unsubscribe link; using it again answers the same. */
    async unsubscribe(token: string): Promise<void> {
      const found = await newsletter.findByToken('unsubscribe', hashToken(token))
      if (!found) throw new NewsletterRefusal(404, NEWSLETTER_MESSAGES.unknownLink)
      await newsletter.unsubscribe(found.subscription.id)
    },
  }
}

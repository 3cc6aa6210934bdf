import { randomBytes } from 'node:crypto'
import { createMailSender } from '@questboard/server/mail-sender'

export interface AccountMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one mail; throws when it was not accepted. */
export interface Mailer {
  send(mail: AccountMail): Promise<void>
  close(): void
}

interface MailerOptions {
  from: string
  /** SMTP(S) URL; without one, mails are written as .eml files into `outboxDir` (as the Event API does). */
  smtpUrl: string | undefined
  outboxDir: string
}

/**
 * The account service's mail (password reset links): sent at once rather than through an outbox, since a
 * lost link is asked for again and a link must not arrive after it expired.
 */
export function createMailer({ from, smtpUrl, outboxDir }: MailerOptions): Mailer {
  const sender = createMailSender({ smtpUrl, outboxDir })
  return {
    send: (mail) =>
      sender.send(
        { from, ...mail },
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`,
      ),
    close: () => sender.close(),
  }
}

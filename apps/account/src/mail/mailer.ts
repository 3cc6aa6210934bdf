import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

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
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      async send(mail) {
        await transporter.sendMail({ from, ...mail })
      },
      close: () => transporter.close(),
    }
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail })
      await mkdir(outboxDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
      const file = path.join(outboxDir, `${name}.eml`)
      await writeFile(`${file}.partial`, info.message as Buffer)
      await rename(`${file}.partial`, file)
    },
    close: () => transporter.close(),
  }
}

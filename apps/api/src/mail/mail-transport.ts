import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { OutboxMail } from './outbox.repository.ts'

/** Sends one outbox mail; throws when it was not accepted. */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>
  close(): void
}

export class PermanentMailError extends Error {
  override name = 'PermanentMailError'
}

interface TransportOptions {
  from: string
  /** SMTP(S) URL; without one, mails are written as .eml files into `outboxDir`. */
  smtpUrl: string | undefined
  outboxDir: string
  /** The host of the public URL: Message-IDs are ours. */
  host: string
}

/**
 * The Message-ID is derived from the outbox row, so in the rare case a mail is sent again (a worker died
 * between the server's acceptance and marking it sent) mail clients see the same message twice and merge it.
 */
function toMessage(mail: OutboxMail, from: string, host: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: `<outbox-${mail.id}@${host}>`,
    headers: mail.headers,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
      encoding: attachment.encoding,
    })),
  }
}

export function createMailTransport({ from, smtpUrl, outboxDir, host }: TransportOptions): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      async send(mail) {
        try {
          await transporter.sendMail(toMessage(mail, from, host))
        } catch (error) {
          // 5xx: the server refuses this mail for good (unknown mailbox, policy); 4xx and network errors pass.
          const code = (error as { responseCode?: number }).responseCode
          if (code !== undefined && code >= 500 && code < 600) {
            throw new PermanentMailError(error instanceof Error ? error.message : String(error))
          }
          throw error
        }
      },
      close: () => transporter.close(),
    }
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(mail) {
      const info = await transporter.sendMail(toMessage(mail, from, host))
      await mkdir(outboxDir, { recursive: true })
      // One file per outbox row, named by its id: sending a row again rewrites the same file.
      const file = path.join(outboxDir, `${String(mail.id).padStart(10, '0')}-${mail.template}.eml`)
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`
      await writeFile(partial, info.message as Buffer)
      await rename(partial, file)
    },
    close: () => transporter.close(),
  }
}

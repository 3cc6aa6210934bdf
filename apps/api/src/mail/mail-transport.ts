import { createMailSender } from '@questboard/server/mail-sender'
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
      ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
    })),
  }
}

export function createMailTransport({ from, smtpUrl, outboxDir, host }: TransportOptions): MailTransport {
  const sender = createMailSender({ smtpUrl, outboxDir })
  return {
    async send(mail) {
      try {
        // One file per outbox row, named by its id: sending a row again rewrites the same file.
        await sender.send(
          toMessage(mail, from, host),
          `${String(mail.id).padStart(10, '0')}-${mail.template}`,
        )
      } catch (error) {
        // 5xx: the server refuses this mail for good (unknown mailbox, policy); 4xx and network errors pass.
        const code = (error as { responseCode?: number }).responseCode
        if (code !== undefined && code >= 500 && code < 600) {
          throw new PermanentMailError(error instanceof Error ? error.message : String(error))
        }
        throw error
      }
    },
    close: () => sender.close(),
  }
}

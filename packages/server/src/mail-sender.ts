import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'

/** Sends one mail through SMTP, or writes it as an .eml file; throws when it was not accepted. */
export interface MailSender {
  /** `fileName` (without `.eml`) names the file when there is no SMTP server; the same name rewrites it. */
  send(message: SendMailOptions, fileName: string): Promise<void>
  close(): void
}

/**
 * Both services' way out for mail: through the SMTP(S) server at `smtpUrl`, or, without one (a laptop), into
 * `outboxDir` as .eml files, each written whole (a partial file renamed) so a reader never sees half a mail.
 */
export function createMailSender({
  smtpUrl,
  outboxDir,
}: {
  smtpUrl: string | undefined
  outboxDir: string
}): MailSender {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      async send(message) {
        await transporter.sendMail(message)
      },
      close: () => transporter.close(),
    }
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message, fileName) {
      const info = await transporter.sendMail(message)
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(outboxDir, `${fileName}.eml`)
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`
      await writeFile(partial, info.message as Buffer)
      await rename(partial, file)
    },
    close: () => transporter.close(),
  }
}

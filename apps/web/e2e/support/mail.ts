// The mails the run's real SMTP server received: global-setup writes each one to `mailDir` as `<n>.json`
// ({from, to, raw}); the tests read them as a person reads their inbox.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { leaves, parseMime } from '../../../api/src/testing/mime'

export interface ReceivedMail {
  subject: string
  /** The text/plain part. */
  text: string
  headers: Record<string, string | undefined>
}

/**
 * The first mail to `email` that `matches` (any, by default), waiting up to `timeoutMs` for it to arrive; throws
 * `no mail to …` when none does.
 */
export async function receivedMail(
  email: string,
  matches: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const mailDir = inject('mailDir')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const file of readdirSync(mailDir)) {
      const sent = JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { to: string[]; raw: string }
      if (!sent.to.includes(email)) continue
      const message = parseMime(sent.raw)
      const text =
        leaves(message).find((part) => part.headers['content-type']?.startsWith('text/plain'))?.body ?? ''
      const mail = { subject: message.headers.subject ?? '', text, headers: message.headers }
      if (matches(mail)) return mail
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/**
 * A real SMTP server on an ephemeral port that keeps what it receives; `refuseNext` makes it answer the next
 * messages with an error code (4xx: try later, 5xx: refused for good). `onReceive` sees each mail too (the
 * end-to-end setup writes them where the browser tests, in other processes, read them).
 */
export async function startSmtpSink({ onReceive }: { onReceive?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = []
  const refusals: number[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const refusal = refusals.shift()
        if (refusal) {
          callback(Object.assign(new Error(`refused with ${refusal}`), { responseCode: refusal }))
          return
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        received.push(mail)
        onReceive?.(mail)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(code: number, times = 1) {
      for (let i = 0; i < times; i++) refusals.push(code)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>

/** Waits until `condition` holds, checking every 50 ms; fails after `timeoutMs`. */
export async function eventually<T>(
  condition: () => T | Promise<T>,
  timeoutMs = 10_000,
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await condition()
    if (value) return value as Exclude<T, undefined | null | false>
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

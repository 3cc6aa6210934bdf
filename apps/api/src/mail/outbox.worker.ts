import type { FastifyBaseLogger } from 'fastify'
import { type MailTransport, PermanentMailError } from './mail-transport.ts'
import type { OutboxRepository } from './outbox.repository.ts'

export const POLL_INTERVAL_MS = 1_000
const BATCH_SIZE = 10
/** Longer than any send can take with the transport's timeouts, so a live worker never loses its claim. */
const LEASE_SECONDS = 300
const MAX_ATTEMPTS = 12
const FIRST_RETRY_SECONDS = 30
const MAX_RETRY_SECONDS = 3_600

/** 30 s, 1 min, 2 min … capped at an hour: about seven hours of trying before giving up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS)
}

interface WorkerOptions {
  outbox: OutboxRepository
  transport: MailTransport
  log: FastifyBaseLogger
  pollIntervalMs?: number
}

/**
 * Sends the outbox: every second, and at once when woken. Any number of
 * workers may run on one database; the claim makes each mail theirs alone.
 */
export function createOutboxWorker({
  outbox,
  transport,
  log,
  pollIntervalMs = POLL_INTERVAL_MS,
}: WorkerOptions) {
  let running = false
  let stopping = false
  let loop: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let wakeUp: (() => void) | undefined
  let woken = false

  /** Sends one mail; a failure is recorded at once, a success is left for the batch's `markSent`. */
  async function sendOne(mail: Awaited<ReturnType<OutboxRepository['claimDue']>>[number]) {
    try {
      await transport.send(mail)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = error instanceof PermanentMailError || mail.attempts >= MAX_ATTEMPTS
      const retryIn = giveUp ? null : retryDelaySeconds(mail.attempts)
      log.warn({ mailId: mail.id, attempts: mail.attempts, retryIn, err: error }, 'mail not sent')
      await outbox.markFailed(mail.id, message, retryIn)
      return false
    }
    return true
  }

  /**
   * Claims and sends the due mails until none is left (a stopping worker leaves the rest, still claimable, to
   * the others); answers how many were sent.
   */
  async function drain(): Promise<number> {
    let sent = 0
    while (!stopping) {
      const batch = await outbox.claimDue(BATCH_SIZE, LEASE_SECONDS)
      if (batch.length === 0) return sent
      const done: number[] = []
      for (const mail of batch) if (await sendOne(mail)) done.push(mail.id)
      // Were this process to die before this line, the batch's claims would lapse and its mails go again: at
      // least once, as before (the claim is what keeps two workers from sending the same mail).
      await outbox.markSent(done)
      sent += done.length
    }
    return sent
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve()
      wakeUp = resolve
      timer = setTimeout(resolve, pollIntervalMs)
    }).finally(() => {
      clearTimeout(timer)
      wakeUp = undefined
      woken = false
    })

  async function run() {
    while (running) {
      try {
        await drain()
      } catch (error) {
        // The database may be away for a moment: try again at the next tick.
        if (running) log.error({ err: error }, 'mail outbox worker failed')
      }
      await pause()
    }
  }

  return {
    drain,
    start() {
      if (running) return
      running = true
      stopping = false
      loop = run()
    },
    /** Sends now instead of at the next tick. */
    wake() {
      woken = true
      wakeUp?.()
    },
    /** Finishes the batch in hand (the rest of the outbox stays for the other instances), then stops. */
    async stop() {
      running = false
      stopping = true
      wakeUp?.()
      await loop
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>

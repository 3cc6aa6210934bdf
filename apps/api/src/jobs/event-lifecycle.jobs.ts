import type { Database } from '../db/database.ts'
import { createPlayerNotifications } from '../events/player-notifications.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import type { Mail } from '../plugins/mail.ts'
import { inBatchesUntilDone } from './batches.ts'
import { eventLifecycleQueries as queries } from './event-lifecycle.repository.ts'

/** Events (or reminders) handled per transaction: a run loops until none is left, each batch short. */
const BATCH_SIZE = 50

interface Dependencies {
  db: Database
  mail: Pick<Mail, 'enqueue' | 'calendars'>
}

/**
 * The automatic cancellation (spec §4) and the 24-hour reminders (`send_notifications`). Each batch is one
 * transaction: the conditional UPDATE that makes the change and the mails that report it commit together,
 * so a mail exists exactly when its change does, and an instance running the same job at the same moment
 * finds nothing left to do. The outbox keys are a second lock on the same door.
 */
export function createEventLifecycleJobs({ db, mail }: Dependencies) {
  const notifications = createPlayerNotifications({ mail })

  async function cancelBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const cancelled = await queries.cancelUnderfilled(tx, BATCH_SIZE)
      const byId = new Map(cancelled.map((event) => [event.id, event]))
      for (const recipient of await queries.registrantsOf(tx, [...byId.keys()])) {
        const event = byId.get(recipient.eventId)
        if (!event) continue
        await notifications.cancelled(tx, event, recipient, 'auto-cancelled')
      }
      return cancelled.length
    })
  }

  async function remindBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await queries.claimDueReminders(tx, BATCH_SIZE)
      const events = new Map(
        (await queries.eventsByIds(tx, [...new Set(due.map((row) => row.eventId))])).map((e) => [e.id, e]),
      )
      const recipients = new Map(
        (await queries.recipientsByIds(tx, [...new Set(due.map((row) => row.userId))])).map((r) => [
          r.userId,
          r,
        ]),
      )
      for (const { eventId, userId } of due) {
        const event = events.get(eventId)
        const recipient = recipients.get(userId)
        if (!event || !recipient) continue
        await mail.enqueue(tx, {
          to: recipient.email,
          locale: recipient.locale,
          template: 'event-reminder',
          data: eventMailData(event, recipient),
          key: `reminder:event:${eventId}:user:${userId}`,
        })
      }
      return due.length
    })
  }

  return {
    /** Cancels first, so a reminder never goes out for an event this very run cancels. */
    async runDue(): Promise<{ cancelled: number; reminded: number }> {
      const cancelled = await inBatchesUntilDone(BATCH_SIZE, cancelBatch)
      const reminded = await inBatchesUntilDone(BATCH_SIZE, remindBatch)
      return { cancelled, reminded }
    },
  }
}

export type EventLifecycleJobs = ReturnType<typeof createEventLifecycleJobs>

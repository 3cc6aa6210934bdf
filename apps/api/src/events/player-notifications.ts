import type { Locale } from '@questboard/domain/constants'
import type { CalendarEvent } from '../calendar/event-calendar.ts'
import type { Database } from '../db/database.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import type { Mail } from '../plugins/mail.ts'

/** What a mail to the players says about their event, and what its calendar file holds. */
export type NotifiedEvent = CalendarEvent

/** A registered player, as the mails address them. */
export interface Player {
  userId: number
  email: string
  nickname: string
  locale: Locale
}

/** Why an event will not take place: its organizer deleted it, or too few registered by the deadline (spec §4). */
export type CancellationReason = 'deleted' | 'auto-cancelled'

/** Each reason's mail and the outbox key prefix that makes it once per player. */
const CANCELLATION_MAILS = {
  deleted: { template: 'event-deleted', key: 'deleted' },
  'auto-cancelled': { template: 'event-auto-cancelled', key: 'auto-cancel' },
} as const

interface Dependencies {
  mail: Pick<Mail, 'enqueue' | 'calendars'>
}

/**
 * The mails telling an event's registered players it changed or will not take place. Each is queued in the
 * caller's transaction `tx`, so it goes out exactly when the change commits. Used by the event editing service
 * and by the lifecycle jobs.
 */
export function createPlayerNotifications({ mail }: Dependencies) {
  return {
    /** An "event changed" mail to each player, with the event's new revision for their calendar. */
    async changed(tx: Database, event: NotifiedEvent, players: Player[]): Promise<void> {
      for (const player of players) {
        await mail.enqueue(tx, {
          to: player.email,
          locale: player.locale,
          template: 'event-changed',
          data: eventMailData(event, player),
          attachments: [mail.calendars.attachment(event, player, 'PUBLISH')],
        })
      }
    },

    /** The cancellation mail to one player, with a METHOD:CANCEL calendar file that removes the entry. */
    async cancelled(
      tx: Database,
      event: NotifiedEvent,
      player: Player,
      reason: CancellationReason,
    ): Promise<void> {
      const { template, key } = CANCELLATION_MAILS[reason]
      await mail.enqueue(tx, {
        to: player.email,
        locale: player.locale,
        template,
        data: eventMailData(event, player),
        attachments: [mail.calendars.attachment(event, player, 'CANCEL')],
        key: `${key}:event:${event.id}:user:${player.userId}`,
      })
    },
  }
}

export type PlayerNotifications = ReturnType<typeof createPlayerNotifications>

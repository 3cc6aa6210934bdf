import type { Locale } from '@questboard/domain/constants'
import type { Database } from '../db/database.ts'
import { formatAddress } from '../mail/format-address.ts'
import { buildIcs } from '../mail/ics.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import { webUrl } from '../mail/templates/layout.ts'
import type { Mail } from '../plugins/mail.ts'

/** What a mail to the players says about their event. */
export interface NotifiedEvent {
  id: number
  name: string
  startsAt: Date
  endsAt: Date
  timezone: string
  address: Record<string, string | null>
}

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
  mail: Pick<Mail, 'enqueue'>
  publicUrl: string
}

/**
 * The mails telling an event's registered players it changed or will not take place. Each is queued in the
 * caller's transaction `tx`, so it goes out exactly when the change commits. Used by the event editing service
 * and by the lifecycle jobs.
 */
export function createPlayerNotifications({ mail, publicUrl }: Dependencies) {
  const host = new URL(publicUrl).hostname

  return {
    /** An "event changed" mail to each player. */
    async changed(tx: Database, event: NotifiedEvent, players: Player[]): Promise<void> {
      for (const player of players) {
        await mail.enqueue(tx, {
          to: player.email,
          locale: player.locale,
          template: 'event-changed',
          data: eventMailData(event, player),
        })
      }
    },

    /** The cancellation mail to one player, with a CANCELLED calendar file that removes the entry. */
    async cancelled(
      tx: Database,
      event: NotifiedEvent,
      player: Player,
      reason: CancellationReason,
    ): Promise<void> {
      const { template, key } = CANCELLATION_MAILS[reason]
      const url = webUrl({ locale: player.locale, publicUrl }, `/events/${event.id}`)
      const ics = buildIcs({
        uid: `event-${event.id}@${host}`,
        start: event.startsAt,
        end: event.endsAt,
        summary: event.name,
        description: url,
        location: formatAddress(event.address, player.locale) || undefined,
        url,
        status: 'CANCELLED',
        // Above the confirmation's 0, so calendars take this version of the entry.
        sequence: 1,
      })
      await mail.enqueue(tx, {
        to: player.email,
        locale: player.locale,
        template,
        data: eventMailData(event, player),
        attachments: [
          {
            filename: 'event.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: ics,
          },
        ],
        key: `${key}:event:${event.id}:user:${player.userId}`,
      })
    },
  }
}

export type PlayerNotifications = ReturnType<typeof createPlayerNotifications>

import type { EventKind, EventSubtype } from '@questboard/domain/constants'
import type { Clock } from '../db/clock.ts'
import type { Database } from '../db/database.ts'
import type { searchAlerts } from '../db/schema.ts'
import { filterConditions } from '../events/public-list/filters.ts'
import { inBatchesUntilDone } from '../jobs/batches.ts'
import { formatAddress } from '../mail/format-address.ts'
import type { NewsEvent } from '../mail/templates/event-news.ts'
import type { UnsubscribeLinks } from '../mail-preferences/unsubscribe-links.ts'
import type { Mail } from '../plugins/mail.ts'
import { type NewsEventRow, type NewsReader, newsQueries as news } from './news.repository.ts'

/** Follows or alerts handled per transaction; a run loops until none is due. */
const BATCH_SIZE = 50
/** Events a morning mail lists; the others it found are counted, and its button shows them all. */
export const NEWS_LISTED_MAX = 10
const PURGE_BATCH_SIZE = 1000

interface Dependencies {
  db: Database
  mail: Pick<Mail, 'enqueue'>
  links: UnsubscribeLinks
  clock: Clock
}

export interface MorningMailsSent {
  digests: number
  alerts: number
}

/** The events of a mail in the reader's language: the first NEWS_LISTED_MAX, and how many more. */
function newsOf(rows: NewsEventRow[], reader: NewsReader): { events: NewsEvent[]; more: number } {
  const listed = rows.slice(0, NEWS_LISTED_MAX)
  return {
    events: listed.map((row) => ({
      id: row.id,
      name: row.name,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      timezone: row.timezone,
      address: formatAddress(row.address, reader.locale),
      storeName: row.storeName,
    })),
    more: rows.length - listed.length,
  }
}

type AlertRow = typeof searchAlerts.$inferSelect

/** An alert's search as the public list's filters (filters.ts): one declaration of each filter for both. */
export function alertConditions(alert: AlertRow) {
  return filterConditions({
    gameId: alert.gameId ?? undefined,
    eventType: (alert.eventType as EventKind | null) ?? undefined,
    eventSubtype: (alert.eventSubtype as EventSubtype | null) ?? undefined,
    radius: { center: { lat: alert.lat, lng: alert.lng }, metres: alert.radiusKm * 1000 },
    now: new Date(),
  })
}

/** The web list's query of an alert's search (event-filters.ts names), for the mail's button. */
export function alertListQuery(alert: AlertRow): string {
  const query = new URLSearchParams({
    latitude: String(alert.lat),
    longitude: String(alert.lng),
    place: alert.label,
    radius: String(alert.radiusKm),
    // The list's kind filter is Full unless told: an alert for every kind says so.
    event_type: alert.eventType ?? 'all',
  })
  if (alert.gameId !== null) query.set('game', String(alert.gameId))
  if (alert.eventSubtype !== null) query.set('event_subtype', alert.eventSubtype)
  return query.toString()
}

/**
 * The morning mails (issue 15 §2, decision 037), due once 06:00 UTC has passed on the clock: each followed store's
 * digest (one mail per player and store and day, its events published since the follow or since the digest was
 * turned back on) and each alert's mail (daily, or weekly), listing only events never listed to that player
 * before. A follow or alert is moved to today whether or not it had news; the mail's outbox key makes it once per
 * day even if two instances met on the same row.
 */
export function createMorningMails({ db, mail, links, clock: defaultClock }: Dependencies) {
  /** One transaction: answers the follows handled; `sent` counts its mails once it committed. */
  async function digestBatch(clock: Clock, sent: MorningMailsSent): Promise<number> {
    let mailed = 0
    const handled = await db.transaction(async (tx) => {
      const today = await news.today(tx, clock)
      const due = await news.dueFollows(tx, today, BATCH_SIZE)
      for (const follow of due) {
        await news.digestServed(tx, follow.userId, follow.storeId, today)
        if (!follow.dailyDigest || follow.storeName === null || follow.email === '') continue
        const since =
          follow.digestSince && follow.digestSince > follow.followedAt
            ? follow.digestSince
            : follow.followedAt
        const rows = await news.storeNews(tx, {
          userId: follow.userId,
          storeId: follow.storeId,
          since,
          clock,
        })
        if (rows.length === 0) continue
        const queued = await mail.enqueue(tx, {
          to: follow.email,
          locale: follow.locale,
          template: 'store-digest',
          data: {
            nickname: follow.nickname,
            storeId: follow.storeId,
            storeName: follow.storeName,
            ...newsOf(rows, follow),
            unsubscribeToken: links.tokenFor({ list: 'digest', userId: follow.userId }),
          },
          key: `digest:${today}:user:${follow.userId}:store:${follow.storeId}`,
        })
        if (queued) mailed++
        await news.listed(
          tx,
          follow.userId,
          rows.map((row) => row.id),
        )
      }
      return due.length
    })
    sent.digests += mailed
    return handled
  }

  async function alertBatch(clock: Clock, sent: MorningMailsSent): Promise<number> {
    let mailed = 0
    const handled = await db.transaction(async (tx) => {
      const today = await news.today(tx, clock)
      const due = await news.dueAlerts(tx, today, BATCH_SIZE)
      for (const { alert, ...reader } of due) {
        await news.alertServed(tx, alert.id, today)
        if (reader.email === '') continue
        const rows = await news.alertNews(tx, {
          userId: reader.userId,
          since: alert.criteriaSince,
          clock,
          conditions: alertConditions(alert),
        })
        if (rows.length === 0) continue
        const queued = await mail.enqueue(tx, {
          to: reader.email,
          locale: reader.locale,
          template: 'search-alert',
          data: {
            nickname: reader.nickname,
            label: alert.label,
            frequency: alert.frequency,
            listQuery: alertListQuery(alert),
            ...newsOf(rows, reader),
            unsubscribeToken: links.tokenFor({ list: 'alert', userId: reader.userId, alertId: alert.id }),
          },
          key: `alert:${today}:alert:${alert.id}`,
        })
        if (queued) mailed++
        await news.listed(
          tx,
          reader.userId,
          rows.map((row) => row.id),
        )
      }
      return due.length
    })
    sent.alerts += mailed
    return handled
  }

  return {
    /**
     * Sends what is due on `clock` (the app's clock unless told: the end-to-end hook moves it) and forgets the
     * listed events that have ended; answers the mails queued. Digests first: an event a digest lists is not
     * repeated by an alert.
     */
    async runDue(clock: Clock = defaultClock): Promise<MorningMailsSent> {
      const sent: MorningMailsSent = { digests: 0, alerts: 0 }
      await inBatchesUntilDone(BATCH_SIZE, () => digestBatch(clock, sent))
      await inBatchesUntilDone(BATCH_SIZE, () => alertBatch(clock, sent))
      await inBatchesUntilDone(PURGE_BATCH_SIZE, () => news.forgetEnded(db, PURGE_BATCH_SIZE))
      return sent
    },
  }
}

export type MorningMails = ReturnType<typeof createMorningMails>

import type { Locale } from '@questboard/domain/constants'
import { type EventListQuery, eventListQuerySchema } from '@questboard/domain/event-api.schema'
import type { Database } from '../db/database.ts'
import { isStorableId } from '../db/ids.ts'
import { listFilters } from '../events/public-list/public-list.service.ts'
import { isPublicStore, storeName } from '../stores/store-summary.ts'
import { createCalendarFeedsRepository } from './calendar-feeds.repository.ts'
import { buildCalendar, type CalendarEvent } from './event-calendar.ts'
import { sendCalendar } from './feed-response.ts'

/** How often a subscribed calendar should fetch its feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60

/** The feeds' names, as the reader's calendar lists them. */
const FEED_NAMES: Record<Locale, { search: string; mine: string }> = {
  en: { search: 'Questboard events', mine: 'My Questboard events' },
  fr: { search: 'Événements Questboard', mine: 'Mes événements Questboard' },
  de: { search: 'Questboard-Veranstaltungen', mine: 'Meine Questboard-Veranstaltungen' },
  es: { search: 'Eventos de Questboard', mine: 'Mis eventos de Questboard' },
  nl: { search: 'Questboard-evenementen', mine: 'Mijn Questboard-evenementen' },
  it: { search: 'Eventi Questboard', mine: 'I miei eventi Questboard' },
}

/** The calendar files of the routes (calendar.routes.ts), built from the events the repository reads. */
export function createCalendarFeeds(db: Database, publicUrl: string, now = () => new Date()) {
  const repository = createCalendarFeedsRepository(db)
  const feed = (events: CalendarEvent[], locale: Locale, name: string) =>
    buildCalendar(events, { publicUrl, locale, feed: { name, refreshSeconds: FEED_REFRESH_SECONDS } })
  const feedUrl = (token: string) => `${publicUrl}/api/feeds/me/${token}.ics`

  /** The feed of a list search, named `name` (a store's) or as every search. */
  const search = async (query: EventListQuery, locale: Locale, name?: string | null) => {
    const filters = listFilters(query, null, now())
    const events = filters ? await repository.search(filters) : []
    return feed(events, locale, name ? `${name} (Questboard)` : FEED_NAMES[locale].search)
  }

  return {
    send: sendCalendar,

    /** One event's file, undefined for an unknown event or a draft. */
    async event(id: number, locale: Locale): Promise<string | undefined> {
      if (!isStorableId(id)) return undefined
      const event = await repository.event(id)
      return event && buildCalendar([event], { publicUrl, locale })
    },

    /** The feed of a list search: `query` as GET /api/events/ reads it (the caller refuses `favorites`). */
    search: (query: EventListQuery, locale: Locale) => search(query, locale),

    /** The feed of a store's events (the `owner` filter), undefined unless the store is public. */
    async store(id: number, locale: Locale): Promise<string | undefined> {
      const store = isStorableId(id) ? await repository.store(id) : undefined
      if (!store || !isPublicStore(store)) return undefined
      return search(eventListQuerySchema.parse({ owner: id }), locale, storeName(store))
    },

    /** The private feed of the token's player, in their language; undefined for an unknown token. */
    async mine(token: string): Promise<string | undefined> {
      const owner = await repository.feedOwner(token)
      if (!owner) return undefined
      return feed(await repository.mine(owner.userId, now()), owner.locale, FEED_NAMES[owner.locale].mine)
    },

    /** The player's feed address, over HTTPS and for calendar apps; `reset` gives it a new token. */
    async address(userId: number, { reset }: { reset: boolean }) {
      const url = feedUrl(await repository.feedToken(userId, { reset }))
      return { url, webcal_url: url.replace(/^https?:/, 'webcal:') }
    },
  }
}

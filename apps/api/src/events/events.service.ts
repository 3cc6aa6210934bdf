import type { EventDetail, EventPlayer, MyEventsPage } from '@questboard/domain/event-api.schema'
import { isStorableId } from '../db/ids.ts'
import { pageWindow, toPage } from '../pagination.ts'
import type { Caller } from '../plugins/auth.ts'
import type { EventPresenter } from './event-presenter.ts'
import type { EventDetailRow, EventsRepository } from './events.repository.ts'

export interface EventsServiceOptions {
  events: EventsRepository
  presenter: EventPresenter
  publicUrl: string
  now?: () => Date
}

const isAdmin = (caller: Caller | null) => caller?.roles.includes('admin') ?? false

/** Drafts are seen by their owner and admins only; everything else that exists is readable by its id. */
function canRead(row: EventDetailRow, caller: Caller | null): boolean {
  if (row.event.status !== 'draft') return true
  return caller !== null && (caller.user.id === row.event.ownerId || isAdmin(caller))
}

/** One event, its players, and the caller's own events. */
export function createEventsService({
  events,
  presenter: { toSummary, toDetail },
  publicUrl,
  now = () => new Date(),
}: EventsServiceOptions) {
  return {
    /** Undefined when the event does not exist or the caller may not see it (both answer 404). */
    async detail(id: number, caller: Caller | null): Promise<EventDetail | undefined> {
      if (!isStorableId(id)) return undefined
      const row = await events.findById(id, caller?.user.id)
      if (!row || !canRead(row, caller)) return undefined
      return toDetail(row, now())
    },

    async players(id: number, caller: Caller | null): Promise<EventPlayer[] | undefined> {
      if (!isStorableId(id)) return undefined
      const row = await events.findById(id, caller?.user.id)
      if (!row || !canRead(row, caller)) return undefined
      return events.listPlayers(id)
    },

    async mine(
      query: { when: 'upcoming' | 'past'; page: number; page_size: number },
      { caller, requestUrl }: { caller: Caller; requestUrl: string },
    ): Promise<MyEventsPage> {
      const at = now()
      const includeOwned = caller.roles.includes('organizer') || isAdmin(caller)
      const { rows, count } = await events.listMine(caller.user.id, {
        includeOwned,
        when: query.when,
        now: at,
        page: pageWindow(query),
      })
      const results = rows.map((row) => ({
        ...toSummary(row, at),
        relation: row.relation,
        check_in_code: row.checkInCode,
      }))
      return toPage(results, count, query, { publicUrl, requestUrl })
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>

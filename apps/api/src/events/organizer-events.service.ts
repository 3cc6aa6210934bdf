import {
  DASHBOARD_SECTION_LIMIT,
  type DashboardSection,
  type OrganizerDashboard,
  type Registrant,
} from '@questboard/domain/organizer-events.schema'
import type { Caller } from '../plugins/auth.ts'
import type { EventEditingService } from './event-editing.service.ts'
import type { EventPresenter } from './event-presenter.ts'
import type { OrganizerEventsRepository } from './organizer-events.repository.ts'

interface Dependencies {
  events: OrganizerEventsRepository
  presenter: EventPresenter
  /** Who may see an event's registrants is who may change it: its organizer or an admin. */
  editable: EventEditingService['editable']
  now?: () => Date
}

/** The organizer's dashboard and the registrants of one of their events (issue 13). */
export function createOrganizerEventsService({
  events,
  presenter,
  editable,
  now = () => new Date(),
}: Dependencies) {
  return {
    async dashboard(caller: Caller): Promise<OrganizerDashboard> {
      const at = now()
      const section = async (name: DashboardSection) => {
        const { rows, count } = await events.section(caller.user.id, name, {
          now: at,
          limit: DASHBOARD_SECTION_LIMIT,
        })
        return { events: rows.map((row) => presenter.toSummary(row, at)), count }
      }
      const [draft, upcoming, toResult] = await Promise.all([
        section('draft'),
        section('upcoming'),
        section('to_result'),
      ])
      return {
        counts: { draft: draft.count, upcoming: upcoming.count, to_result: toResult.count },
        draft: draft.events,
        upcoming: upcoming.events,
        to_result: toResult.events,
      }
    },

    /** 404 for an unknown event (or a draft the caller may not see), 403 for someone else's. */
    async registrants(id: number, caller: Caller): Promise<Registrant[]> {
      await editable(id, caller)
      const rows = await events.registrants(id)
      return rows.map((row) => ({
        id: row.id,
        nickname: row.nickname,
        registered_at: row.registeredAt.toISOString(),
        deck_photo: row.deckPhoto,
      }))
    },
  }
}

export type OrganizerEventsService = ReturnType<typeof createOrganizerEventsService>

/**
 * The organizer's side of their events (issue 13, decision 027): the dashboard of the events they run and the
 * registrants of one event. The API serializes with these schemas; the web app infers its types from them.
 */
import { z } from 'zod'
import { eventSummarySchema } from './event-api.schema'

/** How many events each section of the dashboard lists; its count says how many there are in all. */
export const DASHBOARD_SECTION_LIMIT = 50

/** The sections of the dashboard, in the order it shows them. */
export const DASHBOARD_SECTIONS = ['draft', 'upcoming', 'to_result'] as const
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]

/**
 * `GET /api/events/organized/`: the caller's own events in three sections — drafts; published events not yet
 * ended (soonest first); published full events that have ended without results (latest first).
 */
export const organizerDashboardSchema = z
  .object({
    counts: z.object({
      draft: z.number().int(),
      upcoming: z.number().int(),
      to_result: z.number().int(),
    }),
    draft: z.array(eventSummarySchema),
    upcoming: z.array(eventSummarySchema),
    to_result: z.array(eventSummarySchema),
  })
  .meta({ id: 'OrganizerDashboard' })

/** One registered player as the event's organizer sees them (the privacy policy: nicknames, deck photos). */
export const registrantSchema = z
  .object({
    id: z.number().int().describe('The player’s Event API user id'),
    nickname: z.string(),
    registered_at: z.string().describe('UTC ISO 8601'),
    deck_photo: z.boolean().describe('Whether the player has sent a deck photo'),
  })
  .meta({ id: 'Registrant' })

/** `GET /api/events/{id}/registrants/`: in registration order. */
export const registrantsSchema = z.array(registrantSchema)

export type OrganizerDashboard = z.infer<typeof organizerDashboardSchema>
export type Registrant = z.infer<typeof registrantSchema>

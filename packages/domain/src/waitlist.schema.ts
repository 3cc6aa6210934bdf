/**
 * The waitlist of a sold-out event (issue 15, decision 029): `GET /api/events/{id}/waitlist/`. The API serializes
 * with these schemas; the web app infers its types from them.
 */
import { z } from 'zod'

/** A seat offered to a waiting player: held for them until `expires_at`. */
export const waitlistOfferSchema = z
  .object({
    offered_at: z.string().describe('UTC ISO 8601'),
    expires_at: z.string().describe('UTC ISO 8601: the end of the claim window'),
    open: z.boolean().describe('Whether the offer can still be claimed (false once the window has passed)'),
  })
  .meta({ id: 'WaitlistOffer' })

/** The caller's own place in the line. */
export const waitlistPlaceSchema = z
  .object({
    position: z.number().int().describe('1 for the first in line'),
    joined_at: z.string().describe('UTC ISO 8601'),
    offer: waitlistOfferSchema.nullable(),
  })
  .meta({ id: 'WaitlistPlace' })

/** One waiting player as the event's organizer sees them (nicknames only, as in the registrants). */
export const waitlistEntrySchema = z
  .object({
    position: z.number().int(),
    user_id: z.number().int().describe('The player’s Event API user id (what event day checks in)'),
    nickname: z.string(),
    joined_at: z.string().describe('UTC ISO 8601'),
    offer: waitlistOfferSchema.nullable(),
  })
  .meta({ id: 'WaitlistEntry' })

export const waitlistSchema = z
  .object({
    count: z.number().int().describe('How many players wait in line (offers included)'),
    place: waitlistPlaceSchema.nullable().describe('The caller’s place; null when they are not in line'),
    line: z
      .array(waitlistEntrySchema)
      .nullable()
      .describe('The whole line in order, for the event’s organizer and admins; null for anyone else'),
  })
  .meta({ id: 'Waitlist' })

export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>
export type Waitlist = z.infer<typeof waitlistSchema>

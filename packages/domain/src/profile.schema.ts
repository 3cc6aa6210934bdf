/**
 * The Event API's user record as its owner sees it (`GET /api/users/me/`, DESIGN.md "Profile") and the
 * user picker (`GET /api/users/autocomplete/{search}/`). The body of `POST /api/users/me/` is multipart:
 * its `store_information` JSON string is checked with `storeInformationSchema` (store.schema.ts).
 */
import { z } from 'zod'
import { NO_SHOW_RULES } from './no-shows'
import { pictureSchema } from './picture.schema'

export const profileSchema = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    email: z.string(),
    is_public: z.boolean().describe('The store appears in the shop filter and on its events'),
    lp_opted: z.boolean().describe('The store’s events award loyalty points (sent as `lp_opted_in`)'),
    store_logo: z.string().nullable().describe('The URL of the stored logo, null when there is none'),
    logo_url: z.string().nullable().describe('Where to show the logo from: the stored logo’s URL'),
    store_photo: pictureSchema
      .nullable()
      .describe('The store’s photo (sent as the file `store_photo`), null when there is none'),
    store_information: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The store form’s object as stored (spec §3 store_information), null before the first save'),
    no_show_rule: z
      .enum(NO_SHOW_RULES)
      .describe(
        'The store’s rule for players who missed 2 or more events in the last 90 days (issue 15 §5): `off` (the ' +
          'default), `last_48_hours` (they register only in the last 48 hours before its events) or `closed`',
      ),
  })
  .meta({ id: 'Profile' })

export type Profile = z.output<typeof profileSchema>

/** A user as the organizer screens pick them: never an email. */
export const userMatchSchema = z
  .object({ id: z.number().int(), nickname: z.string() })
  .meta({ id: 'UserMatch' })

export type UserMatch = z.output<typeof userMatchSchema>

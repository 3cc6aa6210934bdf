import { z } from 'zod'
import { NO_SHOW_THRESHOLD, NO_SHOW_WINDOW_DAYS } from './no-shows'

// Apart from no-shows.ts, whose rule and numbers the web app's event screens use: a module that builds a zod
// schema brings zod with it into whatever chunk imports it (the home page's first load, 38 KB).

/** `GET /api/users/me/record/`: the caller's attended and missed events. */
export const playerRecordSchema = z
  .object({
    attended: z.number().int().describe('Events the player was checked in at'),
    missed: z.number().int().describe('Events the player registered for and did not come to (no-shows)'),
    missed_recently: z
      .number()
      .int()
      .describe(`Of those, events that started in the last ${NO_SHOW_WINDOW_DAYS} days`),
    window_days: z.literal(NO_SHOW_WINDOW_DAYS),
    threshold: z
      .literal(NO_SHOW_THRESHOLD)
      .describe('Missed events (recently) from which a store’s rule applies'),
  })
  .meta({ id: 'PlayerRecord' })
export type PlayerRecord = z.output<typeof playerRecordSchema>

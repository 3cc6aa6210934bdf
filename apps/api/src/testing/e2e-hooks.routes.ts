import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { events } from '../db/schema.ts'
import { notFound } from '../http/http-error.ts'
import { idParams } from '../http/schemas.ts'

const DAY_MS = 86_400_000

/** `YYYY-MM-DD…` with its date part moved by `days` (the time of day, if any, is kept). */
function shiftDate(value: unknown, days: number): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value
  const moved = new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) + days * DAY_MS)
  return moved.toISOString().slice(0, 10) + value.slice(10)
}

/**
 * Test-only (decision 016), registered only when `E2E_HOOKS` is set, which the e2e global setup alone does:
 * the API process owns its database (PGlite allows one process), so the end-to-end test asks it to move an
 * event into the past — an event cannot be created ended, nor its dates edited (spec §4) — and results can
 * then be saved as they would be after the event.
 */
export const e2eHooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/e2e/events/:id/move-to-past/',
    {
      schema: {
        hide: true,
        params: idParams,
        body: z.object({ days: z.number().int().min(1).max(365).default(7) }).prefault({}),
      },
    },
    async (request, reply) => {
      const days = -request.body.days
      const [row] = await app.db.select().from(events).where(eq(events.id, request.params.id))
      if (!row) throw notFound()
      const info = { ...row.additionalInfo }
      info.event_end_date = shiftDate(info.event_end_date, days)
      if (Array.isArray(info.daily_schedules)) {
        info.daily_schedules = info.daily_schedules.map((day: Record<string, unknown>) => ({
          ...day,
          day: shiftDate(day.day, days),
        }))
      }
      const move = (at: Date | null) => (at ? new Date(at.getTime() + days * DAY_MS) : null)
      await app.db
        .update(events)
        .set({
          startLocal: String(shiftDate(row.startLocal, days)),
          startsAt: move(row.startsAt) ?? row.startsAt,
          endsAt: move(row.endsAt) ?? row.endsAt,
          registrationDeadline: move(row.registrationDeadline),
          lightDate: row.lightDate ? String(shiftDate(row.lightDate, days)) : null,
          additionalInfo: info,
        })
        .where(eq(events.id, row.id))
      return reply.status(204).send()
    },
  )

  // The scheduled jobs, now, rather than at the scheduler's next minute; `hours_ahead` judges the morning mails
  // (decision 037) that many hours on, so a digest due tomorrow at 06:00 UTC goes out now. Answers what ran.
  app.post(
    '/e2e/jobs/run-due/',
    {
      schema: {
        hide: true,
        body: z
          .object({
            hours_ahead: z
              .number()
              .int()
              .min(0)
              .max(24 * 31)
              .default(0),
          })
          .prefault({}),
      },
    },
    async (request) => {
      const hours = request.body.hours_ahead
      const newsClock = { now: () => sql`(${app.clock.now()} + make_interval(hours => ${hours}::int))` }
      return app.jobs.runDue({ newsClock })
    },
  )
}

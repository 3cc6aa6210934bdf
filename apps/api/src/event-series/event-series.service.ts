import { EVENT_MIN_LEAD_MS } from '@questboard/domain/constants'
import { type ErrorBody, toErrorBody } from '@questboard/domain/error-body'
import type { EventBody } from '@questboard/domain/event.schema'
import {
  daysBetween,
  eventSeriesSchema,
  type Repeat,
  seriesDates,
  seriesScopeSchema,
  seriesStart,
  shiftEventDates,
} from '@questboard/domain/series'
import type { EventSeriesView } from '@questboard/domain/series-api.schema'
import { timeStateBetween } from '@questboard/domain/time-state'
import type { Database } from '../db/database.ts'
import { isStorableId } from '../db/ids.ts'
import type { EventEditingRepository, EventRow, EventValues } from '../events/event-editing.repository.ts'
import type { EventEditingService, EventUpdate } from '../events/event-editing.service.ts'
import { createEventForm, isAdmin, normalizedAddress, storeAddress } from '../events/event-form.ts'
import { lateForPublication } from '../events/event-publishing.ts'
import { EventRefusal, forbidden, notFound } from '../events/event-refusals.ts'
import type { Caller } from '../plugins/auth.ts'
import type { EventSeriesRepository, SeriesRow } from './event-series.repository.ts'

interface Dependencies {
  db: Database
  events: EventEditingRepository
  series: EventSeriesRepository
  /** The one-event write side, whose update, cancellation and mails every event of a series goes through. */
  editing: EventEditingService
  now?: () => Date
}

/** The rule as kept and answered: every key present, the end not chosen and a weekly series' week null. */
const storedRepeat = (repeat: Repeat): Record<string, unknown> => ({
  frequency: repeat.frequency,
  weekdays: repeat.weekdays,
  week_of_month: repeat.frequency === 'monthly' ? (repeat.week_of_month ?? null) : null,
  until: repeat.until || null,
  count: repeat.count ?? null,
})

/** The event's date on the venue's calendar. */
const localDate = (event: EventRow) => event.lightDate ?? event.startLocal.slice(0, 10)

/** A refusal about one event of the series names it by its date, so the organizer knows which one. */
function naming(event: EventRow, error: unknown): unknown {
  if (error instanceof EventRefusal && error.status === 409 && typeof error.body.detail === 'string') {
    return new EventRefusal(409, { detail: `The event of ${localDate(event)}: ${error.body.detail}` })
  }
  return error
}

/** `work` for one event of the series, its refusal naming the event. */
async function forEvent<T>(event: EventRow, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw naming(event, error)
  }
}

/**
 * Recurring events (issue 15 §4, decision 031). A series makes ordinary events, one per date of its rule, as
 * drafts; from then on each is edited, published and cancelled as any event, alone (the event routes) or with
 * those that follow it (here: `PUT`/`DELETE` from a date on). Events that have started, or were cancelled,
 * never change with the series; the edit lock of spec §4 holds for each event.
 */
export function createEventSeriesService({
  db,
  events,
  series,
  editing,
  now = () => new Date(),
}: Dependencies) {
  const form = createEventForm({ events, now })

  /** The series as the caller may change it: 404 unknown (or only drafts they may not see), 403 not theirs. */
  async function owned(id: number, caller: Caller): Promise<{ row: SeriesRow; occurrences: EventRow[] }> {
    const row = isStorableId(id) ? await series.find(id) : undefined
    if (!row) throw notFound()
    const occurrences = await series.events(id)
    if (isAdmin(caller) || row.ownerId === caller.user.id) return { row, occurrences }
    throw occurrences.some((event) => event.status !== 'draft') ? forbidden() : notFound()
  }

  function view(row: SeriesRow, occurrences: EventRow[]): EventSeriesView {
    const at = now()
    const repeat = row.repeat as unknown as Repeat
    return {
      id: row.id,
      owner: row.ownerId,
      timezone: occurrences[0]?.timezone ?? 'UTC',
      repeat: {
        frequency: repeat.frequency,
        weekdays: repeat.weekdays,
        week_of_month: (repeat.week_of_month ?? null) as EventSeriesView['repeat']['week_of_month'],
        until: repeat.until ?? null,
        count: repeat.count ?? null,
      },
      events: occurrences.map((event) => ({
        id: event.id,
        name: event.name,
        event_start_date: event.startLocal,
        starts_at: event.startsAt.toISOString(),
        status: event.status,
        time_state: timeStateBetween(event.startsAt, event.endsAt, at),
        players_count: event.takenSeats,
      })),
    }
  }

  /** The events from `from` on that may still change: neither cancelled nor started. */
  const changeable = (occurrences: EventRow[], from: string) => {
    const at = now().getTime()
    return occurrences.filter(
      (event) => event.status !== 'cancelled' && event.startsAt.getTime() > at && localDate(event) >= from,
    )
  }

  return {
    /** `POST /api/event_series/`: the series and its events, as drafts owned by the caller (or `owner`). */
    async create(raw: unknown, caller: Caller): Promise<EventSeriesView> {
      const parsed = eventSeriesSchema({ now: now(), requireFutureStart: true }).safeParse(raw)
      if (!parsed.success) throw new EventRefusal(400, toErrorBody(parsed.error))
      const { repeat, ...body } = parsed.data
      const start = seriesStart(body)
      if (!start) throw new Error('the series schema lets no event without a start through')
      const owner = await form.ownerFor(raw, caller, caller.user.id)
      const address = body.use_my_address ? storeAddress(owner) : normalizedAddress(body.address)
      const occurrences: EventValues[] = []
      for (const date of seriesDates(start, repeat)) {
        const shifted = shiftEventDates(body as EventBody, daysBetween(start, date))
        occurrences.push(await form.toValues(shifted, owner, address, isAdmin(caller)))
      }
      const created = await db.transaction((tx) =>
        series.insert(tx, { ownerId: owner.id, repeat: storedRepeat(repeat), startDate: start }, occurrences),
      )
      return view((await series.find(created.id)) as SeriesRow, await series.events(created.id))
    },

    async read(id: number, caller: Caller): Promise<EventSeriesView> {
      const { row, occurrences } = await owned(id, caller)
      return view(row, occurrences)
    },

    /**
     * `PUT /api/event_series/{id}/`: the event form again, applied to every event of the series from `from` on
     * (date by date: the form's own dates are those of any one of its events, moved to each). All or nothing:
     * one refused event (location, game or date changed, a maximum below its players) refuses the whole.
     * With `publish`, the drafts among them are published too.
     */
    async update(id: number, raw: unknown, caller: Caller): Promise<EventSeriesView> {
      const { row, occurrences } = await owned(id, caller)
      const errors: ErrorBody = {}
      const parsedScope = seriesScopeSchema.safeParse(raw)
      if (!parsedScope.success) Object.assign(errors, toErrorBody(parsedScope.error))
      const scope = parsedScope.data
      let body: EventBody | undefined
      try {
        body = form.parse(raw, false)
      } catch (error) {
        if (!(error instanceof EventRefusal) || error.status !== 400) throw error
        Object.assign(errors, error.body)
      }
      if (!scope || !body || Object.keys(errors).length > 0) throw new EventRefusal(400, errors)
      const bodyStart = seriesStart(body) as string
      const targets = changeable(occurrences, scope.from as string)
      const updates: EventUpdate[] = []
      for (const event of targets) {
        const shifted = shiftEventDates(body, daysBetween(bodyStart, localDate(event)))
        updates.push(await forEvent(event, () => editing.updateOf(event, shifted, raw, caller)))
      }
      const at = now()
      const drafts = scope.publish ? targets.filter((event) => event.status === 'draft') : []
      for (const event of drafts) {
        const refusal = lateForPublication(event, at)
        if (refusal) throw naming(event, refusal)
      }
      await db.transaction(async (tx) => {
        for (const [index, update] of updates.entries()) {
          await forEvent(targets[index] as EventRow, () => editing.write(tx, update))
        }
        const earliestStart = new Date(at.getTime() + EVENT_MIN_LEAD_MS)
        const ids = drafts.map((event) => event.id)
        if ((await series.publishDrafts(tx, ids, { earliestStart, now: at })) !== ids.length) {
          throw new EventRefusal(409, {
            detail: 'The series changed meanwhile: load it again, then publish.',
          })
        }
        await series.touch(tx, id)
      })
      return view(row, await series.events(id))
    },

    /**
     * `DELETE /api/event_series/{id}/?from=`: every event of the series from `from` on that has not started is
     * deleted as one would be (a draft removed, a published event cancelled and its players mailed), at once.
     */
    async cancel(id: number, from: string, caller: Caller): Promise<void> {
      const { occurrences } = await owned(id, caller)
      const targets = changeable(occurrences, from)
      if (targets.length === 0) return
      await db.transaction(async (tx) => {
        for (const event of targets) await editing.removeIn(tx, event)
        await series.touch(tx, id)
      })
    },
  }
}

export type EventSeriesService = ReturnType<typeof createEventSeriesService>

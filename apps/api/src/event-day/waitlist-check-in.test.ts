import type { CheckInEntry } from '@questboard/domain/event-day/event-day-api.schema'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkIns, events, registrations } from '../db/schema.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { call } from '../testing/event-day-fixtures.ts'
import { offeredTo, seatsOf, soldOutEvent, waitlistCalls } from '../testing/waitlist-fixtures.ts'
import { NO_SEAT_FOR_WAITLIST } from './check-ins.service.ts'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const checkIn = (eventId: number, userId: number, headers: Record<string, string>) =>
  call<CheckInEntry | { detail: string }>(app, 'POST', `/api/events/${eventId}/check_ins/`, {
    headers,
    payload: { user_id: userId },
  })

const isRegistered = async (eventId: number, userId: number) =>
  (
    await app.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
  ).length === 1

describe('players of the waitlist at check-in (issue 15)', () => {
  test('once the first round is paired they fill the no-shows’ seats, one each, then no more', async () => {
    const { event, organizer, registered, line } = await soldOutEvent(app, { seats: 4, waiting: 3 })
    const [first, second, third] = line
    const headers = organizer.headers
    if (!first || !second || !third) throw new Error('fixture')
    for (const player of registered.slice(0, 3)) {
      expect((await checkIn(event.id, player.user.id, headers)).status).toBe(201)
    }

    // Before the first round every registered player may still come: no seat is free.
    const early = await checkIn(event.id, first.user.id, headers)
    expect(early).toEqual({ status: 409, body: { detail: NO_SEAT_FOR_WAITLIST } })
    expect(await isRegistered(event.id, first.user.id)).toBe(false)
    expect(await app.db.select().from(checkIns).where(eq(checkIns.userId, first.user.id))).toHaveLength(0)

    // The first round stamps the fourth registered player a no-show: their seat is free.
    const round = await call(app, 'POST', `/api/events/${event.id}/rounds/`, { headers, payload: {} })
    expect(round.status).toBe(201)
    const seated = await checkIn(event.id, first.user.id, headers)
    expect(seated.status).toBe(201)
    expect(seated.body).toMatchObject({ user_id: first.user.id, registered: true, walk_in: false })
    expect(await isRegistered(event.id, first.user.id)).toBe(true)
    // The no-show's seat counted once: the limit holds.
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 4, max: 4, registered: 5, waiting: 2 })

    const full = await checkIn(event.id, second.user.id, headers)
    expect(full).toEqual({ status: 409, body: { detail: NO_SEAT_FOR_WAITLIST } })
    const line2 = await waitlistCalls(app).view(event.id, headers)
    expect(line2.body.line?.map((entry) => entry.user_id)).toEqual([second.user.id, third.user.id])
  })

  test('a seat given back after the registration deadline (offered to nobody) is filled at check-in', async () => {
    const { event, organizer, registered, line } = await soldOutEvent(app, { seats: 2, waiting: 2 })
    await app.db
      .update(events)
      .set({ registrationDeadline: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id))
    await waitlistCalls(app).unregister(event.id, registered[0]?.headers ?? {})
    expect(await offeredTo(app, event.id)).toEqual([])
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 1, registered: 1, waiting: 2 })

    const seated = await checkIn(event.id, line[0]?.user.id ?? 0, organizer.headers)
    expect(seated.status).toBe(201)
    expect(seated.body).toMatchObject({ registered: true, walk_in: false })
    expect(await seatsOf(app, event.id)).toMatchObject({ taken: 2, registered: 2, waiting: 1 })
    expect((await checkIn(event.id, line[1]?.user.id ?? 0, organizer.headers)).status).toBe(409)
  })
})

import type { Waitlist } from '@questboard/domain/waitlist.schema'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { events, mailOutbox, registrations, waitlist } from '../db/schema.ts'
import type { TestApp } from './build-test-app.ts'
import {
  createPlayer,
  createRegistrationEvent,
  type RegistrationEventOverrides,
} from './registration-fixtures.ts'

type Headers = Record<string, string>
export type Player = Awaited<ReturnType<typeof createPlayer>>

/** The waitlist's calls and the registration's, through HTTP, on `app` unless another instance is given. */
export function waitlistCalls(app: TestApp) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, target = app) =>
    target.inject({ method, url, headers })
  return {
    join: (eventId: number, headers: Headers, target = app) =>
      send('POST', `/api/events/${eventId}/waitlist/`, headers, target),
    leave: (eventId: number, headers: Headers, target = app) =>
      send('DELETE', `/api/events/${eventId}/waitlist/`, headers, target),
    claim: (eventId: number, headers: Headers, target = app) =>
      send('POST', `/api/events/${eventId}/waitlist/claim/`, headers, target),
    view: async (eventId: number, headers: Headers) => {
      const response = await send('GET', `/api/events/${eventId}/waitlist/`, headers)
      return { status: response.statusCode, body: response.json<Waitlist>() }
    },
    register: (eventId: number, headers: Headers, target = app) =>
      send('POST', `/api/events/${eventId}/register/`, headers, target),
    unregister: (eventId: number, headers: Headers, target = app) =>
      send('DELETE', `/api/events/${eventId}/register/`, headers, target),
  }
}

/**
 * A sold-out event: `seats` players registered (through the API, so they get the usual rows and mails) and
 * `waiting` players in its waitlist, in that order. The organizer owns it.
 */
export async function soldOutEvent(
  app: TestApp,
  {
    seats = 2,
    waiting = 2,
    ...overrides
  }: { seats?: number; waiting?: number } & RegistrationEventOverrides = {},
) {
  const calls = waitlistCalls(app)
  const organizer = await createPlayer(app.db, { nickname: 'The Store' }, ['user', 'organizer'])
  const event = await createRegistrationEvent(app.db, organizer.user.id, { maxPlayers: seats, ...overrides })
  const registered: Player[] = []
  for (let i = 0; i < seats; i++) {
    const player = await createPlayer(app.db)
    const response = await calls.register(event.id, player.headers)
    if (response.statusCode !== 201) throw new Error(`registration refused: ${response.body}`)
    registered.push(player)
  }
  const line: Player[] = []
  for (let i = 0; i < waiting; i++) {
    const player = await createPlayer(app.db)
    const response = await calls.join(event.id, player.headers)
    if (response.statusCode !== 201) throw new Error(`waitlist refused: ${response.body}`)
    line.push(player)
  }
  return { organizer, event, registered, line }
}

/**
 * The event's seats as the database holds them: `taken` (events.taken_seats), the registrations, and the seats
 * held by offers (checked against `held_seats`). What must always hold: taken = registered + held ≤ the limit.
 */
export async function seatsOf(app: TestApp, eventId: number) {
  const [event] = await app.db
    .select({ taken: events.takenSeats, heldSeats: events.heldSeats, max: events.maxPlayers })
    .from(events)
    .where(eq(events.id, eventId))
  const [counts] = await app.db
    .select({
      registered: sql<number>`(SELECT count(*)::int FROM ${registrations} WHERE ${registrations.eventId} = ${eventId})`,
      held: sql<number>`(SELECT count(*)::int FROM ${waitlist} WHERE ${waitlist.eventId} = ${eventId} AND ${waitlist.offeredAt} IS NOT NULL)`,
      waiting: sql<number>`(SELECT count(*)::int FROM ${waitlist} WHERE ${waitlist.eventId} = ${eventId})`,
    })
    .from(events)
    .where(eq(events.id, eventId))
  const held = Number(counts?.held)
  // The count kept on the event always matches the offers.
  if (event && event.heldSeats !== held) throw new Error(`held_seats ${event.heldSeats}, offers ${held}`)
  return {
    taken: event?.taken,
    max: event?.max,
    registered: Number(counts?.registered),
    held,
    waiting: Number(counts?.waiting),
  }
}

/** The user ids holding an offer on the event, in line order. */
export async function offeredTo(app: TestApp, eventId: number): Promise<number[]> {
  const rows = await app.db
    .select({ userId: waitlist.userId })
    .from(waitlist)
    .where(and(eq(waitlist.eventId, eventId), isNotNull(waitlist.offeredAt)))
    .orderBy(waitlist.id)
  return rows.map((row) => row.userId)
}

/** The offer mails queued for `email` (or the mails telling that an offer ran out). */
export const offerMailsTo = (
  app: TestApp,
  email: string,
  template: 'waitlist-offer' | 'waitlist-offer-expired' = 'waitlist-offer',
) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)))

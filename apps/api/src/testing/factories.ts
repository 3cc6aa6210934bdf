import { wallClockToUtc } from '@questboard/domain/datetime'
import { eq, sql } from 'drizzle-orm'
import { createToolTokensRepository } from '../authentication/tool-tokens.repository.ts'
import type { Database } from '../db/database.ts'
import { events, registrations, storeFollows, users } from '../db/schema.ts'

let sequence = 0
const next = () => ++sequence

export type UserOverrides = Partial<typeof users.$inferInsert>

/** A user; `store` makes them a public store with that name in Paris. */
export async function createUser(db: Database, overrides: UserOverrides & { store?: string } = {}) {
  const n = next()
  const { store, ...rest } = overrides
  const [user] = await db
    .insert(users)
    .values({
      subject: `test-user-${n}-${Math.random().toString(36).slice(2)}`,
      email: `user-${n}@questboard.test`,
      nickname: `Player ${n}`,
      country: 'FR',
      birthDate: '1990-01-01',
      ...(store
        ? {
            isPublic: true,
            storeInformation: {
              store_name: store,
              address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
              website: 'https://store.example.com',
            },
          }
        : {}),
      ...rest,
    })
    .returning()
  if (!user) throw new Error('no user inserted')
  return user
}

/** A tool token for the user, as `POST /authenticate/` would give it. */
export async function tokenFor(db: Database, userId: number, roles: string[] = ['user']) {
  const token = await createToolTokensRepository(db).issue(userId, roles, new Date(Date.now() + 3_600_000))
  return { authorization: `Token ${token}` }
}

export type EventOverrides = Partial<typeof events.$inferInsert> & {
  /** Venue wall clock; starts_at, ends_at follow from it in `timezone` (2 h long unless `hours`). */
  start?: string
  hours?: number
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** `YYYY-MM-DDTHH:mm` so many days from today (negative: in the past). */
export const wallClockIn = (days: number, time = '14:00') => `${dayFromToday(days)}T${time}`

/** A full event body that every §5 rule accepts, as the event form sends it: ten days ahead, 14:00–18:00 in Lyon. */
export const validEventBody = () => ({
  name: 'Spring tournament',
  game: 1,
  event_type: 'Full',
  event_subtype: 'tournament',
  event_start_date: wallClockIn(10, '14:00'),
  address: { street: '10 rue de la République', city: 'Lyon', postcode: '69001', country: 'FR' },
  additional_info: {
    event_end_date: wallClockIn(10, '18:00'),
    language: 'fr',
    min_players: 2,
    max_players: 16,
    event_description: 'Swiss rounds, then a top 8',
    registration_date: 'D-2',
    event_price: '',
  } as Record<string, unknown>,
})

/** A published public Full event in Paris, a week from now, unless told otherwise. */
export async function createEvent(db: Database, ownerId: number, overrides: EventOverrides = {}) {
  const { start = wallClockIn(7), hours = 2, ...rest } = overrides
  const timezone = rest.timezone ?? 'Europe/Paris'
  const startsAt = wallClockToUtc(start, timezone)
  const [event] = await db
    .insert(events)
    .values({
      ownerId,
      name: `Event ${next()}`,
      gameId: 1,
      eventType: 'Full',
      eventSubtype: 'tournament',
      status: 'published',
      address: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
      countryCode: 'FR',
      cityId: 201,
      lat: 48.8566,
      lng: 2.3522,
      timezone,
      startLocal: start,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * 3_600_000),
      maxPlayers: 16,
      additionalInfo: { event_description: 'A test event', language: 'fr' },
      ...rest,
    })
    .returning()
  if (!event) throw new Error('no event inserted')
  return event
}

/** Registers players the way registration does: one row each and the seat count raised with them. */
export async function register(db: Database, eventId: number, userIds: number[]) {
  await db.insert(registrations).values(userIds.map((userId) => ({ eventId, userId })))
  await db
    .update(events)
    .set({ takenSeats: sql`${events.takenSeats} + ${userIds.length}` })
    .where(eq(events.id, eventId))
}

/** The player follows the store (decision 037), as `PUT /api/stores/{id}/follow/` does. */
export async function follow(db: Database, userId: number, storeId: number) {
  await db.insert(storeFollows).values({ userId, storeId })
}

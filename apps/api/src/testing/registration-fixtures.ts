import { toWallClock } from '@questboard/domain/datetime'
import { createToolTokensRepository } from '../authentication/tool-tokens.repository.ts'
import type { Database } from '../db/database.ts'
import { events, users } from '../db/schema.ts'

const HOUR = 3_600_000
let sequence = 0
const unique = () => `${++sequence}-${Math.random().toString(36).slice(2, 8)}`

export type PlayerOverrides = Partial<typeof users.$inferInsert>

/** An adult player (born 1990) with a tool token: `headers` authenticates as them. */
export async function createPlayer(
  db: Database,
  overrides: PlayerOverrides = {},
  roles: string[] = ['user'],
) {
  const n = unique()
  const [user] = await db
    .insert(users)
    .values({
      subject: `registration-player-${n}`,
      email: `player-${n}@questboard.test`,
      nickname: `Player ${n}`,
      country: 'FR',
      birthDate: '1990-01-01',
      ...overrides,
    })
    .returning()
  if (!user) throw new Error('no user inserted')
  const token = await createToolTokensRepository(db).issue(user.id, roles, new Date(Date.now() + HOUR))
  return { user, headers: { authorization: `Token ${token}` } }
}

export type RegistrationEventOverrides = Partial<typeof events.$inferInsert> & {
  /** Hours from now to the start (negative: already started); 48 unless told. */
  startsInHours?: number
  /** Length of the event in hours; 4 unless told. */
  hours?: number
}

/** A published Full event in Paris with 8 seats, starting in two days, unless told otherwise. */
export async function createRegistrationEvent(
  db: Database,
  ownerId: number,
  { startsInHours = 48, hours = 4, ...overrides }: RegistrationEventOverrides = {},
) {
  const timezone = overrides.timezone ?? 'Europe/Paris'
  // Whole minutes, as the event form gives them.
  const startsAt = new Date(Math.floor((Date.now() + startsInHours * HOUR) / 60_000) * 60_000)
  const [event] = await db
    .insert(events)
    .values({
      ownerId,
      name: `Tournament ${unique()}`,
      gameId: 1,
      eventType: 'Full',
      eventSubtype: 'tournament',
      status: 'published',
      address: { street: '12 rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
      countryCode: 'FR',
      cityId: 201,
      lat: 48.8686,
      lng: 2.3314,
      timezone,
      startLocal: toWallClock(startsAt, timezone),
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
      maxPlayers: 8,
      publishedAt: new Date(),
      additionalInfo: {},
      ...overrides,
    })
    .returning()
  if (!event) throw new Error('no event inserted')
  return event
}

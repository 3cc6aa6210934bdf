import { eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database.ts'
import { events, games, registrations, storeFollows, users } from '../db/schema.ts'
import type { StoredPicture } from '../pictures/stored-picture.ts'

export type EventRow = typeof events.$inferSelect

/** The owner's store fields a reader may see (the service decides whether the store is public). */
export interface OwnerStoreRow {
  id: number
  isPublic: boolean
  storeLogo: string | null
  storePhoto: StoredPicture | null
  storeInformation: Record<string, unknown> | null
}

/** The event's game: its name and its art (the picture of events without a cover). */
export interface GameRow {
  id: number
  name: string
  art: StoredPicture | null
}

export const gameColumns = { id: games.id, name: games.name, art: games.art }

/**
 * The columns of an event a list shows (events.service.ts toSummary): of the form's additional_info only
 * `event_end_date` and `url`; descriptions, schedules and stages stay in the database.
 */
export const summaryColumns = {
  id: events.id,
  ownerId: events.ownerId,
  name: events.name,
  gameId: events.gameId,
  eventType: events.eventType,
  eventSubtype: events.eventSubtype,
  status: events.status,
  eventVisibility: events.eventVisibility,
  address: events.address,
  countryCode: events.countryCode,
  cityId: events.cityId,
  lat: events.lat,
  lng: events.lng,
  timezone: events.timezone,
  startLocal: events.startLocal,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  lightDate: events.lightDate,
  registrationDeadline: events.registrationDeadline,
  maxPlayers: events.maxPlayers,
  takenSeats: events.takenSeats,
  heldSeats: events.heldSeats,
  price: events.price,
  currency: events.currency,
  accessibleLocation: events.accessibleLocation,
  officialEvent: events.officialEvent,
  cover: events.cover,
  additionalInfo: sql<Record<string, unknown>>`jsonb_build_object(
    'event_end_date', ${events.additionalInfo}->'event_end_date', 'url', ${events.additionalInfo}->'url')`,
}

export type SummaryEvent = Pick<EventRow, Exclude<keyof typeof summaryColumns, 'additionalInfo'>> & {
  additionalInfo: Record<string, unknown>
}

/** An event as lists show it: the event with its game and its owner's store. */
export interface ListedRow<Event extends SummaryEvent = SummaryEvent> {
  event: Event
  game: GameRow
  owner: OwnerStoreRow
}

/** The events' owners, as the lists join them. */
export const owner = alias(users, 'owner')

export const ownerColumns = {
  id: owner.id,
  isPublic: owner.isPublic,
  storeLogo: owner.storeLogo,
  storePhoto: owner.storePhoto,
  storeInformation: owner.storeInformation,
}

/**
 * Events as lists show them, with their game and owner's store, plus any computed columns (`extra`); the
 * caller adds the conditions and the order. Works inside a transaction too.
 */
export function selectListedRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Database, 'select'>,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ event: summaryColumns, game: gameColumns, owner: ownerColumns, ...extra })
    .from(events)
    .innerJoin(games, eq(games.id, events.gameId))
    .innerJoin(owner, eq(owner.id, events.ownerId))
}

/** The same with every column of the event, for one event's page. */
export function selectEventRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Database, 'select'>,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ event: events, game: gameColumns, owner: ownerColumns, ...extra })
    .from(events)
    .innerJoin(games, eq(games.id, events.gameId))
    .innerJoin(owner, eq(owner.id, events.ownerId))
}

/** The caller's relation to the event (registered, favourite store), or none for an anonymous caller. */
export function callerColumns(callerId: number | undefined) {
  return {
    isRegistered:
      callerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.eventId} = ${events.id} AND ${registrations.userId} = ${callerId})`,
    isFavorite:
      callerId === undefined
        ? sql<boolean>`false`
        : sql<boolean>`EXISTS (SELECT 1 FROM ${storeFollows} WHERE ${storeFollows.storeId} = ${events.ownerId} AND ${storeFollows.userId} = ${callerId})`,
    distanceM: sql<null>`NULL::float8`,
  }
}

/** The caller's check-in code for the event (issue 14), null when they are not registered or anonymous. */
export function checkInCodeColumn(callerId: number | undefined) {
  return {
    checkInCode:
      callerId === undefined
        ? sql<string | null>`NULL::text`
        : sql<
            string | null
          >`(SELECT ${registrations.checkInCode} FROM ${registrations} WHERE ${registrations.eventId} = ${events.id} AND ${registrations.userId} = ${callerId})`,
  }
}

import { STAGE_FORMATS, type StageFormat } from '@questboard/domain/constants'
import type { EventDetail } from '@questboard/domain/event-api.schema'

/**
 * The `additional_info` of an event detail, read defensively: the contract types it as a free record (the
 * event form's shape, spec §3), so each field is taken only when it has the expected type.
 */
export interface EventInfo {
  dailySchedules: { day: string; startTime: string | null; endTime: string | null }[]
  stages: { format: StageFormat; playersMin: number | null; playersMax: number | null }[]
  format: StageFormat | null
  eventEndDate: string | null
  registrationDate: string | null
  deckRegistrationDeadline: string | null
  deckDayOfRegistration: boolean
  parkingAvailable: boolean
  wifiAvailable: boolean
  transportationOptions: string | null
  language: string | null
  accessibleLocation: boolean
  minPlayers: number | null
  maxPlayers: number | null
  description: string | null
  price: number
  currency: string | null
  prizeDescription: string | null
  materialsRequired: string | null
  officialEvent: boolean
  isBga: boolean
  url: string | null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const flag = (value: unknown) => value === true
const format = (value: unknown) =>
  STAGE_FORMATS.includes(value as StageFormat) ? (value as StageFormat) : null
const records = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : []

export function readEventInfo(info: Record<string, unknown> | null | undefined): EventInfo {
  const source = info ?? {}
  return {
    dailySchedules: records(source.daily_schedules).flatMap((schedule) => {
      const day = text(schedule.day)
      return day ? [{ day, startTime: text(schedule.start_time), endTime: text(schedule.end_time) }] : []
    }),
    stages: records(source.stages)
      .toSorted((a, b) => (number(a.order_index) ?? 0) - (number(b.order_index) ?? 0))
      .map((stage) => ({
        format: format(stage.format) ?? 'SW',
        playersMin: number(stage.players_min),
        playersMax: number(stage.players_max),
      })),
    format: format(source.event_type),
    eventEndDate: text(source.event_end_date),
    registrationDate: text(source.registration_date),
    deckRegistrationDeadline: text(source.deck_registration_deadline),
    deckDayOfRegistration: flag(source.deck_day_of_registration),
    parkingAvailable: flag(source.parking_available),
    wifiAvailable: flag(source.wifi_available),
    transportationOptions: text(source.transportation_options),
    language: text(source.language),
    accessibleLocation: flag(source.accessible_location),
    minPlayers: number(source.min_players),
    maxPlayers: number(source.max_players),
    description: text(source.event_description),
    price: number(source.event_price) ?? 0,
    currency: text(source.event_currency),
    prizeDescription: text(source.prize_description),
    materialsRequired: text(source.materials_required),
    officialEvent: flag(source.official_event),
    isBga: flag(source.is_bga),
    url: safeUrl(source.url),
  }
}

/** Only http(s) links are shown: a stored `javascript:` URL must never become a link. */
export function safeUrl(value: unknown): string | null {
  const candidate = text(value)
  if (!candidate) return null
  try {
    const parsed = new URL(candidate)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

/** A map search link for an address (opens the visitor's map service; no map library needed). */
export function mapLink(parts: readonly (string | null | undefined)[]): string | null {
  const query = parts.filter((part) => part && part.trim() !== '').join(', ')
  return query ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}` : null
}

/**
 * Where the event is held: the store address it copied under "use my address", when the API gave one; else
 * its own.
 */
export function venueAddress(event: Pick<EventDetail, 'use_my_address' | 'user_address' | 'address'>) {
  return event.use_my_address && event.user_address ? event.user_address : event.address
}

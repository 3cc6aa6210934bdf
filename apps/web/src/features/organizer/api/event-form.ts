/**
 * The event between the API (`GET /api/events/{id}/`, the `POST`/`PUT` body) and the event form. The form
 * holds texts (inputs give strings; blank = not set) and flags; `eventFormSchema` (packages/domain) parses
 * them into the body, and `eventRequestBody` adds what the schema does not carry.
 */
import {
  DEFAULT_STAGE_FORMAT,
  DEFAULT_VISIBILITY,
  type EventKind,
  type EventSubtype,
  type StageFormat,
  type Visibility,
} from '@questboard/domain/constants'
import { defaultTimeZone, findCountry, normalizeCountry } from '@questboard/domain/countries'
import type { EventBody } from '@questboard/domain/event.schema'
import type { EventDetail } from '@questboard/domain/event-api.schema'
import type { EventRequestBody } from './events'
import { newRepeatValues, type RepeatValues } from './repeat-form'

export interface AddressValues {
  street: string
  street_2: string
  city: string
  postcode: string
  region: string
  country: string
}

export interface DailyScheduleValues {
  day: string
  start_time: string
  end_time: string
}

export interface StageValues {
  format: StageFormat
  players_min: string
  players_max: string
  order_index: string
}

export interface EventFormValues {
  name: string
  game: string
  event_type: EventKind
  event_subtype: EventSubtype | ''
  event_visibility: Visibility
  event_start_date: string
  light_date: string
  timezone: string
  use_my_address: boolean
  address: AddressValues
  additional_info: {
    daily_schedules: DailyScheduleValues[]
    stages: StageValues[]
    event_end_date: string
    registration_date: string
    deck_registration_deadline: string
    deck_day_of_registration: boolean
    parking_available: boolean
    wifi_available: boolean
    transportation_options: string
    language: string
    accessible_location: boolean
    min_players: string
    max_players: string
    event_type: StageFormat
    event_description: string
    event_price: string
    event_currency: string
    prize_description: string
    materials_required: string
    send_notifications: boolean
    official_event: boolean
    is_bga: boolean
    url: string
  }
  /** Admins only: the organizer the event is reassigned to (null keeps the current owner). */
  owner: { id: number; nickname: string } | null
  /** A new event only: Repeat (issue 15 §4) makes it a series. */
  repeat?: RepeatValues
  /**
   * An existing event only: its cover image (issue 13 §7), sent on its own (`PUT`/`DELETE …/cover/`). Absent:
   * keep it; a File: replace it; '': remove it.
   */
  cover?: File | ''
}

export const EMPTY_ADDRESS: AddressValues = {
  street: '',
  street_2: '',
  city: '',
  postcode: '',
  region: '',
  country: '',
}

/** A store or event address as the form holds it (blanks for nulls, the country as its ISO code). */
export function addressValues(address: Partial<Record<keyof AddressValues, unknown>> | null | undefined) {
  const values = { ...EMPTY_ADDRESS }
  for (const key of Object.keys(values) as (keyof AddressValues)[]) values[key] = text(address?.[key])
  values.country = normalizeCountry(values.country) ?? values.country
  return values
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const bool = (value: unknown): boolean => value === true

/** The time zones a country's events may use; the first is its default. */
export function timeZonesOf(country: string): readonly string[] {
  return findCountry(country)?.timezones ?? []
}

/** A new event: a full event in the store's country (its default zone), Swiss format, public. */
export function newEventFormValues(storeAddress?: Partial<AddressValues> | null): EventFormValues {
  const country = normalizeCountry(storeAddress?.country) ?? ''
  return {
    name: '',
    game: '',
    event_type: 'Full',
    event_subtype: '',
    event_visibility: DEFAULT_VISIBILITY,
    event_start_date: '',
    light_date: '',
    timezone: defaultTimeZone(country) ?? '',
    use_my_address: false,
    address: { ...EMPTY_ADDRESS, country },
    additional_info: {
      daily_schedules: [],
      stages: [],
      event_end_date: '',
      registration_date: '',
      deck_registration_deadline: '',
      deck_day_of_registration: false,
      parking_available: false,
      wifi_available: false,
      transportation_options: '',
      language: '',
      accessible_location: false,
      min_players: '0',
      max_players: '',
      event_type: DEFAULT_STAGE_FORMAT,
      event_description: '',
      event_price: '',
      event_currency: '',
      prize_description: '',
      materials_required: '',
      send_notifications: false,
      official_event: false,
      is_bga: false,
      url: '',
    },
    owner: null,
    repeat: newRepeatValues(),
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const asList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map(asRecord) : []

/**
 * The address an event is shown with: its own, or, under "use my address" when the API left its own address
 * blank, the store address it copied (`user_address`). Sending back what the API stored keeps the location
 * unchanged, which an update must (spec §4: a changed location is refused).
 */
function eventAddress(event: EventDetail) {
  const own = event.address
  const hasOwn = Boolean(own && (own.street || own.city || own.postcode))
  return event.use_my_address && !hasOwn ? event.user_address : own
}

/** The form values of a saved event. A free event (price 0) shows a blank fee. */
export function eventFormValuesFromDetail(event: EventDetail): EventFormValues {
  const info = asRecord(event.additional_info)
  const empty = newEventFormValues()
  const price = typeof info.event_price === 'number' ? info.event_price : Number(info.event_price)
  return {
    name: event.name,
    game: String(event.game),
    event_type: event.event_type,
    event_subtype: event.event_subtype,
    event_visibility: event.event_visibility,
    event_start_date: event.event_type === 'Light' ? '' : text(event.event_start_date).slice(0, 16),
    light_date: text(event.light_date).slice(0, 10),
    timezone: event.timezone,
    use_my_address: event.use_my_address,
    address: addressValues(eventAddress(event)),
    additional_info: {
      ...empty.additional_info,
      daily_schedules: asList(info.daily_schedules).map((day) => ({
        day: text(day.day).slice(0, 10),
        start_time: text(day.start_time).slice(0, 5),
        end_time: text(day.end_time).slice(0, 5),
      })),
      stages: asList(info.stages)
        .sort((a, b) => Number(a.order_index ?? 0) - Number(b.order_index ?? 0))
        .map((stage) => ({
          format: (text(stage.format) || DEFAULT_STAGE_FORMAT) as StageFormat,
          players_min: text(stage.players_min),
          players_max: text(stage.players_max),
          order_index: text(stage.order_index),
        })),
      event_end_date: text(info.event_end_date).slice(0, 16),
      registration_date: text(info.registration_date),
      deck_registration_deadline: text(info.deck_registration_deadline).slice(0, 16),
      deck_day_of_registration: bool(info.deck_day_of_registration),
      parking_available: bool(info.parking_available),
      wifi_available: bool(info.wifi_available),
      transportation_options: text(info.transportation_options),
      language: text(info.language),
      accessible_location: bool(info.accessible_location),
      min_players: text(info.min_players),
      max_players: text(info.max_players),
      event_type: (text(info.event_type) || DEFAULT_STAGE_FORMAT) as StageFormat,
      event_description: text(info.event_description),
      event_price: Number.isFinite(price) && price > 0 ? String(price) : '',
      event_currency: text(info.event_currency),
      prize_description: text(info.prize_description),
      materials_required: text(info.materials_required),
      send_notifications: bool(info.send_notifications),
      official_event: bool(info.official_event),
      is_bga: bool(info.is_bga),
      url: text(info.url),
    },
    owner: null,
    repeat: newRepeatValues(),
  }
}

/**
 * A copy of a saved event for the new-event form (issue 13, decision 027): everything but its dates, which the
 * organizer chooses again (the daily schedules and the deck deadline are dates too), and its owner.
 */
export function duplicateFormValues(event: EventDetail): EventFormValues {
  const values = eventFormValuesFromDetail(event)
  return {
    ...values,
    event_start_date: '',
    light_date: '',
    additional_info: {
      ...values.additional_info,
      event_end_date: '',
      daily_schedules: [],
      deck_registration_deadline: '',
    },
  }
}

/**
 * The request body of a valid form: a light event starts on its light date (spec §4), stages are ordered as
 * the form lists them, the zone defaults to the country's, and an admin's reassignment names the new owner.
 */
export function eventRequestBody(body: EventBody, values: Pick<EventFormValues, 'owner'>): EventRequestBody {
  const light = body.event_type === 'Light'
  const request: EventRequestBody = {
    ...body,
    light_event: light,
    event_start_date: light && body.light_date ? `${body.light_date}T00:00` : body.event_start_date,
    light_date: light ? body.light_date : null,
    timezone: body.timezone || defaultTimeZone(body.address?.country) || body.timezone,
    additional_info: {
      ...body.additional_info,
      stages: body.additional_info.stages.map((stage, index) => ({ ...stage, order_index: index + 1 })),
    },
  }
  if (values.owner) request.owner = values.owner.id
  return request
}

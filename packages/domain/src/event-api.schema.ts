// Longer than 300 lines: one contract for every read call of the Event API, imported under this name by the API's routes.
/**
 * The read side of the Event API as the web app and the API agree on it (spec §7 "response shapes: not
 * shown", decided here; DESIGN.md): the query of `GET /api/events/` and `GET /api/events/event_locations/`,
 * and the bodies of the list, detail, players, locations, me and stores calls. The API validates queries
 * and serializes responses with these schemas (so the OpenAPI document shows them); the web app infers its
 * types from them.
 *
 * Conventions: ids are numbers; instants are UTC ISO 8601 strings; `event_start_date` and
 * `additional_info.event_end_date` are venue wall clocks `YYYY-MM-DDTHH:mm` in the event's `timezone`.
 */
import { z } from 'zod'
import {
  CURRENCIES,
  EVENT_KINDS,
  EVENT_LIFECYCLE_LABELS,
  EVENT_STATUSES,
  EVENT_SUBTYPES,
  MAX_PAGE_SIZE,
  MAX_SEARCH_RADIUS_KM,
  ORDERS,
  PAGE_SIZE,
  TIME_SLICES,
  TIME_STATES,
  VISIBILITIES,
  WEEKDAYS,
  type Weekday,
} from './constants'
import { normalizeCountry } from './countries'
import { MAP_MAX_ZOOM } from './map-box'
import { mapBoxParam } from './map-box.schema'
import { NO_SHOW_RULES } from './no-shows'
import { eventPictureSchema, pictureSchema } from './picture.schema'
import {
  blankAsUndefined,
  queryChoice,
  queryDate,
  queryFlag,
  queryInteger,
  queryNumber,
} from './query-params'
import { hasNulCharacter } from './zod-rules'

// ── Query ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Free text to search for (at most `max` characters when given). A NUL character is refused: no name holds
 * one, and PostgreSQL cannot even compare it.
 */
export const searchText = (max?: number) =>
  (max === undefined ? z.string() : z.string().max(max, `Must be at most ${max} characters.`)).refine(
    (value) => !hasNulCharacter(value),
    'Must not contain a NUL character.',
  )

/**
 * The filters of spec §7 for `GET /api/events/` (and, without paging, `event_locations`). A bad value is a
 * 400 naming the parameter. `country` takes ISO codes (`UK` is read as `GB`); an unknown `city` id is
 * ignored (spec §4: it is cleared); `order=distance` without both coordinates falls back to date. `radius`
 * (km) keeps the events within that distance of the coordinates, which it needs.
 */
const eventListQueryShape = z.object({
  page: queryInteger(1).default(1),
  page_size: queryInteger(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
  order: queryChoice(ORDERS),
  country: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const code = normalizeCountry(value.toUpperCase())
        if (!code) {
          ctx.addIssue({ code: 'custom', message: 'Must be a supported country code.' })
          return z.NEVER
        }
        return code
      })
      .optional(),
  ),
  latitude: queryNumber(-90, 90),
  longitude: queryNumber(-180, 180),
  radius: queryInteger(1, MAX_SEARCH_RADIUS_KM),
  event_type: queryChoice(EVENT_KINDS),
  start_date: queryDate(),
  end_date: queryDate(),
  game: queryInteger(1),
  event_subtype: queryChoice(EVENT_SUBTYPES),
  owner: queryInteger(1),
  favorites: queryFlag(),
  is_free: queryFlag(),
  accessible_location: queryFlag(),
  seats_available: queryFlag(),
  official_event: queryFlag(),
  time_slice: queryChoice(TIME_SLICES),
  city: queryInteger(1),
})

function checkListQuery(query: z.output<typeof eventListQueryShape>, ctx: z.RefinementCtx) {
  if ((query.latitude === undefined) !== (query.longitude === undefined)) {
    const missing = query.latitude === undefined ? 'latitude' : 'longitude'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'Give both latitude and longitude.' })
  }
  if (query.radius !== undefined && query.latitude === undefined && query.longitude === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['radius'],
      message: 'Give the latitude and longitude it is around.',
    })
  }
  if (query.start_date && query.end_date && query.end_date < query.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Must not be before start_date.' })
  }
}

export const eventListQuerySchema = eventListQueryShape.superRefine(checkListQuery)

export type EventListQuery = z.output<typeof eventListQuerySchema>

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────────────────

export const addressSchema = z
  .object({
    street: z.string().nullable(),
    street_2: z.string().nullable(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    region: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  })
  .meta({ id: 'Address' })

/** A game events can be about, with its art (issue 13 §7: the picture of its events that have no cover). */
export const gameSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    art: pictureSchema.nullable().describe('Set by the publisher (admins); null when the game has none'),
  })
  .meta({ id: 'Game' })

export type Game = z.output<typeof gameSchema>

/** A store as players see it: only public stores are shown, with their public details. */
export const storeSummarySchema = z
  .object({
    id: z.number().int().describe('The organizer’s Event API user id (the `owner` filter)'),
    name: z.string(),
    address: addressSchema.nullable(),
    website: z.string().nullable(),
    logo_url: z.string().nullable(),
    photo: pictureSchema
      .nullable()
      .describe('The store’s photo, shown beside its logo; null when it has none'),
    is_favorite: z
      .boolean()
      .describe('Followed by the caller (the favourite of DESIGN.md; false for anonymous callers)'),
  })
  .meta({ id: 'Store' })

const openingDaySchema = z.object({
  closed: z.boolean(),
  first_open: z.string().nullable().describe('HH:MM, venue time'),
  first_close: z.string().nullable(),
  second_open: z.string().nullable().describe('After a break; null when there is none'),
  second_close: z.string().nullable(),
})

/** A public store's page (issue 13 §8): its profile and opening hours; its events are the list's `owner` filter. */
export const storeDetailSchema = storeSummarySchema
  .extend({
    phone_number: z.string().nullable(),
    store_email: z.string().nullable(),
    schedule: z
      .object(
        Object.fromEntries(WEEKDAYS.map((day) => [day, openingDaySchema])) as Record<
          Weekday,
          typeof openingDaySchema
        >,
      )
      .nullable()
      .describe('Monday to Sunday, each closed unless both first times are set; null when never filled in'),
  })
  .meta({ id: 'StoreDetail' })

const eventComputed = {
  status: z.enum(EVENT_STATUSES),
  /** UTC instants computed from the venue wall clocks. */
  starts_at: z.string(),
  ends_at: z.string(),
  time_state: z.enum(TIME_STATES),
  lifecycle_labels: z.array(z.enum(EVENT_LIFECYCLE_LABELS)),
  players_count: z.number().int(),
  /** Null when the event has no player limit. */
  seats_left: z.number().int().nullable(),
  /** UTC; null when the event sets no deadline (registration closes at the start). */
  registration_deadline: z.string().nullable(),
  registration_open: z.boolean().describe('Seats left, deadline not passed, neither cancelled nor started'),
  /** Whether the caller is registered (false for anonymous callers). */
  is_registered: z.boolean(),
  /** The owner's store when it is public, else null. */
  store: storeSummarySchema.nullable(),
  picture: eventPictureSchema
    .nullable()
    .describe('The event’s cover, else its game’s art; null when it has neither'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The preset city of the event (spec §9 ids), when it is in or near one. */
  city_id: z.number().int().nullable(),
}

/** The caller's code for event day's check-in (issue 14): shown as text and as a QR code; null unless registered. */
const checkInCode = z.string().nullable().describe('The caller’s check-in code when registered, else null')

/** One event in `GET /api/events/` and `GET /api/events/me/`. */
export const eventSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    game: z.number().int(),
    game_name: z.string(),
    event_type: z.enum(EVENT_KINDS),
    event_subtype: z.enum(EVENT_SUBTYPES),
    event_start_date: z.string().describe('Venue wall clock YYYY-MM-DDTHH:mm'),
    event_end_date: z.string().nullable().describe('Venue wall clock YYYY-MM-DDTHH:mm'),
    light_date: z.string().nullable(),
    timezone: z.string(),
    address: addressSchema,
    owner: z.number().int(),
    event_price: z.number(),
    event_currency: z.enum(CURRENCIES).nullable(),
    max_players: z.number().int().nullable(),
    official_event: z.boolean(),
    accessible_location: z.boolean(),
    url: z.string().nullable().describe('Light events: where to register'),
    /** Kilometres from the asked coordinates, when the list was asked with them. */
    distance_km: z.number().nullable(),
    ...eventComputed,
  })
  .meta({ id: 'EventSummary' })

/** `GET /api/events/{id}/`: every field of spec §3 with what the API computes. */
export const eventDetailSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    game: z.number().int(),
    game_name: z.string(),
    event_start_date: z.string(),
    event_type: z.enum(EVENT_KINDS),
    event_subtype: z.enum(EVENT_SUBTYPES),
    owner: z.number().int(),
    event_visibility: z.enum(VISIBILITIES),
    awarded_xp: z.boolean(),
    address: addressSchema,
    light_event: z.boolean(),
    light_date: z.string().nullable(),
    use_my_address: z.boolean(),
    /** The store address the event uses when `use_my_address` is set. */
    user_address: addressSchema.nullable(),
    timezone: z.string(),
    additional_info: z.record(z.string(), z.unknown()).describe('As on the event form (spec §3)'),
    ...eventComputed,
    check_in_code: checkInCode,
    series_id: z
      .number()
      .int()
      .nullable()
      .describe('The series the event belongs to (decision 031), or null'),
    no_show_rule: z
      .enum(NO_SHOW_RULES)
      .describe(
        'The store’s rule for players who missed 2 or more events in the last 90 days: off, register only in the ' +
          'last 48 hours before the event (last_48_hours), or not at all (closed)',
      ),
  })
  .meta({ id: 'EventDetail' })

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })

export const eventPageSchema = pageOf(eventSummarySchema).meta({ id: 'EventPage' })

/** `GET /api/events/{id}/players/`: never emails. */
export const eventPlayerSchema = z
  .object({ id: z.number().int(), nickname: z.string() })
  .meta({ id: 'Player' })
export const eventPlayersSchema = z.array(eventPlayerSchema)

/** `GET /api/events/event_locations/`: light points for the map, every matching event (no paging). */
export const eventLocationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    event_start_date: z.string(),
    event_type: z.enum(EVENT_KINDS),
    event_subtype: z.enum(EVENT_SUBTYPES),
    city: z.string().nullable(),
  })
  .meta({ id: 'EventLocation' })
export const eventLocationsSchema = z.array(eventLocationSchema)

/**
 * `GET /api/events/event_locations/`: the list's filters, and `bbox` with `zoom` for the map's view. With a
 * `bbox` the answer is the view's clusters and single events (eventMapSchema); without, the light points.
 */
export const eventLocationsQuerySchema = eventListQueryShape
  .extend({ bbox: mapBoxParam, zoom: queryInteger(0, MAP_MAX_ZOOM) })
  .superRefine((query, ctx) => {
    checkListQuery(query, ctx)
    if (query.zoom !== undefined && query.bbox === undefined) {
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: 'Give the bbox the zoom is for.' })
    }
  })

export type EventLocationsQuery = z.output<typeof eventLocationsQuerySchema>

/** One event on the map where it stands alone at the asked zoom. */
export const eventMapPointSchema = z
  .object({
    id: z.number().int(),
    lat: z.number(),
    lng: z.number(),
    name: z.string(),
    event_start_date: z.string(),
    /** The start as an instant and the venue's zone: the map shows the date as the list's cards do. */
    starts_at: z.string(),
    timezone: z.string(),
    event_type: z.enum(EVENT_KINDS),
    event_subtype: z.enum(EVENT_SUBTYPES),
    city: z.string().nullable(),
  })
  .meta({ id: 'EventMapPoint' })

/** Several events too close to tell apart at the asked zoom: where they are on average, and how many. */
export const eventMapClusterSchema = z
  .object({ lat: z.number(), lng: z.number(), count: z.number().int() })
  .meta({ id: 'EventMapCluster' })

/** The map's view: `count` events in the box, the clusters' counts and the single events adding up to it. */
export const eventMapSchema = z
  .object({
    count: z.number().int(),
    clusters: z.array(eventMapClusterSchema),
    events: z.array(eventMapPointSchema),
  })
  .meta({ id: 'EventMap' })

/** `GET /api/events/me/`: `when=upcoming` (not ended; the default) or `past`. */
export const myEventsQuerySchema = z.object({
  when: z.preprocess(blankAsUndefined, z.enum(['upcoming', 'past']).default('upcoming')),
  page: queryInteger(1).default(1),
  page_size: queryInteger(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
})
export const myEventSchema = eventSummarySchema
  .extend({ relation: z.enum(['player', 'owner']), check_in_code: checkInCode })
  .meta({ id: 'MyEvent' })
export const myEventsPageSchema = pageOf(myEventSchema).meta({ id: 'MyEventPage' })

/** `GET /api/stores/?search=`: public stores by name or city, for the shop filter. */
export const storeListQuerySchema = z.object({
  search: z.preprocess(blankAsUndefined, searchText(100).optional()),
  page: queryInteger(1).default(1),
  page_size: queryInteger(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
})
export const storePageSchema = pageOf(storeSummarySchema).meta({ id: 'StorePage' })

export type Address = z.infer<typeof addressSchema>
export type StoreSummary = z.infer<typeof storeSummarySchema>
export type EventSummary = z.infer<typeof eventSummarySchema>
export type EventDetail = z.infer<typeof eventDetailSchema>
export type EventPage = z.infer<typeof eventPageSchema>
export type EventPlayer = z.infer<typeof eventPlayerSchema>
export type EventLocation = z.infer<typeof eventLocationSchema>
export type EventMap = z.infer<typeof eventMapSchema>
export type EventMapPoint = z.infer<typeof eventMapPointSchema>
export type EventMapCluster = z.infer<typeof eventMapClusterSchema>
export type MyEvent = z.infer<typeof myEventSchema>
export type MyEventsPage = z.infer<typeof myEventsPageSchema>
export type StorePage = z.infer<typeof storePageSchema>
export type StoreDetail = z.infer<typeof storeDetailSchema>

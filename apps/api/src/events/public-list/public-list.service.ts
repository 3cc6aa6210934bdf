import { type EventKind, type EventSubtype, effectiveOrder } from '@questboard/domain/constants'
import { findCity } from '@questboard/domain/countries'
import type {
  EventListQuery,
  EventLocation,
  EventLocationsQuery,
  EventMap,
  EventPage,
} from '@questboard/domain/event-api.schema'
import { MAP_MAX_ZOOM } from '@questboard/domain/map-box'
import { isStorableId } from '../../db/ids.ts'
import { pageWindow, toPage } from '../../pagination.ts'
import type { Caller } from '../../plugins/auth.ts'
import type { EventPresenter } from '../event-presenter.ts'
import type { PublicEventFilters, Radius } from './filters.ts'
import type { Point } from './geometry.ts'
import type { PublicList } from './public-list.ts'

/** The map gets every matching point up to this many (the nearest or soonest first) when it asks no box. */
export const EVENT_LOCATIONS_LIMIT = 5000

export interface PublicListServiceOptions {
  publicList: PublicList
  presenter: EventPresenter
  publicUrl: string
  now?: () => Date
}

interface ListContext {
  caller: Caller | null
  requestUrl: string
}

/** The public list and the map (spec §7): the query's filters resolved, the answer shaped. */
export function createPublicListService({
  publicList,
  presenter: { toSummary },
  publicUrl,
  now = () => new Date(),
}: PublicListServiceOptions) {
  /** The query's filters as the repository takes them; spec §4: an unknown city id is ignored. */
  const toFilters = (query: EventListQuery, caller: Caller | null, at: Date): PublicEventFilters | null => {
    // favorites=true asks for "my stores": nobody's for an anonymous caller, so nothing (see docs/decisions).
    if (query.favorites && !caller) return null
    // Ids are int4 in the database: a larger one names nothing (and must not become a database error).
    if ([query.owner, query.game].some((id) => id !== undefined && !isStorableId(id))) return null
    return {
      countryCode: query.country,
      cityId: query.city !== undefined && findCity(query.city) ? query.city : undefined,
      eventType: query.event_type,
      eventSubtype: query.event_subtype,
      gameId: query.game,
      ownerId: query.owner,
      favoritesOf: query.favorites && caller ? caller.user.id : undefined,
      isFree: query.is_free,
      accessibleLocation: query.accessible_location,
      seatsAvailable: query.seats_available,
      officialEvent: query.official_event,
      timeSlice: query.time_slice,
      radius: radiusOf(query),
      startDate: query.start_date,
      endDate: query.end_date,
      now: at,
    }
  }

  /** The nearest first: the query's point, when the order is distance. */
  const nearPoint = (query: EventListQuery): Point | undefined => {
    const point = pointOf(query)
    return effectiveOrder(query.order, point !== undefined) === 'distance' ? point : undefined
  }

  return {
    async list(query: EventListQuery, { caller, requestUrl }: ListContext): Promise<EventPage> {
      const at = now()
      const filters = toFilters(query, caller, at)
      if (!filters) return toPage([], 0, query, { publicUrl, requestUrl })
      const { rows, count } = await publicList.list(filters, {
        near: nearPoint(query),
        from: pointOf(query),
        page: pageWindow(query),
        callerId: caller?.user.id,
      })
      const results = rows.map((row) => toSummary(row, at))
      return toPage(results, count, query, { publicUrl, requestUrl })
    },

    /** The map's view of a box (clusters and single events), or without a box the points of the demo's size. */
    async locations(query: EventLocationsQuery, caller: Caller | null): Promise<EventMap | EventLocation[]> {
      const filters = toFilters(query, caller, now())
      const { bbox, zoom } = query
      if (bbox) {
        if (!filters) return { count: 0, clusters: [], events: [] }
        // Without a zoom, the one that shows the box's width on a screen about 1,000 pixels wide.
        const width = bbox.west <= bbox.east ? bbox.east - bbox.west : 360 - bbox.west + bbox.east
        const fitting = Math.floor(Math.log2((360 / Math.max(width, 1e-6)) * (1024 / 256)))
        return publicList.map(filters, {
          box: bbox,
          zoom: zoom ?? Math.max(0, Math.min(MAP_MAX_ZOOM, fitting)),
          callerId: caller?.user.id,
        })
      }
      if (!filters) return []
      const rows = await publicList.locations(filters, {
        near: nearPoint(query),
        limit: EVENT_LOCATIONS_LIMIT,
      })
      return rows.map((row) => ({
        ...row,
        event_type: row.event_type as EventKind,
        event_subtype: row.event_subtype as EventSubtype,
      }))
    },
  }
}

/** The query's point (latitude and longitude come together: the schema checks it). */
function pointOf(query: EventListQuery): Point | undefined {
  if (query.latitude === undefined || query.longitude === undefined) return undefined
  return { lat: query.latitude, lng: query.longitude }
}

const METRES_PER_KM = 1000

/** The radius filter: `radius` km around the query's point (the schema refuses a radius without one). */
function radiusOf(query: EventListQuery): Radius | undefined {
  const center = pointOf(query)
  if (query.radius === undefined || !center) return undefined
  return { center, metres: query.radius * METRES_PER_KM }
}

export type PublicListService = ReturnType<typeof createPublicListService>

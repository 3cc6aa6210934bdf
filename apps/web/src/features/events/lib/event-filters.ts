import {
  DEFAULT_FILTER_EVENT_TYPE,
  EVENT_KINDS,
  type EventKind,
  FILTER_EVENT_SUBTYPES,
  type FilterEventSubtype,
  MAX_SEARCH_RADIUS_KM,
  ORDERS,
  type Order,
  TIME_SLICES,
  type TimeSlice,
} from '@questboard/domain/constants'
import {
  type CountryCode,
  findCity,
  findPresetCityNear,
  normalizeCountry,
} from '@questboard/domain/countries'
import { isDate } from '@questboard/domain/datetime'

/** The kind filter: a kind, or every kind (`all`, which the API reads as "not asked"). */
export type KindFilter = EventKind | 'all'
export const KIND_FILTERS: readonly KindFilter[] = [...EVENT_KINDS, 'all']

export const FLAG_FILTERS = ['is_free', 'seats_available', 'accessible_location', 'official_event'] as const

/**
 * The filters of the event list and the locator (spec §2, §7), as the URL query holds them: the same names
 * as the API's query, so a shared link is the search itself.
 */
export interface EventFilters {
  game?: number
  event_subtype: FilterEventSubtype
  event_type: KindFilter
  start_date?: string
  end_date?: string
  country?: CountryCode
  city?: number
  /** A store (its owner's Event API user id). */
  owner?: number
  favorites: boolean
  time_slice?: TimeSlice
  is_free: boolean
  seats_available: boolean
  accessible_location: boolean
  official_event: boolean
  latitude?: number
  longitude?: number
  /** "Near me" found no preset city: the search is around the visitor's coordinates (spec §4). */
  localize: boolean
  /** The name of the place the coordinates are (a town chosen in the place search, or the map's area). */
  place?: string
  /** Only the events this many km from the coordinates at most. */
  radius?: number
  /** The list's order; without one, nearest first around coordinates, else by date. */
  order?: Order
}

/** The radius a place search starts with (km). */
export const DEFAULT_RADIUS_KM = 50
/** A place name longer than this in a URL is not one the place search gave. */
const MAX_PLACE_LENGTH = 100

export const DEFAULT_FILTERS: EventFilters = {
  event_subtype: 'all',
  event_type: DEFAULT_FILTER_EVENT_TYPE,
  favorites: false,
  is_free: false,
  seats_available: false,
  accessible_location: false,
  official_event: false,
  localize: false,
}

const positiveInteger = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 && Number.isSafeInteger(number) ? number : undefined
}

const coordinate = (value: string | null, limit: number) => {
  if (value === null || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined
}

const flag = (value: string | null) => value === 'true' || value === '1'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/**
 * Reads the filters from a URL query, leniently: a value that makes no sense is dropped rather than sent
 * to the API. An unknown city id is cleared (spec §4); a known one brings its country.
 */
export function parseFilters(query: URLSearchParams): EventFilters {
  const startDate = query.get('start_date')
  const endDate = query.get('end_date')
  const latitude = coordinate(query.get('latitude'), 90)
  const longitude = coordinate(query.get('longitude'), 180)
  const hasCoordinates = latitude !== undefined && longitude !== undefined
  const city = findCity(positiveInteger(query.get('city')))
  const country = normalizeCountry(query.get('country'))
  const cityFits = city && (!country || city.country === country)
  const filters: EventFilters = {
    ...DEFAULT_FILTERS,
    game: positiveInteger(query.get('game')),
    event_subtype: oneOf(FILTER_EVENT_SUBTYPES, query.get('event_subtype')) ?? 'all',
    event_type: oneOf(KIND_FILTERS, query.get('event_type')) ?? DEFAULT_FILTER_EVENT_TYPE,
    start_date: isDate(startDate) ? startDate : undefined,
    end_date: isDate(endDate) ? endDate : undefined,
    country: cityFits ? city.country : country,
    city: cityFits ? city.id : undefined,
    owner: positiveInteger(query.get('owner')),
    favorites: flag(query.get('favorites')),
    time_slice: oneOf(TIME_SLICES, query.get('time_slice')),
    latitude: hasCoordinates ? latitude : undefined,
    longitude: hasCoordinates ? longitude : undefined,
    localize: hasCoordinates && flag(query.get('localize')),
    place: hasCoordinates ? placeName(query.get('place')) : undefined,
    radius: hasCoordinates ? radiusKm(query.get('radius')) : undefined,
    order: oneOf(ORDERS, query.get('order')),
  }
  for (const name of FLAG_FILTERS) filters[name] = flag(query.get(name))
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    filters.end_date = undefined
  }
  return filters
}

const placeName = (value: string | null) => {
  const name = value?.trim()
  return name && name.length <= MAX_PLACE_LENGTH ? name : undefined
}

const radiusKm = (value: string | null) => {
  const km = positiveInteger(value)
  return km !== undefined && km <= MAX_SEARCH_RADIUS_KM ? km : undefined
}

/** The page asked in the URL (1 when absent or not a page number). */
export function parsePage(query: URLSearchParams): number {
  return positiveInteger(query.get('page')) ?? 1
}

/** The URL query of filters and a page: only what differs from the defaults, in a stable order. */
export function filtersToQuery(filters: EventFilters, page = 1): URLSearchParams {
  const query = new URLSearchParams()
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(name, String(value))
  }
  set('game', filters.game)
  if (filters.event_subtype !== 'all') set('event_subtype', filters.event_subtype)
  if (filters.event_type !== DEFAULT_FILTER_EVENT_TYPE) set('event_type', filters.event_type)
  set('start_date', filters.start_date)
  set('end_date', filters.end_date)
  set('country', filters.country)
  set('city', filters.city)
  set('owner', filters.owner)
  if (filters.favorites) set('favorites', 'true')
  set('time_slice', filters.time_slice)
  for (const name of FLAG_FILTERS) if (filters[name]) set(name, 'true')
  if (filters.latitude !== undefined && filters.longitude !== undefined) {
    set('latitude', roundCoordinate(filters.latitude))
    set('longitude', roundCoordinate(filters.longitude))
    if (filters.localize) set('localize', 'true')
    set('place', filters.place)
    set('radius', filters.radius)
  }
  set('order', filters.order)
  if (page > 1) set('page', page)
  return query
}

/** About 100 m: enough to sort by distance, and it keeps shared links from pinpointing a home. */
function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000
}

export type EventApiQuery = Record<string, string | number | boolean | undefined>

/** The query of `GET /api/events/` (and, without paging, `event_locations`) for these filters. */
export function filtersToApiQuery(filters: EventFilters, paging?: { page: number; pageSize: number }) {
  const query: EventApiQuery = Object.fromEntries(filtersToQuery(filters).entries())
  delete query.localize
  delete query.place
  // The API lists every kind when none is asked; the filter's default is Full (spec §9).
  query.event_type = filters.event_type === 'all' ? undefined : filters.event_type
  if (paging) {
    query.page = paging.page
    query.page_size = paging.pageSize
  }
  return query
}

/** Parts of a search that are not filters of their own: the place's name and the order. */
const NOT_COUNTED = new Set(['localize', 'place', 'order'])

/** How many filters differ from the defaults (the reset button shows when there is any). */
export function activeFilterCount(filters: EventFilters): number {
  return [...filtersToQuery(filters).keys()].filter((name) => !NOT_COUNTED.has(name)).length
}

/**
 * "Near me" (spec §4 Listing): the coordinates order the list by distance; when they fall in a preset city
 * that city (and its country) is selected, otherwise the search is localized around them.
 */
export function nearMe(filters: EventFilters, latitude: number, longitude: number): EventFilters {
  const city = findPresetCityNear(latitude, longitude)
  return {
    ...filters,
    latitude,
    longitude,
    city: city?.id,
    country: city ? city.country : filters.country,
    localize: !city,
    place: undefined,
  }
}

/**
 * Events near a place (the place search, or the map's area): within the radius of its point, nearest first
 * unless the visitor sorts by date. The place replaces a country or city chosen before, which it could
 * contradict.
 */
export function nearPlace(
  filters: EventFilters,
  place: { name: string; lat: number; lng: number },
  radius = filters.radius ?? DEFAULT_RADIUS_KM,
): EventFilters {
  return {
    ...filters,
    latitude: place.lat,
    longitude: place.lng,
    place: place.name,
    radius,
    localize: false,
    country: undefined,
    city: undefined,
  }
}

/** Leaves "near me" or a place: no coordinates, no localized search, no radius; a city it selected stays. */
export function withoutNearMe(filters: EventFilters): EventFilters {
  return {
    ...filters,
    latitude: undefined,
    longitude: undefined,
    localize: false,
    place: undefined,
    radius: undefined,
  }
}

/** The chosen store's name, from the events it runs (the URL keeps only its id). */
export function shopNameOf(
  filters: EventFilters,
  page: { results: readonly { store: { id: number; name: string } | null }[] } | undefined,
): string | undefined {
  if (filters.owner === undefined) return undefined
  return page?.results.find((event) => event.store?.id === filters.owner)?.store?.name
}

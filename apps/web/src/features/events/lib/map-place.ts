import { MAX_SEARCH_RADIUS_KM } from '@questboard/domain/constants'
import { distanceKm, findCity, findCountry } from '@questboard/domain/countries'
import { type EventFilters, nearPlace } from './event-filters'

/** Where the map goes for a search: a point and a zoom, or a box to fit. */
export type MapPlace =
  | { center: [latitude: number, longitude: number]; zoom: number }
  | { bounds: [[south: number, west: number], [north: number, east: number]] }

const KM_PER_DEGREE = 111.2

/** Around a point ("near me", a city): a town and its surroundings. */
export const TOWN_ZOOM = 11

/**
 * The place a search is about, which the map shows when the search changes: the visitor's position ("near
 * me"), else the chosen city, else the chosen country's preset cities. A search about no place (a game, a
 * date…) leaves the map where the visitor put it: the map asks for what is in its view, so the count and
 * the markers follow the new search there.
 */
export function mapPlaceOf(filters: EventFilters): MapPlace | undefined {
  if (filters.latitude !== undefined && filters.longitude !== undefined && filters.radius !== undefined) {
    // The radius's circle, fitted: about 111 km a degree of latitude, fewer of longitude away from the equator.
    const dLat = filters.radius / KM_PER_DEGREE
    const dLng = dLat / Math.max(0.1, Math.cos((filters.latitude * Math.PI) / 180))
    return {
      bounds: [
        [filters.latitude - dLat, filters.longitude - dLng],
        [filters.latitude + dLat, filters.longitude + dLng],
      ],
    }
  }
  if (filters.latitude !== undefined && filters.longitude !== undefined) {
    return { center: [filters.latitude, filters.longitude], zoom: TOWN_ZOOM }
  }
  const city = findCity(filters.city)
  if (city) return { center: [city.lat, city.lng], zoom: TOWN_ZOOM }
  const cities = findCountry(filters.country)?.cities ?? []
  if (cities.length === 0) return undefined
  const latitudes = cities.map((entry) => entry.lat)
  const longitudes = cities.map((entry) => entry.lng)
  return {
    bounds: [
      [Math.min(...latitudes), Math.min(...longitudes)],
      [Math.max(...latitudes), Math.max(...longitudes)],
    ],
  }
}

/** Equal for the same place: the map moves only when the place a search is about changes. */
export function mapPlaceKey(place: MapPlace | undefined): string {
  return place ? JSON.stringify(place) : ''
}

/**
 * "Search this area": the events around the map's center, within the distance to its corners (so the
 * whole view, at most the API's largest radius), named `name`.
 */
export function areaSearch(
  filters: EventFilters,
  name: string,
  center: { lat: number; lng: number },
  corner: { lat: number; lng: number },
): EventFilters {
  const radius = Math.min(MAX_SEARCH_RADIUS_KM, Math.max(1, Math.ceil(distanceKm(center, corner))))
  const round = (value: number) => Math.round(value * 1000) / 1000
  return nearPlace(
    filters,
    { name, lat: round(center.lat), lng: round(((center.lng + 540) % 360) - 180) },
    radius,
  )
}

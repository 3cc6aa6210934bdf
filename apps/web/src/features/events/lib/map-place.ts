import { findCity, findCountry } from '@questboard/domain/countries'
import type { EventFilters } from './event-filters'

/** Where the map goes for a search: a point and a zoom, or a box to fit. */
export type MapPlace =
  | { center: [latitude: number, longitude: number]; zoom: number }
  | { bounds: [[south: number, west: number], [north: number, east: number]] }

/** Around a point ("near me", a city): a town and its surroundings. */
export const TOWN_ZOOM = 11

/**
 * The place a search is about, which the map shows when the search changes: the visitor's position ("near
 * me"), else the chosen city, else the chosen country's preset cities. A search about no place (a game, a
 * date…) leaves the map where the visitor put it: the map asks for what is in its view, so the count and
 * the markers follow the new search there.
 */
export function mapPlaceOf(filters: EventFilters): MapPlace | undefined {
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

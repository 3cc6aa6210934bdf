import { findCity } from '@questboard/domain/countries'
import type { AlertSearch } from '../../mail-preferences'
import { DEFAULT_RADIUS_KM, type EventFilters } from './event-filters'

/**
 * The list's search as an alert keeps it (decision 037), or null when it has no place to be around: the place
 * searched (or the visitor's position, named `nearMe`), else the chosen city's centre, with the radius asked (the
 * place search's default without one); the game, the kind (none for both) and the subtype. The list's other
 * filters (dates, store, options) are not an alert's.
 */
export function alertSearchOf(
  filters: EventFilters,
  names: { nearMe: string; city: (id: number) => string },
): AlertSearch | null {
  const radius = filters.radius ?? DEFAULT_RADIUS_KM
  const city = findCity(filters.city)
  const place =
    filters.latitude !== undefined && filters.longitude !== undefined
      ? {
          label: filters.place ?? (city ? names.city(city.id) : names.nearMe),
          latitude: filters.latitude,
          longitude: filters.longitude,
        }
      : city
        ? { label: names.city(city.id), latitude: city.lat, longitude: city.lng }
        : null
  if (!place) return null
  return {
    place,
    radius,
    game: filters.game ?? null,
    event_type: filters.event_type === 'all' ? null : filters.event_type,
    event_subtype: filters.event_subtype === 'all' ? null : filters.event_subtype,
  }
}

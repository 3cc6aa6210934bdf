/** Where events are: distances on earthdistance's sphere, and Web Mercator coordinates for the map. */

/** earthdistance's `earth()`, so `distance_km` is the one the database computes. */
const EARTH_RADIUS_M = 6_378_168
const RAD = Math.PI / 180

/** Great-circle metres on earthdistance's sphere (haversine). */
export function distanceM(fromLat: number, fromLng: number, lat: number, lng: number): number {
  const dLat = (lat - fromLat) * RAD
  const dLng = (lng - fromLng) * RAD
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(fromLat * RAD) * Math.cos(lat * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Point {
  lat: number
  lng: number
}

const MAX_LATITUDE = 85.0511

/** Longitude and latitude as Web Mercator coordinates in 0…1 (x eastward, y southward). */
export const mercatorX = (lng: number) => (lng + 180) / 360
export function mercatorY(lat: number) {
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180)
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)
}

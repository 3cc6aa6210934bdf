import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useState } from 'react'
import { type MapViewQuery, mapViewQuery } from '../lib/map-view'

/** How long the map rests before its view is asked for: a few quick zooms or pans make one request. */
const SETTLE_MS = 250

export interface MapView {
  /** The view to ask the API for, once the map has rested; undefined until the map exists. */
  query: MapViewQuery | undefined
  /** Where the map is now (after every move): markers are drawn beside this longitude, at this zoom. */
  centerLongitude: number
  zoom: number
}

function queryOf(map: LeafletMap): MapViewQuery {
  const bounds = map.getBounds()
  return mapViewQuery(
    { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() },
    map.getZoom(),
  )
}

const sameQuery = (a: MapViewQuery | undefined, b: MapViewQuery) => a?.bbox === b.bbox && a.zoom === b.zoom

/**
 * Follows the Leaflet map's view. `moveend` comes after every pan and every zoom (Leaflet fires it for both
 * once they end, never during a drag); the view to fetch is taken once the map has rested SETTLE_MS.
 */
export function useMapView(map: LeafletMap | null): MapView {
  const [query, setQuery] = useState<MapViewQuery>()
  const [now, setNow] = useState({ centerLongitude: 0, zoom: 0 })

  useEffect(() => {
    if (!map) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      const next = queryOf(map)
      setQuery((previous) => (sameQuery(previous, next) ? previous : next))
    }
    const follow = () => {
      setNow({ centerLongitude: map.getCenter().lng, zoom: map.getZoom() })
      clearTimeout(timer)
      timer = setTimeout(settle, SETTLE_MS)
    }
    // The first view is asked at once: nothing to wait for.
    setNow({ centerLongitude: map.getCenter().lng, zoom: map.getZoom() })
    settle()
    map.on('moveend', follow)
    return () => {
      clearTimeout(timer)
      map.off('moveend', follow)
    }
  }, [map])

  return { query, ...now }
}

import 'leaflet/dist/leaflet.css'
import { MAP_MAX_ZOOM } from '@questboard/domain/map-box'
import { useQuery } from '@tanstack/react-query'
import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, TileLayer, useMap } from 'react-leaflet'
import { loadRuntimeConfig } from '../../../lib/runtime-config'
import { buttonClass } from '../../../ui/button'
import { useEventMap } from '../api/get-event-map'
import { areaSearch, type MapPlace, mapPlaceKey, mapPlaceOf } from '../lib/map-place'
import type { EventMapProps } from './event-map'
import styles from './event-map.module.css'
import { EventMapLoading } from './event-map-loading'
import { EventMapMarkers } from './event-map-markers'
import { EventMapCount, EventMapNotice } from './event-map-status'
import { useMapView } from './use-map-view'

/** Western Europe, where most events are, for a search about no place. */
const DEFAULT_PLACE: MapPlace = { center: [48.5, 6], zoom: 4 }
/** The deepest zoom of most tile servers' images: deeper, the map enlarges them. */
const TILE_MAX_NATIVE_ZOOM = 18
const FIT_PADDING: [number, number] = [32, 32]

export default function LeafletEventMap(props: EventMapProps) {
  const { t } = useTranslation()
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity })

  if (config.isPending) return <EventMapLoading />
  if (config.isError) {
    return (
      <p className={styles.blocked} role="alert">
        {t('map.failed')}
      </p>
    )
  }
  return <ViewedEventMap {...props} tileUrl={config.data.mapTileUrl} />
}

/**
 * The map asks for the events in its view only (clusters where they are dense, single events elsewhere)
 * each time the visitor has panned or zoomed, with the search's filters: a million events load no faster
 * than the few hundred in view.
 */
function ViewedEventMap({
  filters,
  onSelect,
  selectedId,
  onSearchArea,
  tileUrl,
}: EventMapProps & { tileUrl: string }) {
  const { t } = useTranslation()
  const [map, setMap] = useState<LeafletMap | null>(null)
  const view = useMapView(map)
  const answer = useEventMap(filters, view.query)
  const place = mapPlaceOf(filters)
  const [initial] = useState(() => place ?? DEFAULT_PLACE)

  return (
    <div aria-busy={answer.isFetching}>
      <div className={styles.frame}>
        <MapContainer
          ref={setMap}
          className={styles.canvas}
          {...('bounds' in initial
            ? { bounds: initial.bounds, boundsOptions: { padding: FIT_PADDING } }
            : { center: initial.center, zoom: initial.zoom })}
          maxZoom={MAP_MAX_ZOOM}
          worldCopyJump
          keyboard
        >
          <TileLayer
            // Leaflet reads the attribution once: a new key redraws it in a newly chosen language.
            key={t('map.contributors')}
            url={tileUrl}
            maxNativeZoom={TILE_MAX_NATIVE_ZOOM}
            maxZoom={MAP_MAX_ZOOM}
            attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${t('map.contributors')}`}
          />
          <FollowPlace place={place} />
          {answer.data && (
            <EventMapMarkers
              answer={answer.data}
              view={view}
              filters={filters}
              onSelect={onSelect}
              selectedId={selectedId}
            />
          )}
        </MapContainer>
        <EventMapNotice answer={answer} map={map} />
        {map && onSearchArea && (
          <button
            type="button"
            className={`${buttonClass('primary')} ${styles.searchArea}`}
            onClick={() => {
              const bounds = map.getBounds()
              const center = bounds.getCenter()
              const corner = bounds.getNorthEast()
              onSearchArea(areaSearch(filters, t('map.thisArea'), center, corner))
            }}
          >
            {t('map.searchArea')}
          </button>
        )}
      </div>
      <EventMapCount answer={answer} />
    </div>
  )
}

/**
 * Shows the place a new search is about (near me, a city, a country); a search about no place, or the same
 * place, leaves the visitor's own pan and zoom. The map starts at the first search's place already.
 */
function FollowPlace({ place }: { place: MapPlace | undefined }) {
  const map = useMap()
  const key = mapPlaceKey(place)
  const shown = useRef(key)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the place moves the map when its key changes, not when the object is re-created
  useEffect(() => {
    if (shown.current === key) return
    shown.current = key
    if (!place) return
    if ('bounds' in place) map.fitBounds(place.bounds, { padding: FIT_PADDING })
    else map.setView(place.center, place.zoom)
  }, [map, key])
  return null
}

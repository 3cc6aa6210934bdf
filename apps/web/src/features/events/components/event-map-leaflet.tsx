import 'leaflet/dist/leaflet.css'
import type { EventLocation } from '@questboard/domain/event-api.schema'
import { useQuery } from '@tanstack/react-query'
import L, { type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import { useLocale } from '../../../i18n/use-locale'
import { loadRuntimeConfig } from '../../../lib/runtime-config'
import { RouteLink } from '../../../ui/route-link'
import type { EventMapProps } from './event-map'
import styles from './event-map.module.css'
import {
  type BoundingBox,
  createEventIndex,
  type EventIndex,
  type EventMapMarker,
  expansionZoom,
  markersIn,
} from './event-map-clusters'
import { EventMapLoading } from './event-map-loading'

/** Western Europe, where most events are, for a map with neither points nor a center. */
const DEFAULT_CENTER: [number, number] = [48.5, 6]
const DEFAULT_ZOOM = 4
const FIT_MAX_ZOOM = 13

export default function LeafletEventMap({
  points,
  center,
  zoom,
  fitKey,
  onSelect,
  selectedId,
}: EventMapProps) {
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

  return (
    <MapContainer
      className={styles.canvas}
      center={center ?? DEFAULT_CENTER}
      zoom={zoom ?? DEFAULT_ZOOM}
      keyboard
    >
      <TileLayer
        // Leaflet reads the attribution once: a new key redraws it in a newly chosen language.
        key={t('map.contributors')}
        url={config.data.mapTileUrl}
        attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${t('map.contributors')}`}
      />
      <MapView points={points} center={center} zoom={zoom} fitKey={fitKey} />
      <ClusteredMarkers points={points} onSelect={onSelect} selectedId={selectedId} />
    </MapContainer>
  )
}

/**
 * Follows a given center and zoom; otherwise fits the points once per search (`fitKey`), or each time the set
 * of points changes when there is no key, so a background refetch never undoes the visitor's own pan and zoom.
 *
 * The fit is immediate, before paint: Leaflet ignores every `setView` while a zoom animation runs, so an
 * animated fit swallowed a cluster activated in its first quarter second, and the clusters on screen during
 * it were those of the view before the fit.
 */
function MapView({
  points,
  center,
  zoom,
  fitKey,
}: Pick<EventMapProps, 'points' | 'center' | 'zoom' | 'fitKey'>) {
  const map = useMap()
  const [latitude, longitude] = center ?? []
  const pointsKey = points.map((point) => `${point.id}@${point.latitude},${point.longitude}`).join(';')
  const fitted = useRef<{ key: string | undefined; points: string }>(undefined)

  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined) {
      map.setView([latitude, longitude], zoom ?? map.getZoom())
    }
  }, [map, latitude, longitude, zoom])

  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the set of points changes (pointsKey), not when the array is merely re-created
  useLayoutEffect(() => {
    if (latitude !== undefined || points.length === 0) {
      // Nothing fitted: leaving "near me", or the first points of a search that had none, are fitted again.
      fitted.current = undefined
      return
    }
    const last = fitted.current
    if (last && (fitKey === undefined ? last.points === pointsKey : last.key === fitKey)) return
    fitted.current = { key: fitKey, points: pointsKey }
    const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude]))
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: FIT_MAX_ZOOM, animate: false })
  }, [map, pointsKey, latitude, fitKey])

  return null
}

interface View {
  box: BoundingBox
  zoom: number
}

function viewOf(map: LeafletMap): View {
  const bounds = map.getBounds()
  return {
    box: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: map.getZoom(),
  }
}

function ClusteredMarkers({
  points,
  onSelect,
  selectedId,
}: Pick<EventMapProps, 'points' | 'onSelect' | 'selectedId'>) {
  const map = useMap()
  const index = useMemo(() => createEventIndex(points), [points])
  const [view, setView] = useState(() => viewOf(map))
  // moveend also follows every zoom, so this one event keeps the clusters in step with the view. Followed from
  // a layout effect, caught up at once: MapView's fit (an earlier layout effect) may have moved the map
  // already, and clusters of the view before it must never be on screen, nor take a keyboard user's focus.
  useLayoutEffect(() => {
    const follow = () =>
      setView((previous) => {
        const next = viewOf(map)
        return next.zoom === previous.zoom && next.box.every((edge, i) => edge === previous.box[i])
          ? previous
          : next
      })
    follow()
    map.on('moveend', follow)
    return () => {
      map.off('moveend', follow)
    }
  }, [map])
  const markers = useMemo(() => markersIn(index, view.box, view.zoom), [index, view])

  return markers.map((marker) =>
    marker.kind === 'cluster' ? (
      <ClusterMarker key={`cluster-${marker.clusterId}`} marker={marker} index={index} />
    ) : (
      <EventMarker
        key={`event-${marker.event.id}`}
        event={marker.event}
        selected={marker.event.id === selectedId}
        onSelect={onSelect}
      />
    ),
  )
}

function ClusterMarker({
  marker,
  index,
}: {
  marker: Extract<EventMapMarker, { kind: 'cluster' }>
  index: EventIndex
}) {
  const { t } = useTranslation()
  const map = useMap()
  const label = t('map.cluster', { total: marker.count })
  const icon = useMemo(() => {
    const size = marker.count < 10 ? 36 : marker.count < 100 ? 44 : 52
    return L.divIcon({
      className: styles.cluster,
      html: `<span aria-hidden="true">${marker.count}</span><span class="visually-hidden">${escapeHtml(label)}</span>`,
      iconSize: [size, size],
    })
  }, [marker.count, label])

  function zoomIn() {
    map.setView([marker.latitude, marker.longitude], expansionZoom(index, marker.clusterId))
    // The cluster's marker goes away: keep keyboard users on the map rather than at the page's top.
    map.getContainer().focus({ preventScroll: true })
  }

  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={icon}
      keyboard
      eventHandlers={{
        click: zoomIn,
        keydown: (event) => {
          if (isActivation(event)) zoomIn()
        },
      }}
    />
  )
}

function EventMarker({
  event,
  selected,
  onSelect,
}: {
  event: EventLocation
  selected: boolean
  onSelect: EventMapProps['onSelect']
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const icon = useMemo(
    () =>
      L.divIcon({
        className: `${styles.pin} ${selected ? styles.selected : ''}`,
        html: `<span class="visually-hidden">${escapeHtml(event.name)}</span>`,
        iconSize: [28, 28],
        iconAnchor: [14, 28],
        popupAnchor: [0, -26],
      }),
    [event.name, selected],
  )

  return (
    <Marker
      position={[event.latitude, event.longitude]}
      icon={icon}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{
        click: () => onSelect?.(event.id),
        keydown: (keyboard) => {
          if (!isActivation(keyboard)) return
          keyboard.target.openPopup()
          onSelect?.(event.id)
        },
      }}
    >
      <Popup>
        <div className={styles.popup}>
          <p className={styles.popupTitle}>{event.name}</p>
          <p className={styles.popupMeta}>
            {formatVenueDateTime(event.event_start_date, locale)}
            {event.city ? ` · ${event.city}` : ''}
          </p>
          <RouteLink name="event-show" params={{ id: event.id }}>
            {t('map.viewEvent')}
          </RouteLink>
        </div>
      </Popup>
    </Marker>
  )
}

/** `event_start_date` is the venue's wall-clock time (`YYYY-MM-DDTHH:mm`): shown as is, never shifted. */
function formatVenueDateTime(value: string, locale: string): string {
  const date = new Date(`${value.slice(0, 16)}:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    date,
  )
}

/**
 * Leaflet makes markers focusable buttons but, for Enter, only opens a bound popup and fires no click:
 * Enter and Space do here what a click does.
 */
function isActivation({ originalEvent }: LeafletKeyboardEvent): boolean {
  if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return false
  originalEvent.preventDefault()
  return true
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

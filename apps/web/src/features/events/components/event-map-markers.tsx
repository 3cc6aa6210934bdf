import type { EventMap, EventMapCluster, EventMapPoint } from '@questboard/domain/event-api.schema'
import L, { type LeafletKeyboardEvent } from 'leaflet'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Marker, Popup, useMap } from 'react-leaflet'
import { useLocale } from '../../../i18n/use-locale'
import { formatClusterCount, formatCount, formatEventDateTime } from '../../../lib/format'
import { RouteLink } from '../../../ui/route-link'
import { type EventFilters, filtersToQuery } from '../lib/event-filters'
import { longitudeNear } from '../lib/map-view'
import type { EventMapProps } from './event-map'
import styles from './event-map.module.css'
import type { MapView } from './use-map-view'

/** How far a cluster's click zooms in: enough for it to split, not so far that its area leaves the view. */
const CLUSTER_ZOOM_STEP = 2

interface MarkersProps extends Pick<EventMapProps, 'onSelect' | 'selectedId'> {
  answer: EventMap
  view: MapView
  filters: EventFilters
}

/** The answer's clusters and single events, drawn beside the copy of the world the view is centred on. */
export function EventMapMarkers({ answer, view, filters, onSelect, selectedId }: MarkersProps) {
  const map = useMap()
  // Past the deepest zoom a cluster cannot split: its events share one place (a store's many events).
  const deepest = view.zoom >= map.getMaxZoom()
  const lngOf = (lng: number) => longitudeNear(lng, view.centerLongitude)
  return (
    <>
      {answer.clusters.map((cluster) => (
        <ClusterMarker
          key={`cluster-${cluster.lat},${cluster.lng}`}
          cluster={cluster}
          position={[cluster.lat, lngOf(cluster.lng)]}
          deepest={deepest}
          filters={filters}
        />
      ))}
      {answer.events.map((event) => (
        <EventMarker
          key={`event-${event.id}`}
          event={event}
          position={[event.lat, lngOf(event.lng)]}
          selected={event.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </>
  )
}

/** A round marker whose size grows with the count's digits, and whose label fits the count. */
function clusterIcon(count: number, text: string, label: string) {
  const bySize = 30 + 5 * Math.log10(Math.max(1, count))
  const long = text.length > 6
  const byText = text.length * (long ? 6.5 : 7.5) + 12
  const size = Math.round(Math.max(bySize, byText))
  return L.divIcon({
    className: `${styles.cluster} ${long ? styles.clusterLong : ''}`,
    html: `<span aria-hidden="true">${escapeHtml(text)}</span><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [size, size],
    // The popup of a cluster at the deepest zoom opens above it, not over its count.
    popupAnchor: [0, -size / 2],
  })
}

function ClusterMarker({
  cluster,
  position,
  deepest,
  filters,
}: {
  cluster: EventMapCluster
  position: [number, number]
  deepest: boolean
  filters: EventFilters
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const map = useMap()
  const total = formatCount(cluster.count, locale)
  const label = deepest
    ? t('map.clusterPlace', { count: cluster.count, total })
    : t('map.cluster', { count: cluster.count, total })
  const text = formatClusterCount(cluster.count, locale)
  const icon = useMemo(() => clusterIcon(cluster.count, text, label), [cluster.count, text, label])

  function zoomIn() {
    map.setView(position, Math.min(map.getMaxZoom(), map.getZoom() + CLUSTER_ZOOM_STEP))
    // The cluster's marker goes away: keep keyboard users on the map rather than at the page's top.
    map.getContainer().focus({ preventScroll: true })
  }

  if (deepest) {
    // The list of the same search, nearest this place first: the events the map cannot tell apart.
    const near = filtersToQuery({ ...filters, latitude: cluster.lat, longitude: cluster.lng })
    return (
      <Marker
        position={position}
        icon={icon}
        keyboard
        eventHandlers={{
          keydown: (event) => {
            if (isActivation(event)) event.target.openPopup()
          },
        }}
      >
        <Popup>
          <div className={styles.popup}>
            <p className={styles.popupTitle}>{label}</p>
            <RouteLink name="event-list" query={near}>
              {t('map.clusterList')}
            </RouteLink>
          </div>
        </Popup>
      </Marker>
    )
  }

  return (
    <Marker
      position={position}
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
  position,
  selected,
  onSelect,
}: {
  event: EventMapPoint
  position: [number, number]
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
      position={position}
      icon={icon}
      keyboard
      // An event alone in its cell may stand right beside the next cell's cluster. Leaflet stacks markers
      // by latitude (the southern on top); hovered or selected, the event comes to the top.
      zIndexOffset={selected ? 1000 : 0}
      riseOnHover
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
            {formatEventDateTime(event.starts_at, event.timezone, locale)}
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

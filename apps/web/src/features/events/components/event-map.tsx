import { Component, lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
// The map is the one place outside the cookies feature that must obey a consent category (DESIGN.md).
import { useCookieConsent } from '../../cookies'
import type { EventFilters } from '../lib/event-filters'
import styles from './event-map.module.css'
import { EventMapLoading } from './event-map-loading'

export interface EventMapProps {
  /** The list's search: the map shows its events in the view, and moves to the place it is about. */
  filters: EventFilters
  /** Called with the event's id when its marker is activated (click or Enter). */
  onSelect?: (id: number) => void
  selectedId?: number
  /** Offered as "search this area": the search about the map's view (its center and a radius holding it). */
  onSearchArea?: (filters: EventFilters) => void
}

// Leaflet's script and stylesheet are their own chunk, fetched only once the visitor allows maps.
const LeafletEventMap = lazy(() => import('./event-map-leaflet'))

/**
 * The search's events in the map's view, clustered by the Event API, or — until the visitor allows the
 * "maps" cookie category — the spec §8 message with a way to allow it. Nothing is fetched from the tile
 * server before that consent, nor the events' places.
 */
export function EventMap(props: EventMapProps) {
  const { t } = useTranslation()
  const { isGranted } = useCookieConsent()

  return (
    <section className={styles.map} aria-label={t('map.label')}>
      {isGranted('maps') ? (
        <>
          <p className="visually-hidden">{t('map.listNote')}</p>
          <MapErrorBoundary fallback={<MapFailed />}>
            <Suspense fallback={<EventMapLoading />}>
              <LeafletEventMap {...props} />
            </Suspense>
          </MapErrorBoundary>
        </>
      ) : (
        <MapBlocked />
      )}
    </section>
  )
}

function MapBlocked() {
  const { t } = useTranslation()
  const { allow } = useCookieConsent()
  return (
    <div className={styles.blocked}>
      <p className={styles.blockedMessage}>{t('map.blocked')}</p>
      <p className={styles.blockedHint}>{t('map.blockedHint')}</p>
      <div className={styles.blockedActions}>
        <button type="button" className={buttonClass('primary')} onClick={() => allow('maps')}>
          {t('map.allow')}
        </button>
        <RouteLink name="cookie-preferences">{t('map.preferences')}</RouteLink>
      </div>
    </div>
  )
}

function MapFailed() {
  const { t } = useTranslation()
  return (
    <div className={styles.blocked} role="alert">
      <p className={styles.blockedMessage}>{t('map.failed')}</p>
    </div>
  )
}

/** A chunk that cannot be fetched (offline, a new deployment) fails the map only, not the whole page. */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

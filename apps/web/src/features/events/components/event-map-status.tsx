import type { EventMap } from '@questboard/domain/event-api.schema'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Map as LeafletMap } from 'leaflet'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatCount } from '../../../lib/format'
import { buttonClass } from '../../../ui/button'
import styles from './event-map.module.css'

/** How far "Zoom out" goes from an empty area: from a town to its region, from a region to its country. */
const ZOOM_OUT_STEP = 3

type Answer = UseQueryResult<EventMap>

/**
 * Under the map: how many events of the search are in its area ("1,234 events in this area"), or that they
 * are loading. Announced politely, like the list's count.
 */
export function EventMapCount({ answer }: { answer: Answer }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { data } = answer
  const loading = data === undefined && !answer.isError
  return (
    <div className={styles.status}>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {/* A failure without an answer is told over the map, with its retry button. */}
        {loading
          ? t('map.loadingEvents')
          : data
            ? t('map.inView', { count: data.count, total: formatCount(data.count, locale) })
            : ''}
      </p>
      {answer.isFetching && <span className={styles.smallSpinner} aria-hidden="true" />}
    </div>
  )
}

/**
 * Over the map, in its middle: the request failed (with a way to try again), or the area holds none of the
 * search's events (with a way to look wider). The map stays usable around the message.
 */
export function EventMapNotice({ answer, map }: { answer: Answer; map: LeafletMap | null }) {
  const { t } = useTranslation()
  if (answer.isError && !answer.isFetching) {
    return (
      <div className={styles.notice}>
        <div className={styles.noticeBox} role="alert">
          <p className={styles.noticeTitle}>{t('map.loadFailed')}</p>
          <p>{t('eventList.errorText')}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => void answer.refetch()}>
            {t('eventList.retry')}
          </button>
        </div>
      </div>
    )
  }
  const empty = answer.data?.count === 0 && !answer.isPlaceholderData
  if (!empty || !map) return null
  const canZoomOut = map.getZoom() > map.getMinZoom()
  return (
    <div className={styles.notice}>
      <div className={styles.noticeBox}>
        <p className={styles.noticeTitle}>{t('map.empty')}</p>
        {canZoomOut && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => map.setZoom(Math.max(map.getMinZoom(), map.getZoom() - ZOOM_OUT_STEP))}
          >
            {t('map.zoomOut')}
          </button>
        )}
      </div>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import styles from './event-map.module.css'

/** The map's place, held while Leaflet's chunk and the tile settings load. */
export function EventMapLoading() {
  const { t } = useTranslation()
  return (
    <div className={`${styles.canvas} ${styles.loading}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('map.loading')}
    </div>
  )
}

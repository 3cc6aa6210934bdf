import { findCity } from '@questboard/domain/countries'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cityName } from '../../../i18n/city-names'
import { useLocale } from '../../../i18n/use-locale'
import { type EventFilters, nearMe, withoutNearMe } from '../lib/event-filters'
import styles from './filters.module.css'

type Problem = 'denied' | 'unavailable' | 'unsupported'

/**
 * "Near me": asks the browser for the visitor's position, then orders by distance and selects the preset
 * city it falls in, or localizes the search around it (spec §4).
 */
export function NearMeButton({
  filters,
  onChange,
}: {
  filters: EventFilters
  onChange: (filters: EventFilters) => void
}) {
  const { t } = useTranslation()
  const [locating, setLocating] = useState(false)
  const [problem, setProblem] = useState<Problem>()
  const active = filters.latitude !== undefined

  function locate() {
    if (!('geolocation' in navigator)) return setProblem('unsupported')
    setLocating(true)
    setProblem(undefined)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        onChange(nearMe(filters, coords.latitude, coords.longitude))
      },
      (error) => {
        setLocating(false)
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')
      },
      // A click asks where the visitor is now: no cached position from an earlier place.
      { maximumAge: 0, timeout: 15_000 },
    )
  }

  const locale = useLocale()
  const city = findCity(filters.city)
  return (
    <div className={styles.nearMe}>
      {active ? (
        <p className={styles.nearMeState}>
          <span>
            {filters.localize || !city
              ? t('filters.aroundMe')
              : t('filters.nearCity', { city: cityName(city.id, locale) })}
          </span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange(withoutNearMe(filters))}
          >
            {t('filters.stopNearMe')}
          </button>
        </p>
      ) : (
        <button type="button" className={styles.nearMeButton} onClick={locate} aria-busy={locating}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="18" height="18">
            <path
              fill="currentColor"
              d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm8.94 3A9 9 0 0 0 13 3.06V1h-2v2.06A9 9 0 0 0 3.06 11H1v2h2.06A9 9 0 0 0 11 20.94V23h2v-2.06A9 9 0 0 0 20.94 13H23v-2h-2.06ZM12 19a7 7 0 1 1 0-14 7 7 0 0 1 0 14Z"
            />
          </svg>
          {locating ? t('filters.locating') : t('filters.nearMe')}
        </button>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {t(`filters.locationProblem.${problem}`)}
        </p>
      )}
    </div>
  )
}

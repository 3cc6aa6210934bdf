import { SEARCH_RADII_KM } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatDistance } from '../../../lib/format'
import { type EventFilters, nearPlace, withoutNearMe } from '../lib/event-filters'
import { Field } from './filter-fields'
import styles from './filters.module.css'
import { PlaceSearch } from './place-search'

/**
 * Where the search is about and how it is sorted: a town (the place search), the radius around it or around
 * "near me", and the order (nearest or soonest first) once there is a point to measure from.
 */
export function PlaceFields({
  filters,
  onChange,
}: {
  filters: EventFilters
  onChange: (filters: EventFilters) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const hasPoint = filters.latitude !== undefined && filters.longitude !== undefined
  return (
    <div className={styles.placeFields}>
      <PlaceSearch
        place={filters.place}
        onChoose={(place) => onChange(nearPlace(filters, place))}
        onClear={() => onChange(withoutNearMe(filters))}
      />
      {hasPoint && (
        <div className={styles.dates}>
          <Field label={t('place.radius')}>
            {(fieldId) => (
              <select
                id={fieldId}
                value={filters.radius ?? ''}
                onChange={(event) =>
                  onChange({ ...filters, radius: Number(event.target.value) || undefined })
                }
              >
                <option value="">{t('place.anyDistance')}</option>
                {SEARCH_RADII_KM.map((km) => (
                  <option key={km} value={km}>
                    {t('place.within', { distance: formatDistance(km, locale) })}
                  </option>
                ))}
                {/* The map's area may have drawn a radius of its own. */}
                {filters.radius !== undefined &&
                  !(SEARCH_RADII_KM as readonly number[]).includes(filters.radius) && (
                    <option value={filters.radius}>
                      {t('place.within', { distance: formatDistance(filters.radius, locale) })}
                    </option>
                  )}
              </select>
            )}
          </Field>
          <Field label={t('place.order')}>
            {(fieldId) => (
              <select
                id={fieldId}
                value={filters.order ?? 'distance'}
                onChange={(event) =>
                  onChange({ ...filters, order: event.target.value === 'date' ? 'date' : undefined })
                }
              >
                <option value="distance">{t('place.orders.distance')}</option>
                <option value="date">{t('place.orders.date')}</option>
              </select>
            )}
          </Field>
        </div>
      )}
    </div>
  )
}

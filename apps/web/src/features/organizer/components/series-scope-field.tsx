import { useTranslation } from 'react-i18next'
import { formClasses } from '../../../ui/form-field'
import { useSeries } from '../api/series'
import styles from './organizer.module.css'

/** What a save, a publication or a deletion of an event of a series applies to. */
export type SeriesScope = 'this' | 'following'

/**
 * "This event only / this and the following events" (issue 15 §4) on the edit page of an event of a series:
 * the following ones are those from its date on that have neither started nor been cancelled.
 */
export function SeriesScopeField({
  seriesId,
  date,
  value,
  onChange,
}: {
  seriesId: number
  date: string
  value: SeriesScope
  onChange: (scope: SeriesScope) => void
}) {
  const { t } = useTranslation()
  const series = useSeries(seriesId)
  const following = series.data?.events.filter(
    (event) =>
      event.event_start_date.slice(0, 10) >= date &&
      event.status !== 'cancelled' &&
      event.time_state === 'future',
  ).length
  return (
    <fieldset className={styles.scope}>
      <legend className={styles.dayLegend}>{t('eventForm.scope.title')}</legend>
      {(['this', 'following'] as const).map((scope) => (
        <label key={scope} className={styles.radio}>
          <input
            type="radio"
            name="series-scope"
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className={formClasses.checkboxInput}
          />
          {scope === 'following' && following !== undefined
            ? t('eventForm.scope.followingCount', { count: following })
            : t(`eventForm.scope.${scope}`)}
        </label>
      ))}
    </fieldset>
  )
}

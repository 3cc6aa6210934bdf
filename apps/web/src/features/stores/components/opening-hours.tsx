import { WEEKDAYS } from '@questboard/domain/constants'
import type { StoreDetail } from '@questboard/domain/event-api.schema'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/use-locale'
import { formatWallTime, intlLocale } from '../../../lib/format'
import styles from './store-page.module.css'

/** Monday to Sunday in the page's language (1 January 2024 was a Monday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' })
  return WEEKDAYS.map((_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))))
}

/** The store's week: each day's opening times (two slots around a break), or closed. */
export function OpeningHours({ schedule }: { schedule: NonNullable<StoreDetail['schedule']> }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const names = weekdayNames(locale)
  const span = (from: string | null, to: string | null) =>
    from && to ? `${formatWallTime(from, locale)}–${formatWallTime(to, locale)}` : null
  return (
    <table className={styles.hours}>
      <caption className="visually-hidden">{t('storePage.hours')}</caption>
      <tbody>
        {WEEKDAYS.map((day, index) => {
          const hours = schedule[day]
          const slots = [
            span(hours.first_open, hours.first_close),
            span(hours.second_open, hours.second_close),
          ]
          return (
            <tr key={day}>
              <th scope="row">{names[index]}</th>
              <td>
                {hours.closed
                  ? t('storePage.closed')
                  : slots
                      .filter((slot): slot is string => slot !== null)
                      .map((slot, slotIndex) => (
                        // The line may break between two slots, never inside one.
                        <Fragment key={slot}>
                          {slotIndex > 0 && ', '}
                          <span className={styles.slot}>{slot}</span>
                        </Fragment>
                      ))}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

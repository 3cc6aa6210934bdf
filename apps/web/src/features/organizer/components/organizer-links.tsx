import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteLink } from '../../../ui/route-link'
import styles from './dashboard.module.css'

/** The organizer's way to their events from their other pages (issue 13): create one, or see them all. */
export function OrganizerLinks() {
  const { t } = useTranslation()
  return (
    <div className={styles.toolbar}>
      <RouteLink name="event-new" className={buttonClass('primary')}>
        {t('account.createEvent')}
      </RouteLink>
      <RouteLink name="organizer-dashboard" className={buttonClass('secondary')}>
        {t('account.dashboard')}
      </RouteLink>
    </div>
  )
}

import { DASHBOARD_SECTIONS } from '@questboard/domain/organizer-events.schema'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useOrganizerDashboard } from '../api/organized-events'
import styles from '../components/dashboard.module.css'
import { DashboardSection } from '../components/dashboard-section'
import { LoadError, LoadingState } from '../components/page-state'

/** The organizer's front door (issue 13): create an event, and their events by what they need next. */
export default function OrganizerDashboardRoute() {
  const { t } = useTranslation()
  const dashboard = useOrganizerDashboard()
  return (
    <div className="container">
      <RouteIntro page="organizer-dashboard" />
      <div className={styles.toolbar}>
        <RouteLink name="event-new" className={buttonClass('primary')}>
          {t('account.createEvent')}
        </RouteLink>
        <RouteLink name="how-to-create-an-event">{t('dashboard.guide')}</RouteLink>
      </div>
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <nav aria-label={t('dashboard.sectionsLabel')}>
            <ul className={styles.counts}>
              {DASHBOARD_SECTIONS.map((name) => (
                <li key={name}>
                  <a href={`#dashboard-${name}`} className={styles.count}>
                    <span className={styles.countValue}>{dashboard.data.counts[name]}</span>
                    <span className={styles.countLabel}>{t(`dashboard.sections.${name}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {DASHBOARD_SECTIONS.map((name) => (
            <DashboardSection
              key={name}
              name={name}
              events={dashboard.data[name]}
              total={dashboard.data.counts[name]}
            />
          ))}
        </>
      )}
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { RouteIntro } from '../../../ui/route-intro'
import styles from '../components/admin.module.css'
import { AdminEvents } from '../components/admin-events'
import { OrganizerRequests } from '../components/organizer-requests'

const TABS = ['events', 'requests'] as const
type Tab = (typeof TABS)[number]

/** The admin space (decision 016): every event, and the requests to become an organizer; one tab each. */
export default function AdminRoute() {
  const { t } = useTranslation()
  const [query] = useSearchParams()
  const { pathname } = useLocation()
  const tab: Tab = query.get('tab') === 'requests' ? 'requests' : 'events'
  return (
    <div className="container">
      <RouteIntro page="admin" />
      {/* Links rather than ARIA tabs, as on my events: each view and its filters have their own address. */}
      <nav className={styles.tabs} aria-label={t('admin.tabsLabel')}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={name === 'events' ? pathname : `${pathname}?tab=${name}`}
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
            preventScrollReset
          >
            {name === 'events' ? t('admin.eventsTab') : t('admin.requestsTab')}
          </Link>
        ))}
      </nav>
      {tab === 'events' ? <AdminEvents /> : <OrganizerRequests />}
    </div>
  )
}

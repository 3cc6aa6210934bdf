import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { RouteIntro } from '../../../ui/route-intro'
import styles from '../components/admin.module.css'
import { AdminEvents } from '../components/admin-events'
import { AdminGames } from '../components/admin-games'
import { AdminUsers } from '../components/admin-users'
import { OrganizerRequests } from '../components/organizer-requests'

const TABS = ['events', 'requests', 'users', 'games'] as const
type Tab = (typeof TABS)[number]

/**
 * The admin space (decision 016): every event, the requests to become an organizer, the users with their
 * roles (issue 13 §10) and the games' art (§7); one tab each.
 */
export default function AdminRoute() {
  const { t } = useTranslation()
  const [query] = useSearchParams()
  const { pathname } = useLocation()
  const asked = query.get('tab')
  const tab: Tab = TABS.find((name) => name === asked) ?? 'events'
  const label: Record<Tab, string> = {
    events: t('admin.eventsTab'),
    requests: t('admin.requestsTab'),
    users: t('admin.usersTab'),
    games: t('admin.gamesTab'),
  }
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
            {label[name]}
          </Link>
        ))}
      </nav>
      {tab === 'events' && <AdminEvents />}
      {tab === 'requests' && <OrganizerRequests />}
      {tab === 'users' && <AdminUsers />}
      {tab === 'games' && <AdminGames />}
    </div>
  )
}

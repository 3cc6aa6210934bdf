import { PAGE_SIZE } from '@questboard/domain/constants'
import { canOrganize } from '@questboard/domain/roles'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router'
import { buttonClass } from '../../../ui/button'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { CheckInCode } from '../../event-day'
import { useIdentity } from '../../identity'
import { OrganizerLinks } from '../../organizer'
import { type MyEventsWhen, useMyEvents } from '../api/get-my-events'
import { CalendarSubscription } from '../components/calendar-subscription'
import { EventCard } from '../components/event-card'
import { EventResults } from '../components/event-results'
import { PersonalData } from '../components/personal-data'
import { PlayerRecordSummary } from '../components/player-record'
import { parsePage } from '../lib/event-filters'
import styles from './event-user.module.css'

const TABS: readonly MyEventsWhen[] = ['upcoming', 'past']

/** My events: the user's registrations and, for organizers, the events they run; upcoming or past. */
export default function EventUserRoute() {
  const { t } = useTranslation()
  const { user } = useIdentity()
  const [query] = useSearchParams()
  const { pathname } = useLocation()
  const when: MyEventsWhen = query.get('when') === 'past' ? 'past' : 'upcoming'
  const page = parsePage(query)
  const events = useMyEvents(when, page)
  const hrefFor = (target: number, tab: MyEventsWhen = when) => {
    const search = new URLSearchParams()
    if (tab === 'past') search.set('when', 'past')
    if (target > 1) search.set('page', String(target))
    const text = search.toString()
    return text ? `${pathname}?${text}` : pathname
  }

  return (
    <div className="container">
      <RouteIntro page="event-user" />
      {user && canOrganize(user) && <OrganizerLinks />}
      {/* Links rather than ARIA tabs: each view has its own address, so reload and back keep it. */}
      <nav className={styles.tabs} aria-label={t('myEvents.tabsLabel')}>
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={hrefFor(1, tab)}
            className={styles.tab}
            aria-current={tab === when ? 'page' : undefined}
            preventScrollReset
          >
            {t(`myEvents.${tab}`)}
          </Link>
        ))}
      </nav>
      <div className={styles.results}>
        <EventResults
          query={events}
          page={page}
          pageSize={PAGE_SIZE}
          hrefFor={hrefFor}
          title={t(`myEvents.${when}Title`)}
          renderCard={(event) => (
            <EventCard event={event} relation={event.relation}>
              {when === 'upcoming' && event.check_in_code && (
                <Suspense fallback={null}>
                  <CheckInCode code={event.check_in_code} compact />
                </Suspense>
              )}
            </EventCard>
          )}
          empty={
            <>
              <p>{t(`myEvents.${when}Empty`)}</p>
              <RouteLink name="event-list" className={buttonClass('primary')}>
                {t('myEvents.findEvents')}
              </RouteLink>
            </>
          }
        />
      </div>
      <PlayerRecordSummary />
      <CalendarSubscription />
      <PersonalData />
    </div>
  )
}

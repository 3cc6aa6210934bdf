import { PAGE_SIZE } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import { RouteLink } from '../../../ui/route-link'
import {
  DEFAULT_FILTERS,
  EventCard,
  EventCardSkeleton,
  type EventFilters,
  eventListStyles,
  filtersToQuery,
  useEvents,
} from '../../events'
import styles from './store-page.module.css'

/** The store's upcoming events (the list's `owner` filter, every kind), and the way to all of them. */
export function StoreEvents({ storeId }: { storeId: number }) {
  const { t } = useTranslation()
  const filters: EventFilters = { ...DEFAULT_FILTERS, event_type: 'all', owner: storeId }
  const events = useEvents(filters, { page: 1, pageSize: PAGE_SIZE })
  const count = events.data?.count ?? 0
  return (
    <section className={styles.events} aria-labelledby="store-events" aria-busy={events.isPending}>
      <h2 id="store-events">{t('storePage.upcoming')}</h2>
      {events.isPending ? (
        <div className={eventListStyles.grid}>
          <EventCardSkeleton />
          <EventCardSkeleton />
        </div>
      ) : events.isError ? (
        <p role="alert">{t('storePage.eventsFailed')}</p>
      ) : count === 0 ? (
        <p>{t('storePage.noUpcoming')}</p>
      ) : (
        <>
          <div className={eventListStyles.grid}>
            {events.data.results.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
          {count > events.data.results.length && (
            <p>
              <RouteLink name="event-list" query={Object.fromEntries(filtersToQuery(filters))}>
                {t('storePage.allEvents')}
              </RouteLink>
            </p>
          )}
        </>
      )}
    </section>
  )
}

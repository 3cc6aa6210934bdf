import { PAGE_SIZE } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useEvents } from '../api/get-events'
import { EventFiltersForm } from '../components/event-filters-form'
import { EventResults } from '../components/event-results'
import { NoEvents } from '../components/no-events'
import { RESULTS_ID, SkipToResults } from '../components/skip-to-results'
import { DEFAULT_FILTERS, filtersToQuery, shopNameOf } from '../lib/event-filters'
import { useEventFilters } from '../lib/use-event-filters'
import styles from './event-list.module.css'

export default function EventListRoute() {
  const { t } = useTranslation()
  const { filters, page, setFilters, hrefFor } = useEventFilters({ remember: true })
  const events = useEvents(filters, { page, pageSize: PAGE_SIZE })
  return (
    <div className="container">
      <RouteIntro page="event-list" />
      <SkipToResults />
      <p className={styles.switch}>
        <RouteLink name="event-locator" query={filtersToQuery(filters)}>
          {t('eventList.showOnMap')}
        </RouteLink>
      </p>
      <div className={styles.layout}>
        <EventFiltersForm
          filters={filters}
          onChange={setFilters}
          shopName={shopNameOf(filters, events.data)}
        />
        <div id={RESULTS_ID} tabIndex={-1} className={styles.results}>
          <EventResults
            query={events}
            page={page}
            pageSize={PAGE_SIZE}
            hrefFor={hrefFor}
            title={t('eventList.resultsTitle')}
            empty={<NoEvents onReset={() => setFilters(DEFAULT_FILTERS)} />}
          />
        </div>
      </div>
    </div>
  )
}

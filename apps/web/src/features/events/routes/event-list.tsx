import { PAGE_SIZE } from '@questboard/domain/constants'
import { useTranslation } from 'react-i18next'
import { cityName } from '../../../i18n/city-names'
import { useLocale } from '../../../i18n/use-locale'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { SaveSearchAlert } from '../../mail-preferences'
import { searchFeedUrl } from '../api/calendar-feed'
import { useEvents } from '../api/get-events'
import { EventFiltersForm } from '../components/event-filters-form'
import { EventResults } from '../components/event-results'
import { NoEvents } from '../components/no-events'
import { RESULTS_ID, SkipToResults } from '../components/skip-to-results'
import { alertSearchOf } from '../lib/alert-search'
import { DEFAULT_FILTERS, filtersToQuery, shopNameOf } from '../lib/event-filters'
import { useEventFilters } from '../lib/use-event-filters'
import styles from './event-list.module.css'

export default function EventListRoute() {
  const { t } = useTranslation()
  const locale = useLocale()
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
        <div>
          <EventFiltersForm
            filters={filters}
            onChange={setFilters}
            shopName={shopNameOf(filters, events.data)}
          />
          {/* "My stores" depends on who asks; a calendar app asks as nobody. */}
          {!filters.favorites && (
            <p className={styles.subscribe}>
              <a href={searchFeedUrl(filters)}>{t('eventList.subscribe')}</a>
              <span>{t('eventList.subscribeHint')}</span>
            </p>
          )}
          <SaveSearchAlert
            search={alertSearchOf(filters, {
              nearMe: t('mailPreferences.nearMe'),
              city: (id) => cityName(id, locale),
            })}
          />
        </div>
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

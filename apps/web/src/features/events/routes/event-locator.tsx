import { LOCATOR_PAGE_SIZE } from '@questboard/domain/constants'
import type { EventSummary } from '@questboard/domain/event-api.schema'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWideScreen } from '../../../lib/use-wide-screen'
import { RouteIntro } from '../../../ui/route-intro'
import { RouteLink } from '../../../ui/route-link'
import { useEvents } from '../api/get-events'
import { EventCard } from '../components/event-card'
import { EventFiltersForm } from '../components/event-filters-form'
import { EventMap } from '../components/event-map'
import { EventResults } from '../components/event-results'
import { NoEvents } from '../components/no-events'
import { RESULTS_ID, SkipToResults } from '../components/skip-to-results'
import { DEFAULT_FILTERS, filtersToQuery, shopNameOf } from '../lib/event-filters'
import { useEventFilters } from '../lib/use-event-filters'
import styles from './event-locator.module.css'

type Shown = 'list' | 'map'

/**
 * The map and the list side by side, the map sticky and as tall as the window (on phones one or the other,
 * with a toggle), with the list's filters and URL state: the list pages through the search's events, the map
 * shows those in its view, and "search this area" makes the map's view the search.
 */
export default function EventLocatorRoute() {
  const { t } = useTranslation()
  const { filters, page, setFilters, hrefFor } = useEventFilters({ remember: true })
  const events = useEvents(filters, { page, pageSize: LOCATOR_PAGE_SIZE })
  const [selected, setSelected] = useState<number>()
  const [shown, setShown] = useState<Shown>('list')
  const wide = useWideScreen()
  return (
    <div className="container">
      <RouteIntro page="event-locator" />
      <SkipToResults />
      <p className={styles.switch}>
        <RouteLink name="event-list" query={filtersToQuery(filters)}>
          {t('locator.showList')}
        </RouteLink>
      </p>
      <div className={styles.layout}>
        <div className={styles.filters}>
          <EventFiltersForm
            filters={filters}
            onChange={setFilters}
            shopName={shopNameOf(filters, events.data)}
          />
        </div>
        {!wide && (
          <fieldset className={styles.toggle}>
            <legend className="visually-hidden">{t('locator.view')}</legend>
            {(['list', 'map'] as const).map((view) => (
              <button key={view} type="button" aria-pressed={shown === view} onClick={() => setShown(view)}>
                {t(`locator.views.${view}`)}
              </button>
            ))}
          </fieldset>
        )}
        {/* Leaflet cannot measure a hidden map: on phones the map is made when shown, not hidden. */}
        {(wide || shown === 'map') && (
          <div className={styles.map}>
            <EventMap
              filters={filters}
              selectedId={selected}
              onSelect={setSelected}
              onSearchArea={(area) => {
                setFilters(area)
                if (!wide) setShown('list')
              }}
            />
          </div>
        )}
        <div id={RESULTS_ID} tabIndex={-1} className={styles.list} hidden={!wide && shown !== 'list'}>
          <EventResults
            query={events}
            page={page}
            pageSize={LOCATOR_PAGE_SIZE}
            hrefFor={hrefFor}
            layout="column"
            title={t('locator.resultsTitle')}
            empty={<NoEvents onReset={() => setFilters(DEFAULT_FILTERS)} />}
            renderCard={(event) => <SelectableCard event={event} selected={event.id === selected} />}
          />
        </div>
      </div>
    </div>
  )
}

/** A list card that the map can point at: the marker's event is outlined and scrolled into view. */
function SelectableCard({ event, selected }: { event: EventSummary; selected: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [selected])
  return (
    <div ref={ref} className={selected ? styles.selected : undefined}>
      <EventCard event={event} />
    </div>
  )
}

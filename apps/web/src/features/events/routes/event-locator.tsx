import { LOCATOR_PAGE_SIZE } from '@questboard/domain/constants'
import type { EventSummary } from '@questboard/domain/event-api.schema'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RouteIntro } from '../../../ui/route-intro'
import { useEvents } from '../api/get-events'
import { EventCard } from '../components/event-card'
import { EventFiltersForm } from '../components/event-filters-form'
import { EventMap } from '../components/event-map'
import { EventResults } from '../components/event-results'
import { NoEvents } from '../components/no-events'
import { DEFAULT_FILTERS, shopNameOf } from '../lib/event-filters'
import { useEventFilters } from '../lib/use-event-filters'
import styles from './event-locator.module.css'

/**
 * The map and the list side by side (stacked on phones), with the list's filters and URL state: the list
 * pages through the search's events everywhere, the map shows those in its view.
 */
export default function EventLocatorRoute() {
  const { t } = useTranslation()
  const { filters, page, setFilters, hrefFor } = useEventFilters()
  const events = useEvents(filters, { page, pageSize: LOCATOR_PAGE_SIZE })
  const [selected, setSelected] = useState<number>()
  return (
    <div className="container">
      <RouteIntro page="event-locator" />
      <div className={styles.layout}>
        <div className={styles.filters}>
          <EventFiltersForm
            filters={filters}
            onChange={setFilters}
            shopName={shopNameOf(filters, events.data)}
          />
        </div>
        <div className={styles.map}>
          <EventMap filters={filters} selectedId={selected} onSelect={setSelected} />
        </div>
        <div className={styles.list}>
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

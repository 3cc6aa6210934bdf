import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocalizedPath } from '../../../lib/use-localized-path'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { buttonClass } from '../../../ui/button'
import {
  EventCard,
  EventCardSkeleton,
  eventListStyles as eventStyles,
  filtersToQuery,
  NearMeButton,
  readPlace,
  rememberSearch,
  useEventFilters,
  useEvents,
} from '../../events'
import styles from '../routes/home.module.css'

/** Two rows of three on a wide screen. */
const HOME_EVENTS = 6

/**
 * The next upcoming events; after "near me", the nearest ones (spec §4 Listing: distance order, the preset
 * city selected or the search localized). The position lives in the home page's URL like the list's
 * filters, so coming back from an event keeps it, and "see all" opens the list on the same search.
 * The events load at once; the cards render when the section nears the viewport (below the hero and the
 * search on a phone).
 */
export function UpcomingEvents() {
  const { t } = useTranslation()
  const path = useLocalizedPath()
  const headingId = useId()
  const { filters: asked, setFilters } = useEventFilters()
  // Once known (a town chosen, or near me, here or on the list), the visitor's place is kept: the page
  // shows the events near it without asking again (issue 13 §2).
  const hasPoint = asked.latitude !== undefined
  useEffect(() => {
    if (hasPoint) rememberSearch(asked, undefined, window.localStorage)
  }, [hasPoint, asked])
  const [remembered] = useState(() => readPlace(window.localStorage))
  const filters = useMemo(
    () =>
      hasPoint || !remembered
        ? asked
        : { ...asked, latitude: remembered.lat, longitude: remembered.lng, place: remembered.name },
    [asked, hasPoint, remembered],
  )
  const events = useEvents(filters, { page: 1, pageSize: HOME_EVENTS })
  const near = filters.latitude !== undefined
  const sectionRef = useRef<HTMLElement>(null)
  const inView = useNearViewport(sectionRef)
  // The cards render at transition priority when the answer arrives (see EventResults).
  const data = useDeferredValue(inView ? events.data : undefined)
  // Out of view, not even the placeholders: their shimmer would repaint the page at every frame.
  const loading = inView && data === undefined && !events.isError
  const listHref = path({ name: 'event-list', query: filtersToQuery(filters) })

  return (
    <section
      ref={sectionRef}
      className={`container ${styles.upcoming}`}
      aria-labelledby={headingId}
      aria-busy={events.isFetching}
    >
      <div className={`${eventStyles.listHead} ${styles.upcomingHead}`}>
        <h2 id={headingId} className={styles.upcomingTitle}>
          {filters.place
            ? t('home.upcomingNearPlaceTitle', { place: filters.place })
            : near
              ? t('home.upcomingNearTitle')
              : t('home.upcomingTitle')}
        </h2>
        <NearMeButton filters={filters} onChange={setFilters} />
      </div>

      {loading && (
        <ul className={`${eventStyles.grid} ${styles.upcomingGrid}`}>
          {Array.from({ length: HOME_EVENTS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      )}
      {loading && (
        <p className="visually-hidden" role="status">
          {t('home.upcomingLoading')}
        </p>
      )}

      {/* The §8 alert, when there is one, already speaks: this only offers to try again. */}
      {events.isError && !data && (
        <div className={`${eventStyles.stateBox} ${styles.upcomingState}`}>
          <p className={eventStyles.stateTitle}>{t('home.upcomingError')}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => void events.refetch()}>
            {t('home.retry')}
          </button>
        </div>
      )}

      {data && data.results.length === 0 && (
        <div className={`${eventStyles.stateBox} ${styles.upcomingState}`}>
          <p className={eventStyles.stateTitle}>
            {near ? t('home.upcomingEmptyNear') : t('home.upcomingEmpty')}
          </p>
          <Link to={path({ name: 'event-locator' })} className={buttonClass('secondary')}>
            {t('home.mapLink')}
          </Link>
        </div>
      )}

      {data && data.results.length > 0 && (
        <>
          <ul
            className={`${eventStyles.grid} ${styles.upcomingGrid} ${events.isPlaceholderData ? eventStyles.stale : ''}`}
          >
            {data.results.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <p className={styles.seeAll}>
            <Link to={listHref} className={buttonClass('secondary')}>
              {t('home.seeAllEvents')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}

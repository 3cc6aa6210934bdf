import type { EventSummary } from '@questboard/domain/event-api.schema'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useDeferredValue, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../ui/button'
import { Pagination } from '../../../ui/pagination'
import { pageCount } from '../../../ui/pagination-items'
import { EventCard, EventCardSkeleton } from './event-card'
import styles from './events.module.css'

type PageResult<T> = { count: number; results: T[] }

/**
 * A paged list of events with its states: loading (skeletons, aria-busy), error with retry, empty with a
 * reset, the result count announced politely, and a pager. Moving to another page brings the reader back
 * to the top of the list.
 */
export function EventResults<T extends EventSummary>({
  query,
  page,
  pageSize,
  hrefFor,
  empty,
  title,
  layout = 'grid',
  renderCard = (event) => <EventCard event={event} />,
}: {
  query: UseQueryResult<PageResult<T>>
  page: number
  pageSize: number
  hrefFor: (page: number) => string
  /** What to show when nothing matches (a message and a way out). */
  empty: ReactNode
  title: string
  layout?: 'grid' | 'column'
  renderCard?: (event: T) => ReactNode
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const previousPage = useRef(page)

  useEffect(() => {
    if (previousPage.current === page) return
    previousPage.current = page
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'start' })
  }, [page])

  // A page of cards renders at transition priority when the answer arrives: in slices the browser can
  // interleave input and painting with, rather than in one long task (the skeletons stay meanwhile).
  const data = useDeferredValue(query.data)
  const loading = data === undefined && !query.isError
  const pages = data ? pageCount(data.count, pageSize) : 0
  const busy = query.isFetching
  const listClass = layout === 'grid' ? styles.grid : styles.column

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={busy}>
      <div className={styles.resultsHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.resultsTitle}>
          {title}
        </h2>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {loading ? t('eventList.loading') : data ? t('eventList.count', { count: data.count }) : ''}
        </p>
      </div>

      {loading && (
        <div className={listClass}>
          {Array.from({ length: Math.min(pageSize, 6) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <EventCardSkeleton key={index} />
          ))}
        </div>
      )}

      {query.isError && !data && (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{t('eventList.errorTitle')}</p>
          <p>{t('eventList.errorText')}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => void query.refetch()}>
            {t('eventList.retry')}
          </button>
        </div>
      )}

      {data && data.results.length === 0 && data.count === 0 && <div className={styles.state}>{empty}</div>}

      {/* An old link may ask for a page past the end: the events are there, on the first page. */}
      {data && data.results.length === 0 && data.count > 0 && (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{t('eventList.noSuchPage')}</p>
          <Link to={hrefFor(1)} className={buttonClass('primary')}>
            {t('eventList.firstPage')}
          </Link>
        </div>
      )}

      {data && data.results.length > 0 && (
        <>
          <ul className={`${listClass} ${query.isPlaceholderData ? styles.stale : ''}`}>
            {data.results.map((event) => (
              <li key={event.id}>{renderCard(event)}</li>
            ))}
          </ul>
          <Pagination
            page={Math.min(page, pages)}
            pages={pages}
            hrefFor={hrefFor}
            labels={{
              navigation: t('eventList.pagination'),
              previous: t('eventList.previous'),
              next: t('eventList.next'),
              page: (number) => t('eventList.page', { page: number, pages }),
            }}
          />
        </>
      )}
    </section>
  )
}

import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ApiError } from '../../../lib/api'
import { notFoundResponse } from '../../../lib/not-found'
import { PageTitle } from '../../../ui/page-title'
import { useEvent } from '../api/get-event'
import { EventPage } from '../components/event-page'
import styles from '../components/event-show.module.css'

export default function EventShowRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const event = useEvent(id)
  // The page renders at transition priority when the event arrives: in slices, not one long task.
  const data = useDeferredValue(event.data)

  if (event.isError) {
    // Spec §8: a 404 raises no alert (the not-found page shows); any other failure is the critical page.
    if (event.error instanceof ApiError && event.error.status === 404) throw notFoundResponse()
    throw event.error
  }
  if (!data) {
    return (
      <div className={`container ${styles.pending}`} aria-busy="true">
        <PageTitle>{t('routes.event-show.title')}</PageTitle>
        <p className={styles.loading} role="status">
          {t('eventShow.loading')}
        </p>
      </div>
    )
  }
  return <EventPage event={data} />
}

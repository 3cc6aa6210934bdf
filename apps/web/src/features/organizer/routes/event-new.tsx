import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router'
import { RouteIntro } from '../../../ui/route-intro'
import { duplicateFormValues, newEventFormValues } from '../api/event-form'
import { useOrganizerEvent } from '../api/events'
import { cameFromPreview, draftFor } from '../components/event-draft'
import { EventForm } from '../components/event-form'
import styles from '../components/organizer.module.css'
import { LoadError, LoadingState } from '../components/page-state'
import { useEventFormData } from '../components/use-event-form-data'

/** A new event: blank, or (`?from={id}`, the dashboard's "Duplicate") a copy of one with its dates cleared. */
export default function EventNewRoute() {
  const data = useEventFormData()
  const [query] = useSearchParams()
  const from = /^\d+$/.test(query.get('from') ?? '') ? (query.get('from') as string) : null
  const source = useOrganizerEvent(from ?? '', { enabled: from !== null })
  const error = data.gamesError ?? (from ? source.error : null)
  return (
    <div className="container">
      <RouteIntro page="event-new" />
      {data.isPending || (from && source.isPending) ? (
        <LoadingState />
      ) : error ? (
        <LoadError
          error={error}
          onRetry={() => {
            data.retry()
            if (from) void source.refetch()
          }}
        />
      ) : (
        // Keyed by the copied event: another copy is another form.
        <NewEventForm key={from ?? 'new'} {...data} source={from ? source.data : undefined} />
      )}
    </div>
  )
}

function NewEventForm({
  games,
  storeAddress,
  isAdmin,
  source,
}: ReturnType<typeof useEventFormData> & { source: EventDetail | undefined }) {
  const { t } = useTranslation()
  const location = useLocation()
  const [initialValues] = useState(
    () =>
      (cameFromPreview(location.state) ? draftFor(null) : null) ??
      (source ? duplicateFormValues(source) : newEventFormValues(storeAddress)),
  )
  return (
    <div className={styles.stack}>
      {source && (
        <p className={styles.note} role="status">
          {t('eventForm.duplicateOf', { name: source.name })}
        </p>
      )}
      <EventForm
        eventId={null}
        initialValues={initialValues}
        games={games}
        storeAddress={storeAddress}
        isAdmin={isAdmin}
      />
    </div>
  )
}

import type { EventDetail } from '@questboard/domain/event-api.schema'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import type { FormAlertState } from '../../../lib/use-form-feedback'
import { RouteIntro } from '../../../ui/route-intro'
import { eventFormValuesFromDetail } from '../api/event-form'
import { useOrganizerEvent } from '../api/events'
import { cameFromPreview, draftFor } from '../components/event-draft'
import { EventForm } from '../components/event-form'
import { LoadError, LoadingState } from '../components/page-state'
import { useEventFormData } from '../components/use-event-form-data'

export default function EventEditRoute() {
  const { id = '' } = useParams()
  const event = useOrganizerEvent(id)
  const data = useEventFormData()
  const error = event.error ?? data.gamesError
  return (
    <div className="container">
      <RouteIntro page="event-edit" />
      {event.isPending || data.isPending ? (
        <LoadingState />
      ) : error || !event.data ? (
        <LoadError
          error={error}
          onRetry={() => {
            void event.refetch()
            data.retry()
          }}
        />
      ) : (
        // Keyed by id: another event is another form.
        <EditEventForm key={id} id={id} event={event.data} {...data} />
      )}
    </div>
  )
}

function EditEventForm({
  id,
  event,
  games,
  storeAddress,
  isAdmin,
}: { id: string; event: EventDetail } & ReturnType<typeof useEventFormData>) {
  const location = useLocation()
  const navigate = useNavigate()
  const state = location.state as { alert?: FormAlertState } | null
  const { pathname, search, hash } = location

  // The "created" alert is shown once: taken out of the history entry, a reload does not show it again.
  useEffect(() => {
    if (state?.alert) navigate({ pathname, search, hash }, { replace: true, state: null })
  }, [state, pathname, search, hash, navigate])
  // The form keeps what the user typed when the event is fetched again after a save.
  const [initialValues] = useState(
    () => (cameFromPreview(location.state) ? draftFor(id) : null) ?? eventFormValuesFromDetail(event),
  )
  return (
    <EventForm
      eventId={id}
      status={event.status}
      initialValues={initialValues}
      initialAlert={state?.alert ?? null}
      games={games}
      storeAddress={storeAddress}
      isAdmin={isAdmin}
      cover={event.picture?.source === 'cover' ? event.picture : null}
      series={
        event.series_id === null
          ? null
          : { id: event.series_id, date: (event.light_date ?? event.event_start_date).slice(0, 10) }
      }
    />
  )
}

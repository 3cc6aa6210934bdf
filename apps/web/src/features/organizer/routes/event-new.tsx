import { useState } from 'react'
import { useLocation } from 'react-router'
import { RouteIntro } from '../../../ui/route-intro'
import { newEventFormValues } from '../api/event-form'
import { cameFromPreview, draftFor } from '../components/event-draft'
import { EventForm } from '../components/event-form'
import { LoadError, LoadingState } from '../components/page-state'
import { useEventFormData } from '../components/use-event-form-data'

export default function EventNewRoute() {
  const data = useEventFormData()
  return (
    <div className="container">
      <RouteIntro page="event-new" />
      {data.isPending ? (
        <LoadingState />
      ) : data.gamesError ? (
        <LoadError error={data.gamesError} onRetry={data.retry} />
      ) : (
        <NewEventForm {...data} />
      )}
    </div>
  )
}

function NewEventForm({ games, storeAddress, isAdmin }: ReturnType<typeof useEventFormData>) {
  const location = useLocation()
  const [initialValues] = useState(
    () => (cameFromPreview(location.state) ? draftFor(null) : null) ?? newEventFormValues(storeAddress),
  )
  return (
    <EventForm
      eventId={null}
      initialValues={initialValues}
      games={games}
      storeAddress={storeAddress}
      isAdmin={isAdmin}
    />
  )
}

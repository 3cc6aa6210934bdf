import { RouteIntro } from '../../../ui/route-intro'
import { NotAuthorizedToParticipate } from '../../identity/components/not-authorized-to-participate'
import { useIdentity } from '../../identity/use-identity'

export default function EventShowRoute() {
  const { status, isOldEnough } = useIdentity()
  // Until the event loads, its date is unknown: the age is taken today. Register/join will sit here.
  return (
    <div className="container">
      <RouteIntro page="event-show" />
      {status === 'connected' && !isOldEnough() && <NotAuthorizedToParticipate />}
    </div>
  )
}
